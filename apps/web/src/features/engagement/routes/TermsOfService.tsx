import { Container } from '../../../components/ui/Container';
import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function TermsOfService() {
  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-6 md:py-8">
      <PageIntro
        title="Terms of Service"
        description="The rules for shopping on Oja: accounts, orders, payment, delivery, returns and cancellations."
      />
      <UpcomingNotice>The full terms of service are published on this page.</UpcomingNotice>
    </Container>
  );
}
