import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { fieldClasses, TextField } from '../../../components/ui/TextField';
import { ACCESS_MODAL, openAccessModal } from '../access-modal-state';
import { PasswordField } from './PasswordField';

/*
 * Placeholder panels of the access modal. Their fields are the spec's own; submitting is switched
 * on by the identity issue (captcha, login, sign-up, reset, pin and appeal calls).
 */

function NotYetNote({ children }: { children: ReactNode }) {
  return (
    <p role="note" className="rounded-lg bg-deal-50 px-3 py-2 text-xs text-deal-700">
      {children}
    </p>
  );
}

function PanelForm({ children }: { children: ReactNode }) {
  const ignore = (event: FormEvent) => event.preventDefault();
  return (
    <form noValidate onSubmit={ignore} className="flex flex-col gap-4 p-5">
      {children}
    </form>
  );
}

function TextLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className="font-semibold text-brand-700 hover:underline">
      {children}
    </button>
  );
}

export function LoginPanel() {
  return (
    <PanelForm>
      <p className="text-sm text-ink-600">Welcome back. Log in to see your orders, wallet and saved items.</p>
      <TextField
        label="Email address or phone number"
        name="email"
        type="email"
        autoComplete="username"
        placeholder="Email address or phone number"
        data-autofocus
      />
      <PasswordField label="Password" name="password" autoComplete="current-password" />
      <div className="flex items-center justify-between gap-3 text-sm">
        <label className="inline-flex items-center gap-2 text-ink-700">
          <input type="checkbox" name="remember" className="size-4 accent-brand-600" />
          Remember me
        </label>
        <TextLink onClick={() => openAccessModal(ACCESS_MODAL.forgotPassword)}>Forgot password?</TextLink>
      </div>
      <Button type="submit" size="lg" block disabled>
        Log in
      </Button>
      <NotYetNote>
        Signing in is not switched on in this build yet. You can keep shopping as a guest.
      </NotYetNote>
      <p className="text-center text-sm text-ink-600">
        New to Oja?{' '}
        <TextLink onClick={() => openAccessModal(ACCESS_MODAL.signUp)}>Create an account</TextLink>
      </p>
    </PanelForm>
  );
}

export function SignUpPanel() {
  return (
    <div className="flex flex-col gap-4 p-5">
      <p className="text-sm text-ink-600">
        Shop faster, track your orders and save with Spend and Save. Sign-up is for customers.
      </p>
      <Button size="lg" block disabled>
        Sign up with email
      </Button>
      <NotYetNote>Creating an account is not switched on in this build yet.</NotYetNote>
      <p className="text-center text-sm text-ink-600">
        Already have an account?{' '}
        <TextLink onClick={() => openAccessModal(ACCESS_MODAL.login)}>Log in</TextLink>
      </p>
    </div>
  );
}

export function ForgotPasswordPanel() {
  return (
    <PanelForm>
      <p className="text-sm text-ink-600">
        Enter the email address of your account and we will send you a reset link.
      </p>
      <TextField label="Email address" name="email" type="email" autoComplete="email" data-autofocus />
      <Button type="submit" size="lg" block disabled>
        Send reset link
      </Button>
      <NotYetNote>Password reset is not switched on in this build yet.</NotYetNote>
      <p className="text-center text-sm">
        <TextLink onClick={() => openAccessModal(ACCESS_MODAL.login)}>Back to log in</TextLink>
      </p>
    </PanelForm>
  );
}

export function ChangePasswordPanel() {
  return (
    <PanelForm>
      <PasswordField label="Current password" name="current_password" autoComplete="current-password" />
      <PasswordField label="New password" name="new_password" autoComplete="new-password" />
      <PasswordField
        label="Confirm new password"
        name="new_password_confirmation"
        autoComplete="new-password"
      />
      <Button type="submit" size="lg" block disabled>
        Change password
      </Button>
      <NotYetNote>Changing your password is not switched on in this build yet.</NotYetNote>
    </PanelForm>
  );
}

export function PinSettingsPanel() {
  return (
    <PanelForm>
      <p className="text-sm text-ink-600">Your wallet PIN protects payments from your Oja wallets.</p>
      <TextField label="New PIN" name="new_pin" inputMode="numeric" autoComplete="off" data-autofocus />
      <Button type="submit" size="lg" block disabled>
        Save PIN
      </Button>
      <NotYetNote>Wallet PIN settings are not switched on in this build yet.</NotYetNote>
    </PanelForm>
  );
}

export function SupportPanel() {
  return (
    <PanelForm>
      <p className="text-sm text-ink-600">
        If your account was restricted, tell us what happened and our support team will review it.
      </p>
      <TextField label="Email address" name="email" type="email" autoComplete="email" data-autofocus />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="appeal-description" className="text-sm font-medium text-ink-800">
          Description
        </label>
        <textarea
          id="appeal-description"
          name="description"
          rows={4}
          className={`${fieldClasses} h-auto py-2`}
        />
      </div>
      <Button type="submit" size="lg" block disabled>
        Send appeal
      </Button>
      <NotYetNote>Support appeals are not switched on in this build yet.</NotYetNote>
    </PanelForm>
  );
}
