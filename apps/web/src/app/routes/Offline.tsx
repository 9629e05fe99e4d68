import { Button } from '../../components/ui/Button';
import { RefreshIcon } from '../../components/ui/icons';

export default function Offline() {
  return (
    <div className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-ink-900">You are offline</h1>
      <p className="text-ink-600">Check your mobile data or Wi-Fi connection, then try again.</p>
      <Button size="lg" onClick={() => window.location.reload()}>
        <RefreshIcon />
        Try again
      </Button>
    </div>
  );
}
