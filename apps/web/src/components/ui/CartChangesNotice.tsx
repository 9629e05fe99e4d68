import type { CartChange } from '@oja/contract/cart';
import { formatCount } from '@oja/contract/money';
import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './Button';
import { CartIcon } from './icons';

/** What attaching did to one line, in the shopper's words. */
export function cartChangeText(change: CartChange): string {
  const { before, after } = change;
  if (before === 0) return `${formatCount(after)} added`;
  if (after === 0) return 'Removed: no longer available';
  if (after > before) return `${formatCount(after - before)} added, now ${formatCount(after)}`;
  return `Only ${formatCount(after)} left, you had ${formatCount(before)}`;
}

/**
 * The cart changed at login (issue 54): the lines of the customer's earlier cart joined the guest's,
 * or stock capped one. Shown on the cart and at checkout until the shopper says they have seen it.
 */
export function CartChangesNotice({
  changes,
  onDismiss,
  action,
  className,
}: {
  changes: CartChange[];
  onDismiss: () => void;
  /** A second way on, beside Got it (checkout: back to the cart to edit it). */
  action?: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid="cart-changes"
      className={cn('rounded-card border border-deal-100 bg-deal-50 p-4 md:p-5', className)}
    >
      <div className="flex gap-3">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-white text-lg text-deal-600 ring-1 ring-deal-100">
          <CartIcon aria-hidden="true" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-col gap-1">
            <h2 id={headingId} className="text-base font-bold text-ink-900">
              Your cart changed
            </h2>
            <p className="text-sm text-ink-700">
              When you logged in, we joined your cart with the one saved on your account. Check these before
              you pay:
            </p>
          </div>
          <ul className="divide-y divide-ink-100 overflow-hidden rounded-lg bg-white ring-1 ring-deal-100 md:max-w-xl">
            {changes.map((change) => {
              const options = [change.colors, change.sizes].filter(Boolean).join(' · ');
              return (
                <li key={change.key} className="flex items-center justify-between gap-3 px-3 py-2.5">
                  <div className="flex min-w-0 flex-col">
                    <span className="line-clamp-2 text-sm font-medium text-ink-900">{change.name}</span>
                    {options ? <span className="text-xs text-ink-500">{options}</span> : null}
                  </div>
                  <span
                    className={cn(
                      'shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap',
                      change.after === 0 ? 'bg-ink-100 text-ink-700' : 'bg-deal-100 text-deal-700',
                    )}
                  >
                    {cartChangeText(change)}
                  </span>
                </li>
              );
            })}
          </ul>
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="dark" size="sm" onClick={onDismiss}>
              Got it
            </Button>
            {action}
          </div>
        </div>
      </div>
    </section>
  );
}
