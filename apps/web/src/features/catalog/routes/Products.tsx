import { Container } from '../../../components/ui/Container';
import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function Products() {
  return (
    <Container className="flex flex-col gap-6 py-6 md:py-8">
      <PageIntro title="Products" description="Products from sellers across Nigeria." />
      <UpcomingNotice>
        Product cards with search, promotion and filter (new arrivals, for you, top deals, best selling)
        results appear here.
      </UpcomingNotice>
    </Container>
  );
}
