import { messages } from '@oja/contract/messages';
import { forgotPasswordBody } from '@oja/contract/rules';
import { type FormEvent, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { MailIcon } from '../../../components/ui/icons';
import { TextField } from '../../../components/ui/TextField';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useStore } from '../../../lib/create-store';
import { accessEmailStore, mailAppUrl } from '../access-email';
import { ACCESS_MODAL, openAccessModal } from '../access-modal-state';
import { useRequestResetLinkMutation } from '../api/identity-api';
import { errorsOfApi, errorsOfParse, type FormErrors, formData } from '../form-errors';
import { FormAlert, Lead, PanelBody, StepIcon, TextLink } from './panel-parts';
import { ResendButton } from './ResendButton';

function BackToLogin() {
  return (
    <p className="text-center text-sm">
      <TextLink onClick={() => openAccessModal(ACCESS_MODAL.login)}>Back to log in</TextLink>
    </p>
  );
}

/** State 3: the request step, then check-your-email with open-mail-app and resend. */
export function ForgotPasswordPanel() {
  const request = useRequestResetLinkMutation();
  const knownEmail = useStore(accessEmailStore);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [alert, setAlert] = useState<string | null>(null);

  async function send(email: string): Promise<boolean> {
    try {
      const answer = await request.mutateAsync(email);
      toast.success(answer.message || messages.linkSent);
      return true;
    } catch (error) {
      setErrors(errorsOfApi(error));
      setAlert(errorMessage(error));
      return false;
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert(null);
    const parsed = forgotPasswordBody.safeParse(formData(event.currentTarget));
    if (!parsed.success) {
      setErrors(errorsOfParse(parsed.error));
      return;
    }
    setErrors({});
    accessEmailStore.set(parsed.data.email);
    if (await send(parsed.data.email)) setSentTo(parsed.data.email);
  }

  if (sentTo) {
    return (
      <PanelBody className="text-center">
        <StepIcon>
          <MailIcon />
        </StepIcon>
        <h3 className="text-lg font-bold text-ink-900">Check your email</h3>
        <Lead>
          If an account exists for <strong className="break-all text-ink-900">{sentTo}</strong>, we sent it a
          link to reset the password. The link works once, for one hour.
        </Lead>
        <a
          href={mailAppUrl(sentTo)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('primary', 'lg', 'w-full')}
        >
          Open mail app
        </a>
        <ResendButton onResend={() => send(sentTo)} busy={request.isPending} />
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <BackToLogin />
      </PanelBody>
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Forgot password">
      <PanelBody>
        <Lead>Enter the email address of your account and we will send you a reset link.</Lead>
        <TextField
          label="Email address"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          defaultValue={knownEmail}
          error={errors.email}
          data-autofocus
        />
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <Button type="submit" size="lg" block loading={request.isPending}>
          Send reset link
        </Button>
        <BackToLogin />
      </PanelBody>
    </form>
  );
}
