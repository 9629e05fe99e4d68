import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function Notifications() {
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title="Notifications" description="Updates about your orders, wallet and account." />
      <UpcomingNotice>Your notifications appear here.</UpcomingNotice>
    </div>
  );
}
