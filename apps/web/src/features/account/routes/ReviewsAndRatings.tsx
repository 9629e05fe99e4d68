import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function ReviewsAndRatings() {
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title="Reviews and Ratings" description="Rate the products you bought." />
      <UpcomingNotice>Products waiting for your review appear here.</UpcomingNotice>
    </div>
  );
}
