import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The heading block every page opens with. */
export function PageIntro({
  title,
  description,
  eyebrow,
  className,
  children,
}: {
  title: string;
  description?: ReactNode;
  eyebrow?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <header className={cn('flex flex-col gap-2', className)}>
      {eyebrow ? (
        <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
      ) : null}
      <h1 className="text-2xl font-bold tracking-tight text-ink-900 md:text-3xl">{title}</h1>
      {description ? <p className="max-w-2xl text-ink-600">{description}</p> : null}
      {children}
    </header>
  );
}

/**
 * An honest notice for a page whose content arrives with a later release: it says what the page
 * will hold instead of showing invented data.
 */
export function UpcomingNotice({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-card border border-dashed border-ink-300 bg-white p-6 text-sm text-ink-600">
      <p className="font-semibold text-ink-800">Coming soon</p>
      <p className="mt-1">{children}</p>
    </div>
  );
}
