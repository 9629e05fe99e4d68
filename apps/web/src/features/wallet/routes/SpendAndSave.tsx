import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function SpendAndSave() {
  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        title="Spend and Save Wallet"
        description="Save a percentage of every purchase automatically."
      />
      <UpcomingNotice>Your Spend and Save balance and settings appear here.</UpcomingNotice>
    </div>
  );
}
