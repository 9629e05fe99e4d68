import { Container } from '../../../components/ui/Container';
import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function Checkout() {
  return (
    <Container className="flex flex-col gap-6 py-6 md:py-8">
      <PageIntro
        title="Checkout"
        description="Delivery address, delivery method and payment by card (Paystack) or wallet."
      />
      <UpcomingNotice>The checkout steps and order total appear here.</UpcomingNotice>
    </Container>
  );
}
