import { messages } from '@oja/contract/messages';
import { resetPasswordBody } from '@oja/contract/rules';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Container } from '../../../components/ui/Container';
import { KeyIcon, ShieldIcon } from '../../../components/ui/icons';
import { PageIntro } from '../../../components/ui/PageIntro';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { type FieldErrors, fieldErrors, formData, serverFieldErrors } from '../../../lib/form-errors';
import { ACCESS_MODAL, openAccessModal } from '../access-modal-state';
import { useResetPasswordMutation } from '../api/identity-api';
import { FormAlert, NewPasswordFields, StepIcon, SubmitWithAlert, TextLink } from '../components/panel-parts';
import { useLinkToken } from '../use-link-token';

/** /reset-password?token=...: the link from the forgot-password mail (default layout). */
export default function ResetPassword() {
  const token = useLinkToken();
  const reset = useResetPasswordMutation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(token ? null : messages.resetLinkInvalid);
  const [done, setDone] = useState<string | null>(null);

  // The access modal opens over this page: logging in then goes to /account.
  const goTo = (state: typeof ACCESS_MODAL.login | typeof ACCESS_MODAL.forgotPassword) =>
    openAccessModal(state);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert(null);
    const parsed = resetPasswordBody.safeParse({ ...formData(event.currentTarget), token });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      if (found.token) setAlert(messages.resetLinkInvalid);
      return;
    }
    setErrors({});
    try {
      const answer = await reset.mutateAsync(parsed.data);
      toast.success(answer.message);
      setDone(answer.message);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setAlert(errorMessage(error));
    }
  }

  const linkProblem = alert === messages.resetLinkInvalid;
  return (
    <Container className="flex flex-col gap-6 py-6 md:py-10">
      <div className="mx-auto flex w-full max-w-md flex-col gap-5 rounded-card border border-ink-200 bg-white p-6 shadow-card">
        {done ? (
          <div className="flex flex-col gap-5 text-center">
            <StepIcon>
              <ShieldIcon />
            </StepIcon>
            <PageIntro title="Password reset" description={done} />
            <Button size="lg" block onClick={() => goTo(ACCESS_MODAL.login)}>
              Log in
            </Button>
          </div>
        ) : linkProblem ? (
          // No token, or the server refused it: no form to fill in for nothing, a way to a new link.
          <div className="flex flex-col gap-5 text-center">
            <StepIcon tone="danger">
              <KeyIcon />
            </StepIcon>
            <PageIntro title="This link cannot be used" />
            <FormAlert>{messages.resetLinkInvalid}</FormAlert>
            <Button size="lg" block onClick={() => goTo(ACCESS_MODAL.forgotPassword)}>
              Send me a new reset link
            </Button>
            <p className="text-sm text-ink-600">
              Remember your password? <TextLink onClick={() => goTo(ACCESS_MODAL.login)}>Log in</TextLink>
            </p>
          </div>
        ) : (
          <form noValidate onSubmit={submit} aria-label="Reset password" className="flex flex-col gap-4">
            <PageIntro
              title="Reset your password"
              description="Choose a new password for your Oja account."
            />
            <NewPasswordFields
              name="password"
              label="New password"
              confirmLabel="Confirm new password"
              errors={errors}
            />
            <SubmitWithAlert alert={alert} busy={reset.isPending}>
              Reset password
            </SubmitWithAlert>
          </form>
        )}
      </div>
    </Container>
  );
}
