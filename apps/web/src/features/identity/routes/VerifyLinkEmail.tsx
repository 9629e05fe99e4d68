import { Container } from '../../../components/ui/Container';
import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function VerifyLinkEmail() {
  return (
    <Container className="flex flex-col gap-6 py-6 md:py-8">
      <PageIntro title="Verify your email" description="Confirming the link we sent to your email address." />
      <UpcomingNotice>Email verification appears here.</UpcomingNotice>
    </Container>
  );
}
