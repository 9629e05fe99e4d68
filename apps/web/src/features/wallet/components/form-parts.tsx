import { PIN_LENGTH } from '@oja/contract/constants';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { Link, useLocation } from 'react-router';
import { fieldClasses, TextField } from '../../../components/ui/TextField';
import { cn } from '../../../lib/cn';
import { pinSettingsSearch } from '../../../lib/wallet';

/** A naira amount box with the naira sign inside it and a decimal keypad on phones. */
export function AmountField({
  label,
  error,
  hint,
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink-800">
        {label}
      </label>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center font-semibold text-ink-500"
        >
          ₦
        </span>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(fieldClasses, 'pl-8 font-semibold tabular-nums')}
          {...props}
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The wallet PIN typed to approve a movement: numeric keypad, hidden digits, no autofill. */
export function PinInput({
  label = 'Wallet PIN',
  error,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label?: string; error?: string }) {
  return (
    <TextField
      label={label}
      type="password"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={PIN_LENGTH}
      autoComplete="off"
      error={error}
      className="[&_input]:tracking-[0.4em]"
      {...props}
    />
  );
}

/** Opens the access modal in its PIN settings state on this page (`?modal=pin-settings`). */
export function PinSettingsLink({ className, children }: { className?: string; children: ReactNode }) {
  const location = useLocation();
  return (
    <Link
      to={{ pathname: location.pathname, search: pinSettingsSearch(location.search) }}
      className={className}
    >
      {children}
    </Link>
  );
}

/** A refusal that is not about one field, inline above the form's button. */
export function FormMessage({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg px-3 py-2.5 text-sm font-medium',
        tone === 'error'
          ? 'border border-danger-600/25 bg-danger-600/5 text-danger-700'
          : 'bg-brand-50 text-brand-800',
      )}
    >
      {children}
    </p>
  );
}
