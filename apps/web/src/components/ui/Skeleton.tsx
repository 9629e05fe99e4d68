import { cn } from '../../lib/cn';

/** A grey placeholder block while content loads; hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className={cn('block animate-pulse rounded-md bg-ink-200/70', className)} />
  );
}

/** Stable keys for a row of placeholders. */
export function skeletonKeys(count: number): string[] {
  return Array.from({ length: count }, (_, position) => `skeleton-${position}`);
}
