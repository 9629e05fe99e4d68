import { useParams } from 'react-router';
import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function RateProduct() {
  const { id } = useParams();
  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        eyebrow={`Reviews and Ratings ${id ?? ''}`.trim()}
        title="Rate product"
        description="Tell other shoppers what you think of this product."
      />
      <UpcomingNotice>The rating and review form appears here.</UpcomingNotice>
    </div>
  );
}
