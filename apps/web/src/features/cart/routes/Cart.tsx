import { Container } from '../../../components/ui/Container';
import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function Cart() {
  return (
    <Container className="flex flex-col gap-6 py-6 md:py-8">
      <PageIntro
        title="Your cart"
        description="Review your items, quantities and delivery before you check out."
      />
      <UpcomingNotice>Your cart items, quantities and total to be paid appear here.</UpcomingNotice>
    </Container>
  );
}
