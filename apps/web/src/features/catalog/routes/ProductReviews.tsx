import { useParams } from 'react-router';
import { Container } from '../../../components/ui/Container';
import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function ProductReviews() {
  const { id } = useParams();
  return (
    <Container className="flex flex-col gap-6 py-6 md:py-8">
      <PageIntro
        eyebrow={`Product ${id ?? ''}`.trim()}
        title="Reviews"
        description="What shoppers say about this product."
      />
      <UpcomingNotice>Ratings and reviews of this product appear here.</UpcomingNotice>
    </Container>
  );
}
