import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function SavedItems() {
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title="Saved Items" description="Products you saved for later." />
      <UpcomingNotice>Your saved items appear here, five per page.</UpcomingNotice>
    </div>
  );
}
