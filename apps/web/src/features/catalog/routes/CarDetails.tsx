import { useParams } from 'react-router';
import { Container } from '../../../components/ui/Container';
import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function CarDetails() {
  const { id } = useParams();
  return (
    <Container className="flex flex-col gap-6 py-6 md:py-8">
      <PageIntro
        eyebrow={`Car ${id ?? ''}`.trim()}
        title="Car details"
        description="Photos, price and dealer of this car."
      />
      <UpcomingNotice>The car gallery, specifications and dealer contact appear here.</UpcomingNotice>
    </Container>
  );
}
