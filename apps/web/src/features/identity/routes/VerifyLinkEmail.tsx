import { resendVerificationBody } from '@oja/contract/identity';
import { messages } from '@oja/contract/messages';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Container } from '../../../components/ui/Container';
import { MailIcon, ShieldIcon } from '../../../components/ui/icons';
import { PageIntro } from '../../../components/ui/PageIntro';
import { Spinner } from '../../../components/ui/Spinner';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { fieldErrors, formData } from '../../../lib/form-errors';
import { ACCESS_MODAL, openAccessModal } from '../access-modal-state';
import { useResendVerificationMutation, useVerifyEmailQuery } from '../api/identity-api';
import { EmailField, FormAlert, StepIcon } from '../components/panel-parts';
import { useLinkToken } from '../use-link-token';

function ResendForm() {
  const resend = useResendVerificationMutation();
  const [error, setError] = useState<string | undefined>();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = resendVerificationBody.safeParse(formData(event.currentTarget));
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).email);
      return;
    }
    setError(undefined);
    try {
      const answer = await resend.mutateAsync(parsed.data.email);
      toast.success(answer.message || messages.linkSent);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3"
      aria-label="Send a new verification link"
    >
      <EmailField error={error} />
      <Button type="submit" size="lg" loading={resend.isPending}>
        Send a new link
      </Button>
    </form>
  );
}

/** /verify-link-email?token=...: the link from the sign-up mail (default layout). */
export default function VerifyLinkEmail() {
  const token = useLinkToken();
  const verify = useVerifyEmailQuery(token);

  // The login modal opens over this page; logging in then goes to the guarded page remembered at
  // sign-up (redirectFrom), else /account.
  const logIn = () => openAccessModal(ACCESS_MODAL.login);

  return (
    <Container className="flex flex-col gap-6 py-6 md:py-10">
      <div className="mx-auto flex w-full max-w-md flex-col gap-5 rounded-card border border-ink-200 bg-white p-6 text-center shadow-card">
        {!token ? (
          <>
            <PageIntro title="Verify your email" description={messages.verifyLinkInvalid} />
            <ResendForm />
          </>
        ) : verify.isPending ? (
          <div className="flex flex-col items-center gap-3 py-6" aria-live="polite">
            <Spinner label="Verifying your email" />
            <p className="text-sm text-ink-600">Verifying your email…</p>
          </div>
        ) : verify.isSuccess ? (
          <>
            <StepIcon>
              <ShieldIcon />
            </StepIcon>
            <PageIntro title="Email verified" description={verify.data.message || messages.emailVerified} />
            <Button size="lg" block onClick={logIn}>
              Log in
            </Button>
          </>
        ) : (
          <>
            <StepIcon tone="danger">
              <MailIcon />
            </StepIcon>
            <PageIntro title="Verify your email" />
            <FormAlert>{errorMessage(verify.error)}</FormAlert>
            <ResendForm />
          </>
        )}
      </div>
    </Container>
  );
}
