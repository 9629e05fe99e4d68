import { CAPTCHA_ACTIONS } from '@oja/contract/constants';
import { messages } from '@oja/contract/messages';
import { signUpBody } from '@oja/contract/rules';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { MailIcon } from '../../../components/ui/icons';
import { TextField } from '../../../components/ui/TextField';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { accessEmailStore, mailAppUrl } from '../access-email';
import { ACCESS_MODAL, openAccessModal } from '../access-modal-state';
import { useResendVerificationMutation, useSignUpMutation } from '../api/identity-api';
import { getCaptchaToken } from '../captcha';
import { errorsOfApi, errorsOfParse, type FormErrors, formData } from '../form-errors';
import { rememberRedirect } from '../redirect-target';
import { PasswordField } from './PasswordField';
import { FormAlert, Lead, PanelBody, StepIcon, TextLink } from './panel-parts';
import { ResendButton } from './ResendButton';

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
  const [errors, setErrors] = useState<FormErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formData(event.currentTarget);
    setAlert(null);
    // The contract's own schema, with a placeholder captcha: the real token is fetched only for valid input.
    const parsed = signUpBody.safeParse({ ...values, recaptcha: 'pending' });
    if (!parsed.success) {
      setErrors(errorsOfParse(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      let recaptcha: string;
      try {
        recaptcha = await getCaptchaToken(CAPTCHA_ACTIONS.register);
      } catch {
        setAlert(messages.captchaUnavailable);
        return;
      }
      const answer = await signUp.mutateAsync({ ...parsed.data, recaptcha });
      toast.success(answer.message || messages.accountCreated);
      rememberRedirect(params.get('redirectFrom'));
      accessEmailStore.set(answer.data.email);
      onCreated(answer.data.email);
    } catch (error) {
      setErrors(errorsOfApi(error));
      setAlert(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

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
        <TextField
          label="Email address"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email}
        />
        <TextField
          label="Phone number (optional)"
          name="phone_number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0803 123 4567"
          error={errors.phone_number}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          hint="5 to 30 characters"
          error={errors.password}
        />
        <PasswordField
          label="Confirm password"
          name="password_confirmation"
          autoComplete="new-password"
          error={errors.password_confirmation}
        />
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <Button type="submit" size="lg" block loading={busy}>
          Create account
        </Button>
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
    <PanelBody className="text-center">
      <StepIcon>
        <MailIcon />
      </StepIcon>
      <h3 className="text-lg font-bold text-ink-900">Verify your email</h3>
      <Lead>
        We sent a verification link to <strong className="break-all text-ink-900">{email}</strong>. Open it to
        activate your account, then log in.
      </Lead>
      <a
        href={mailAppUrl(email)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('primary', 'lg', 'w-full')}
      >
        Open mail app
      </a>
      <ResendButton onResend={onResend} busy={resend.isPending} />
      <LoginInstead />
    </PanelBody>
  );
}

/** State 2: the choice screen, the email form, then the verify-email screen with its resend countdown. */
export function SignUpPanel() {
  const [step, setStep] = useState<Step>({ name: 'choice' });
  if (step.name === 'choice') return <Choice onEmail={() => setStep({ name: 'form' })} />;
  if (step.name === 'form') return <SignUpForm onCreated={(email) => setStep({ name: 'verify', email })} />;
  return <VerifyEmail email={step.email} />;
}
