import { Button } from '../../../components/ui/Button';
import { RefreshIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/api-client';

/** The error state of a categories list, with a retry. */
export function CategoriesError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-card bg-white p-6 text-center ring-1 ring-ink-100"
    >
      <p className="font-semibold text-ink-800">We could not load the categories.</p>
      <p className="text-sm text-ink-500">{errorMessage(error)}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
        {retrying ? null : <RefreshIcon />}
        Try again
      </Button>
    </div>
  );
}
