import { CAPTCHA_ACTIONS } from '@oja/contract/constants';
import { messages } from '@oja/contract/messages';
import { isNigerianLocalPhone, loginBody } from '@oja/contract/rules';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { toast } from '../../../components/ui/toast-store';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { getCaptchaToken } from '../../../lib/captcha';
import { startSession } from '../../../lib/session';
import { local } from '../../../lib/storage';
import { accessEmailStore, REMEMBERED_EMAIL_KEY } from '../access-email';
import { ACCESS_MODAL, closeAccessModal, openAccessModal } from '../access-modal-state';
import { useLoginMutation, useResendVerificationMutation } from '../api/identity-api';
import { safeRedirectTarget, takeRememberedRedirect } from '../redirect-target';
import { settleSessionEnding } from '../session-ending';
import { setSessionUser } from '../session-user';
import { alertMessage, useAccessForm } from '../use-access-form';
import { PasswordField } from './PasswordField';
import { Lead, PanelBody, SubmitWithAlert, TextLink } from './panel-parts';

// Login checks only presence and the email or phone shape; the captcha is fetched after the fields pass.
const loginFields = loginBody.pick({ email: true, password: true });

type Refusal = { message: string; status: 'banned' | 'suspended' | 'unverified' | 'paused' | 'other' };

function refusalOf(error: unknown, byPhone: boolean): Refusal {
  const message = alertMessage(error);
  if (
    error instanceof ApiError &&
    (error.envelopeStatus === 'banned' || error.envelopeStatus === 'suspended')
  ) {
    return { message, status: error.envelopeStatus };
  }
  // Too many tries: a reset link ends the pause at once (the server unlocks sign-in with it).
  if (error instanceof ApiError && error.status === 429) return { message, status: 'paused' };
  // The server answers an unverified account's right password as a wrong one (ADR 73), so every
  // wrong-password answer offers a new verification link: the resend answers alike for any email.
  // A phone number cannot ask for one (the link goes to an email), so its refusal offers none.
  if (error instanceof ApiError && error.status === 401 && !byPhone) return { message, status: 'unverified' };
  return { message, status: 'other' };
}

/** State 1: email and password, show/hide, remember me, inline server refusals with their next step. */
export function LoginPanel() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLoginMutation();
  const resend = useResendVerificationMutation();
  const [rememberedEmail] = useState(() => local.get(REMEMBERED_EMAIL_KEY) ?? '');
  const sentPhone = useRef(false);
  const {
    errors,
    alert: refusal,
    busy,
    submit,
  } = useAccessForm(loginFields, {
    alertOf: (error) => refusalOf(error, sentPhone.current),
    send: async (data, values) => {
      sentPhone.current = isNigerianLocalPhone(data.email);
      // The next panels (forgot password, support) offer this as an email: a phone number is not one.
      if (!sentPhone.current) accessEmailStore.set(data.email);
      const recaptcha = await getCaptchaToken(CAPTCHA_ACTIONS.login);
      const answer = await login.mutateAsync({ ...data, recaptcha });
      const token = answer.extra?.token;
      if (!token) throw new ApiError(messages.defaultError, 500);
      settleSessionEnding();
      startSession(token, { remember: values.remember === 'on' });
      setSessionUser(answer.data);
      if (values.remember === 'on') local.set(REMEMBERED_EMAIL_KEY, data.email);
      else local.remove(REMEMBERED_EMAIL_KEY);
      closeAccessModal();
      toast.success(answer.message || messages.loginSuccessful);
      const pending = takeRememberedRedirect();
      await navigate(safeRedirectTarget(params.get('redirectFrom') ?? pending), { replace: true });
    },
  });

  async function resendVerification() {
    try {
      const answer = await resend.mutateAsync(accessEmailStore.get());
      toast.success(answer.message || messages.linkSent);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  function contactSupport(status: 'banned' | 'suspended') {
    if (status === 'banned') {
      openAccessModal(ACCESS_MODAL.support);
      return;
    }
    closeAccessModal();
    void navigate('/appeal-suspension');
  }

  const refusalAction =
    refusal?.status === 'banned' || refusal?.status === 'suspended' ? (
      <Button
        variant="dark"
        size="sm"
        className="self-start"
        onClick={() => contactSupport(refusal.status as 'banned' | 'suspended')}
      >
        Contact Support
      </Button>
    ) : refusal?.status === 'paused' ? (
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={() => openAccessModal(ACCESS_MODAL.forgotPassword)}
      >
        Reset your password
      </Button>
    ) : refusal?.status === 'unverified' ? (
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        loading={resend.isPending}
        onClick={resendVerification}
      >
        New account? Resend verification link
      </Button>
    ) : undefined;

  return (
    <form noValidate onSubmit={submit} aria-label="Log in">
      <PanelBody>
        <Lead>Welcome back. Log in to see your orders, wallet and saved items.</Lead>
        <TextField
          label="Email address or phone number"
          name="email"
          // Text, not email: a browser's email field would refuse or trim a phone number's spaces.
          type="text"
          inputMode="email"
          autoComplete="username"
          placeholder="Email address or phone number"
          defaultValue={rememberedEmail}
          error={errors.email}
          data-autofocus
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          error={errors.password}
        />
        <div className="flex items-center justify-between gap-3 text-sm">
          <label className="inline-flex min-h-10 items-center gap-2 text-ink-700">
            <input
              type="checkbox"
              name="remember"
              defaultChecked={rememberedEmail !== ''}
              className="size-4 accent-brand-600"
            />
            Remember me
          </label>
          <TextLink onClick={() => openAccessModal(ACCESS_MODAL.forgotPassword)}>Forgot password?</TextLink>
        </div>
        <SubmitWithAlert alert={refusal?.message} action={refusalAction} busy={busy}>
          Log in
        </SubmitWithAlert>
        <p className="text-center text-sm text-ink-600">
          New to Oja?{' '}
          <TextLink onClick={() => openAccessModal(ACCESS_MODAL.signUp)}>Create an account</TextLink>
        </p>
      </PanelBody>
    </form>
  );
}
