import { Container } from '../../../components/ui/Container';
import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function StoreListing() {
  return (
    <Container className="flex flex-col gap-6 py-6 md:py-8">
      <PageIntro title="Stores" description="Shop from stores and vendors on Oja." />
      <UpcomingNotice>The list of stores appears here.</UpcomingNotice>
    </Container>
  );
}
