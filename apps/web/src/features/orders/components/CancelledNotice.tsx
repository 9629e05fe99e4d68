import { formatDateTime } from '@oja/contract/dates';
import type { OrderDetails } from '@oja/contract/orders';
import { CloseIcon } from '../../../components/ui/icons';
import { refundText } from '../order-text';

/** A cancelled order says when, why, and how its money comes back. */
export function CancelledNotice({ order }: { order: OrderDetails }) {
  return (
    <section
      aria-labelledby="cancelled-title"
      data-testid="cancelled-notice"
      className="flex items-start gap-3 rounded-card border border-red-200 bg-red-50 p-4"
    >
      <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-danger-600 text-lg text-white">
        <CloseIcon aria-hidden="true" />
      </span>
      <div className="flex flex-col gap-1 text-sm text-ink-700">
        <h2 id="cancelled-title" className="text-base font-bold text-ink-900">
          This order was cancelled
          {order.cancelled_at ? (
            <span className="font-normal text-ink-600">{` on ${formatDateTime(order.cancelled_at)}`}</span>
          ) : null}
        </h2>
        {order.cancel_reason ? <p>Reason: {order.cancel_reason}</p> : null}
        <p data-testid="refund-text">{refundText(order)}</p>
      </div>
    </section>
  );
}
