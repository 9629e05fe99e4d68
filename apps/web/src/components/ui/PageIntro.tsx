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
