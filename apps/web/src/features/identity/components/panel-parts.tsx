import type { ComponentProps, ReactNode } from 'react';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { MailIcon } from '../../../components/ui/icons';
import { TextField } from '../../../components/ui/TextField';
import { cn } from '../../../lib/cn';
import type { FieldErrors } from '../../../lib/form-errors';
import { mailAppUrl } from '../access-email';
import { PasswordField } from './PasswordField';
import { ResendButton } from './ResendButton';

/** Pieces every access panel shares: the form frame, the inline server message, text links. */

export function PanelBody({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('flex flex-col gap-4 p-5', className)}>{children}</div>;
}

export function Lead({ children }: { children: ReactNode }) {
  return <p className="text-sm text-ink-600">{children}</p>;
}

/** The server's refusal, inline (spec section 8: login errors appear inline with the server message). */
export function FormAlert({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-lg border border-danger-600/25 bg-danger-600/5 px-3 py-2.5 text-sm text-danger-700"
    >
      <p className="font-medium">{children}</p>
      {action}
    </div>
  );
}

export function TextLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className="font-semibold text-brand-700 hover:underline">
      {children}
    </button>
  );
}

/** A round badge with an icon heading a result step (check your email, success). */
export function StepIcon({ children, tone = 'brand' }: { children: ReactNode; tone?: 'brand' | 'danger' }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'mx-auto flex size-14 items-center justify-center rounded-full text-2xl',
        tone === 'brand' ? 'bg-brand-50 text-brand-700' : 'bg-danger-600/10 text-danger-700',
      )}
    >
      {children}
    </div>
  );
}

/** The email field of the appeal, sign-up, forgot-password and new-link forms. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'name' | 'type'>) {
  return (
    <TextField
      label="Email address"
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      {...props}
    />
  );
}

/** A form's end: the server's refusal inline (with its next step, if any), then the submit button. */
export function SubmitWithAlert({
  alert,
  action,
  busy,
  children,
}: {
  alert: ReactNode;
  action?: ReactNode;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {alert ? <FormAlert action={action}>{alert}</FormAlert> : null}
      <Button type="submit" size="lg" block loading={busy}>
        {children}
      </Button>
    </>
  );
}

/** A new password and its confirmation (`name` and `name_confirmation`), as spec section 5 checks them. */
export function NewPasswordFields({
  name,
  label,
  confirmLabel,
  errors,
}: {
  name: string;
  label: string;
  confirmLabel: string;
  errors: FieldErrors;
}) {
  return (
    <>
      <PasswordField
        label={label}
        name={name}
        autoComplete="new-password"
        hint="5 to 30 characters"
        error={errors[name]}
      />
      <PasswordField
        label={confirmLabel}
        name={`${name}_confirmation`}
        autoComplete="new-password"
        error={errors[`${name}_confirmation`]}
      />
    </>
  );
}

/** The step after a link was mailed: what was sent where, open the mail app, resend after a countdown. */
export function CheckEmailStep({
  title,
  email,
  lead,
  onResend,
  resending,
  children,
}: {
  title: string;
  email: string;
  lead: ReactNode;
  onResend: () => Promise<boolean>;
  resending: boolean;
  children?: ReactNode;
}) {
  return (
    <PanelBody className="text-center">
      <StepIcon>
        <MailIcon />
      </StepIcon>
      <h3 className="text-lg font-bold text-ink-900">{title}</h3>
      <Lead>{lead}</Lead>
      <a
        href={mailAppUrl(email)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('primary', 'lg', 'w-full')}
      >
        Open mail app
      </a>
      <ResendButton onResend={onResend} busy={resending} />
      {children}
    </PanelBody>
  );
}
