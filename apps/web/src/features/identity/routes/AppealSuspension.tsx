import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { Container } from '../../../components/ui/Container';
import { MailIcon } from '../../../components/ui/icons';
import { PageIntro } from '../../../components/ui/PageIntro';
import { AppealForm } from '../components/AppealForm';
import { StepIcon } from '../components/panel-parts';

/** /appeal-suspension: where Contact Support sends a suspended customer (default layout). */
export default function AppealSuspension() {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Container className="flex flex-col gap-6 py-6 md:py-10">
      <div className="mx-auto flex w-full max-w-lg flex-col gap-5 rounded-card border border-ink-200 bg-white p-6 shadow-card">
        {sent ? (
          <div className="flex flex-col gap-5 text-center">
            <StepIcon>
              <MailIcon />
            </StepIcon>
            <PageIntro title="Appeal sent" description={sent} />
            <Link to="/" className={buttonClasses('primary', 'lg', 'w-full')}>
              Back to shopping
            </Link>
          </div>
        ) : (
          <>
            <PageIntro
              title="Appeal a suspension"
              description="If your account was suspended, tell us what happened and our support team will review it."
            />
            <AppealForm onSent={setSent} autoFocus />
          </>
        )}
      </div>
    </Container>
  );
}
