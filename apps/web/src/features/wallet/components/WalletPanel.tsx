import { type ReactNode, useId } from 'react';
import { cn } from '../../../lib/cn';

/** A titled block of a wallet page (Add money, Settings, Move to main wallet, How it works). */
export function WalletPanel({
  title,
  description,
  children,
  className,
  action,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  action?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4 rounded-card border border-ink-200 bg-white p-4 md:p-5', className)}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="text-base font-bold text-ink-900">
            {title}
          </h2>
          {description ? <p className="text-sm text-ink-600">{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
