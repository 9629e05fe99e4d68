import { Container } from '../../../components/ui/Container';
import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function Cars() {
  return (
    <Container className="flex flex-col gap-6 py-6 md:py-8">
      <PageIntro title="Cars" description="Cars for sale from dealers on Oja." />
      <UpcomingNotice>Car listings with Negotiable or Fixed Price appear here.</UpcomingNotice>
    </Container>
  );
}
