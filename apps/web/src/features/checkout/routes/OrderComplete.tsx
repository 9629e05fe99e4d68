import { Container } from '../../../components/ui/Container';
import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function OrderComplete() {
  return (
    <Container className="flex flex-col gap-6 py-6 md:py-8">
      <PageIntro title="Order complete" description="Thank you for shopping on Oja." />
      <UpcomingNotice>Your order reference and payment confirmation appear here.</UpcomingNotice>
    </Container>
  );
}
