import type { CheckoutTotalsAnswer } from '@oja/contract/checkout';
import { Price } from '../../../components/ui/Price';
import { chargeLines } from '../../../lib/charge-lines';
import { cn } from '../../../lib/cn';
import { itemCountText } from '../order-text';

/** Every charge of the order's total, as checkout priced it, and the total. */
export function OrderCharges({ totals, itemCount }: { totals: CheckoutTotalsAnswer; itemCount: number }) {
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {chargeLines(totals).map((line) => (
        <div
          key={line.key}
          className="flex items-baseline justify-between gap-4 text-ink-700"
          data-testid={`charge-${line.key}`}
        >
          <dt>
            {line.label}
            {line.key === 'cart_total' ? (
              <span className="text-ink-500">{` (${itemCountText(itemCount)})`}</span>
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
        <dd data-testid="order-total">
          <Price amount={totals.total} className="text-lg font-bold" />
        </dd>
      </div>
    </dl>
  );
}
