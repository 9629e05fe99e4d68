import { useParams } from 'react-router';
import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function OrderDetails() {
  const { reference } = useParams();
  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        eyebrow={`Order ${reference ?? ''}`.trim()}
        title="Order details"
        description="Items, delivery and payment of this order."
      />
      <UpcomingNotice>The items, status and delivery of this order appear here.</UpcomingNotice>
    </div>
  );
}
