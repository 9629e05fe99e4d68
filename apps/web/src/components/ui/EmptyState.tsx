import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A friendly empty or not-found panel with an optional icon and actions. */
export function EmptyState({
  title,
  children,
  icon,
  actions,
  className,
  headingLevel = 2,
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  className?: string;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-card bg-white px-6 py-10 text-center ring-1 ring-ink-100',
        className,
      )}
    >
      {icon ? (
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-3xl text-brand-700">
          {icon}
        </span>
      ) : null}
      <Heading className="text-lg font-bold text-ink-900 md:text-xl">{title}</Heading>
      {children ? <div className="max-w-md text-sm text-ink-600">{children}</div> : null}
      {actions ? <div className="mt-1 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
