import { Container } from '../../../components/ui/Container';
import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function ResetPassword() {
  return (
    <Container className="flex flex-col gap-6 py-6 md:py-8">
      <PageIntro title="Reset your password" description="Choose a new password for your Oja account." />
      <UpcomingNotice>The new password form appears here.</UpcomingNotice>
    </Container>
  );
}
