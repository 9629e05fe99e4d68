import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** One numbered step of the checkout page: a card with a heading and an optional action on the right. */
export function CheckoutSection({
  step,
  title,
  action,
  children,
  className,
}: {
  step: number;
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `checkout-step-${step}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-card border border-ink-200 bg-white p-4 md:p-5', className)}
    >
      <div className="mb-4 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
        >
          {step}
        </span>
        <h2 id={headingId} className="min-w-0 flex-1 text-base font-bold text-ink-900 md:text-lg">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
