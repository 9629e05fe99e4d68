import { CAPTCHA_ACTIONS } from '@oja/contract/constants';
import { messages } from '@oja/contract/messages';
import { signUpBody } from '@oja/contract/rules';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { MailIcon } from '../../../components/ui/icons';
import { TextField } from '../../../components/ui/TextField';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { getCaptchaToken } from '../../../lib/captcha';
import { accessEmailStore } from '../access-email';
import { ACCESS_MODAL, openAccessModal } from '../access-modal-state';
import { useResendVerificationMutation, useSignUpMutation } from '../api/identity-api';
import { rememberRedirect } from '../redirect-target';
import { useAccessForm } from '../use-access-form';
import {
  CheckEmailStep,
  EmailField,
  Lead,
  NewPasswordFields,
  PanelBody,
  SubmitWithAlert,
  TextLink,
} from './panel-parts';

type Step = { name: 'choice' } | { name: 'form' } | { name: 'verify'; email: string };

function LoginInstead() {
  return (
    <p className="text-center text-sm text-ink-600">
      Already have an account? <TextLink onClick={() => openAccessModal(ACCESS_MODAL.login)}>Log in</TextLink>
    </p>
  );
}

function Choice({ onEmail }: { onEmail: () => void }) {
  return (
    <PanelBody>
      <Lead>Shop faster, track your orders and save with Spend and Save. Sign-up is for customers.</Lead>
      <Button size="lg" block onClick={onEmail} data-autofocus>
        <MailIcon className="text-lg" />
        Sign up with email
      </Button>
      <LoginInstead />
    </PanelBody>
  );
}

function SignUpForm({ onCreated }: { onCreated: (email: string) => void }) {
  const [params] = useSearchParams();
  const signUp = useSignUpMutation();
  // The contract's own schema, with a placeholder captcha: the real token is fetched only for valid input.
  const { errors, alert, busy, submit } = useAccessForm(signUpBody, {
    withValues: (values) => ({ ...values, recaptcha: 'pending' }),
    send: async (data) => {
      const recaptcha = await getCaptchaToken(CAPTCHA_ACTIONS.register);
      const answer = await signUp.mutateAsync({ ...data, recaptcha });
      toast.success(answer.message || messages.accountCreated);
      rememberRedirect(params.get('redirectFrom'));
      accessEmailStore.set(answer.data.email);
      onCreated(answer.data.email);
    },
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Sign up with email">
      <PanelBody>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            name="firstname"
            autoComplete="given-name"
            error={errors.firstname}
            data-autofocus
          />
          <TextField label="Last name" name="lastname" autoComplete="family-name" error={errors.lastname} />
        </div>
        <EmailField error={errors.email} />
        <TextField
          label="Phone number (optional)"
          name="phone_number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0803 123 4567"
          error={errors.phone_number}
        />
        <NewPasswordFields name="password" label="Password" confirmLabel="Confirm password" errors={errors} />
        <SubmitWithAlert alert={alert} busy={busy}>
          Create account
        </SubmitWithAlert>
        <LoginInstead />
      </PanelBody>
    </form>
  );
}

function VerifyEmail({ email }: { email: string }) {
  const resend = useResendVerificationMutation();
  async function onResend() {
    try {
      const answer = await resend.mutateAsync(email);
      toast.success(answer.message || messages.linkSent);
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    }
  }
  return (
    <CheckEmailStep
      title="Verify your email"
      email={email}
      lead={
        <>
          We sent a verification link to <strong className="break-all text-ink-900">{email}</strong>. Open it
          to activate your account, then log in.
        </>
      }
      onResend={onResend}
      resending={resend.isPending}
    >
      <LoginInstead />
    </CheckEmailStep>
  );
}

/** State 2: the choice screen, the email form, then the verify-email screen with its resend countdown. */
export function SignUpPanel() {
  const [step, setStep] = useState<Step>({ name: 'choice' });
  if (step.name === 'choice') return <Choice onEmail={() => setStep({ name: 'form' })} />;
  if (step.name === 'form') return <SignUpForm onCreated={(email) => setStep({ name: 'verify', email })} />;
  return <VerifyEmail email={step.email} />;
}
