import { messages } from '@oja/contract/messages';
import { forgotPasswordBody } from '@oja/contract/rules';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { useStore } from '../../../lib/create-store';
import { accessEmailStore } from '../access-email';
import { ACCESS_MODAL, openAccessModal } from '../access-modal-state';
import { useRequestResetLinkMutation } from '../api/identity-api';
import { useAccessForm } from '../use-access-form';
import {
  CheckEmailStep,
  EmailField,
  FormAlert,
  Lead,
  PanelBody,
  SubmitWithAlert,
  TextLink,
} from './panel-parts';

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

  async function sendLink(email: string) {
    const answer = await request.mutateAsync(email);
    toast.success(answer.message || messages.linkSent);
  }

  const { errors, alert, submit, attempt } = useAccessForm(forgotPasswordBody, {
    send: async ({ email }) => {
      accessEmailStore.set(email);
      await sendLink(email);
      setSentTo(email);
    },
  });

  if (sentTo) {
    return (
      <CheckEmailStep
        title="Check your email"
        email={sentTo}
        lead={
          <>
            If an account exists for <strong className="break-all text-ink-900">{sentTo}</strong>, we sent it
            a link to reset the password. The link works once, for one hour.
          </>
        }
        onResend={() => attempt(() => sendLink(sentTo))}
        resending={request.isPending}
      >
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <BackToLogin />
      </CheckEmailStep>
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Forgot password">
      <PanelBody>
        <Lead>Enter the email address of your account and we will send you a reset link.</Lead>
        <EmailField defaultValue={knownEmail} error={errors.email} data-autofocus />
        <SubmitWithAlert alert={alert} busy={request.isPending}>
          Send reset link
        </SubmitWithAlert>
        <BackToLogin />
      </PanelBody>
    </form>
  );
}
