import { useParams } from 'react-router';
import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function OrderReview() {
  const { reference } = useParams();
  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        eyebrow={`Order ${reference ?? ''}`.trim()}
        title="Review your order"
        description="Rate the items of this order."
      />
      <UpcomingNotice>The review form for the items of this order appears here.</UpcomingNotice>
    </div>
  );
}
