import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function OrdersAndTracking() {
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title="Orders & Tracking" description="Follow your orders from confirmation to delivery." />
      <UpcomingNotice>Your orders with their status appear here.</UpcomingNotice>
    </div>
  );
}
