import type { ReactNode } from 'react';
import { Skeleton, skeletonKeys } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';

/** A small count pill (unread notices and messages); nothing at zero. */
export function CountPill({
  count,
  label,
  floating = false,
  className,
}: {
  count: number;
  /** Read by screen readers instead of the bare figure ('3 unread'); '' when the text beside says it. */
  label?: string;
  /** On the corner of an icon (its parent is positioned) rather than beside a label. */
  floating?: boolean;
  className?: string;
}) {
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        floating
          ? 'absolute -top-2 -right-2.5 h-[18px] min-w-[18px] px-1 text-[10px] ring-2 ring-white'
          : 'relative h-5 min-w-5 px-1.5 text-[11px]',
        'inline-flex shrink-0 items-center justify-center rounded-pill bg-deal-600 leading-none font-bold text-white tabular-nums',
        className,
      )}
    >
      <span aria-hidden={label !== undefined ? true : undefined}>{count > 99 ? '99+' : count}</span>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

/** Placeholder rows while a list loads. */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="flex flex-col gap-3 py-2">
      {skeletonKeys(rows).map((key) => (
        <Skeleton key={key} className="h-16 w-full" />
      ))}
    </div>
  );
}

/** An empty list: a round icon, a line in bold and what will fill it. */
export function EmptyList({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl bg-ink-50 px-4 py-10 text-center">
      <span
        aria-hidden="true"
        className="inline-flex size-12 items-center justify-center rounded-full bg-white text-2xl text-brand-700 ring-1 ring-ink-200"
      >
        {icon}
      </span>
      <p className="font-semibold text-ink-900">{title}</p>
      <p className="max-w-sm text-sm text-ink-600">{children}</p>
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

/** A white panel with a heading row (title left, an action right) on the account pages. */
export function Panel({
  title,
  action,
  children,
  className,
  headingId,
}: {
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  headingId: string;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-3 md:rounded-2xl md:bg-white md:p-5 md:ring-1 md:ring-ink-100',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-base font-bold text-ink-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
