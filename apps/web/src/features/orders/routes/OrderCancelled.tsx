import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function OrderCancelled() {
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title="Order cancelled" description="Your order was cancelled." />
      <UpcomingNotice>The cancellation summary and refund details appear here.</UpcomingNotice>
    </div>
  );
}
