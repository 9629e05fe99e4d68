import type { OrderDetails } from '@oja/contract/orders';
import { RefreshIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { refundLine } from '../order-text';

/**
 * A live order with money sent back: a second payment for it, refunded to the card. Says why and how
 * the refund stands (in progress, done on a date, or failed with what happens next).
 */
export function RefundsNotice({ order }: { order: OrderDetails }) {
  if (order.refunds.length === 0) return null;
  const failed = order.refunds.some((refund) => refund.status === 'failed');
  return (
    <section
      aria-labelledby="refunds-title"
      data-testid="refunds-notice"
      className={cn(
        'flex items-start gap-3 rounded-card border p-4',
        failed ? 'border-red-200 bg-red-50' : 'border-amber-200 bg-amber-50',
      )}
    >
      <span
        className={cn(
          'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-lg text-white',
          failed ? 'bg-danger-600' : 'bg-amber-500',
        )}
      >
        <RefreshIcon aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-col gap-1 text-sm text-ink-700">
        <h2 id="refunds-title" className="text-base font-bold text-ink-900">
          {failed ? 'We could not refund your card' : 'Money sent back to you'}
        </h2>
        {order.refunds.map((refund) => (
          <p
            key={`${refund.payment_reference}-${refund.method}`}
            data-testid="refund-text"
            data-refund-status={refund.status}
            className={refund.status === 'failed' ? 'font-semibold text-danger-700' : ''}
          >
            {refundLine(refund, order.reference)}
          </p>
        ))}
      </div>
    </section>
  );
}
