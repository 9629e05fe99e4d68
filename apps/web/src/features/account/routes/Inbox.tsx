import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function Inbox() {
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title="Inbox" description="Messages from Oja and sellers." />
      <UpcomingNotice>Your messages appear here.</UpcomingNotice>
    </div>
  );
}
