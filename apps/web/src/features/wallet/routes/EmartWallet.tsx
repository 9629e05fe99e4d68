import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function EmartWallet() {
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title="Wallet" description="Your main Oja wallet balance and transactions." />
      <UpcomingNotice>Your wallet balance and transactions appear here.</UpcomingNotice>
    </div>
  );
}
