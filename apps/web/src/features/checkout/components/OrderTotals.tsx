import { itemsText } from '@oja/contract/cart-count';
import type { CheckoutTotalsAnswer } from '@oja/contract/checkout';
import { Price } from '../../../components/ui/Price';
import { chargeLines } from '../../../lib/charge-lines';
import { cn } from '../../../lib/cn';

/**
 * The charges and the total, every figure the server's (lib/charge-lines.ts says which lines show): the
 * Spend and Save charge when the customer saves, the Smart Coin discount as a negative figure.
 */
export function OrderTotals({
  totals,
  itemCount,
  className,
}: {
  totals: CheckoutTotalsAnswer;
  itemCount?: number;
  className?: string;
}) {
  return (
    <dl className={cn('flex flex-col gap-2.5 text-sm', className)}>
      {chargeLines(totals).map((line) => (
        <div
          key={line.key}
          className="flex items-baseline justify-between gap-4 text-ink-700"
          data-testid={`summary-${line.key}`}
        >
          <dt>
            {line.label}
            {line.key === 'cart_total' && itemCount !== undefined ? (
              <span className="text-ink-500">{` (${itemsText(itemCount)})`}</span>
            ) : null}
          </dt>
          <dd>
            <Price
              amount={line.amount}
              className={cn('font-medium', line.amount < 0 ? 'text-brand-700' : 'text-ink-900')}
            />
          </dd>
        </div>
      ))}
      <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-ink-100 pt-3 text-ink-900">
        <dt className="text-base font-semibold">Total</dt>
        <dd data-testid="checkout-total">
          <Price amount={totals.total} className="text-xl font-bold" />
        </dd>
      </div>
    </dl>
  );
}
