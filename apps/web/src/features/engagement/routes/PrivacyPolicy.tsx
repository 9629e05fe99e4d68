import { Container } from '../../../components/ui/Container';
import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function PrivacyPolicy() {
  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-6 md:py-8">
      <PageIntro
        title="Privacy Policy"
        description="What personal data Oja collects, why, how long it is kept and how you control it."
      />
      <UpcomingNotice>The full privacy policy is published on this page.</UpcomingNotice>
    </Container>
  );
}
