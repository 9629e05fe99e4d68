import { Container } from '../../../components/ui/Container';
import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function AppealSuspension() {
  return (
    <Container className="flex flex-col gap-6 py-6 md:py-8">
      <PageIntro
        title="Appeal a suspension"
        description="If your account was suspended, ask our support team to review it."
      />
      <UpcomingNotice>The appeal form appears here.</UpcomingNotice>
    </Container>
  );
}
