import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

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
