import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function CancelOrder() {
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title="Cancel order" description="Cancel an order that has not shipped yet." />
      <UpcomingNotice>The cancellation form appears here.</UpcomingNotice>
    </div>
  );
}
