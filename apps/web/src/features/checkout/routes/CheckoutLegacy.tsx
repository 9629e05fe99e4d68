import { Container } from '../../../components/ui/Container';
import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function CheckoutLegacy() {
  return (
    <Container className="flex flex-col gap-6 py-6 md:py-8">
      <PageIntro
        eyebrow="Checkout (classic)"
        title="Checkout"
        description="The previous checkout flow, kept for older links."
      />
      <UpcomingNotice>The previous checkout steps appear here.</UpcomingNotice>
    </Container>
  );
}
