import type { CheckoutTotalsAnswer } from '@oja/contract/checkout';
import type { PaymentMode } from '@oja/contract/constants';
import { Price } from '../../../components/ui/Price';
import { cn } from '../../../lib/cn';
import { summaryLines } from '../summary-lines';

/** The lines shown: a wallet payment has no card, so no card transaction charge line. */
export function visibleLines(totals: CheckoutTotalsAnswer, paymentMode?: PaymentMode) {
  return summaryLines(totals).filter(
    (line) => !(paymentMode === 'wallet' && line.key === 'transaction_charge' && line.amount === 0),
  );
}

/**
 * The charges and the total, every figure the server's (summary-lines.ts says which lines show): the
 * Spend and Save charge when the customer saves, the Smart Coin discount as a negative figure.
 */
export function OrderTotals({
  totals,
  itemCount,
  paymentMode,
  className,
}: {
  totals: CheckoutTotalsAnswer;
  itemCount?: number;
  paymentMode?: PaymentMode;
  className?: string;
}) {
  return (
    <dl className={cn('flex flex-col gap-2.5 text-sm', className)}>
      {visibleLines(totals, paymentMode).map((line) => (
        <div
          key={line.key}
          className="flex items-baseline justify-between gap-4 text-ink-700"
          data-testid={`summary-${line.key}`}
        >
          <dt>
            {line.label}
            {line.key === 'cart_total' && itemCount !== undefined ? (
              <span className="text-ink-500">{` (${itemCount} ${itemCount === 1 ? 'item' : 'items'})`}</span>
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
