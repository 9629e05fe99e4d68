import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function SmartCoin() {
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title="Smart Coin Wallet" description="Smart coins you can use as a discount at checkout." />
      <UpcomingNotice>Your smart coin balance appears here.</UpcomingNotice>
    </div>
  );
}
