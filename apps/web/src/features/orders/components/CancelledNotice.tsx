import { formatDateTime } from '@oja/contract/dates';
import type { OrderDetails } from '@oja/contract/orders';
import { cancelReasonText } from '@oja/contract/refunds';
import { CloseIcon } from '../../../components/ui/icons';
import { refundTexts } from '../order-text';

/** A cancelled order says when, why (in words), and how each of its payments comes back. */
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
      <div className="flex min-w-0 flex-col gap-1 text-sm text-ink-700">
        <h2 id="cancelled-title" className="text-base font-bold text-ink-900">
          This order was cancelled
          {order.cancelled_at ? (
            <span className="font-normal text-ink-600">{` on ${formatDateTime(order.cancelled_at)}`}</span>
          ) : null}
        </h2>
        {order.cancel_reason ? <p>Reason: {cancelReasonText(order.cancel_reason)}</p> : null}
        {refundTexts(order).map((text, index) => (
          <p
            key={text}
            data-testid="refund-text"
            data-refund-status={order.refunds[index]?.status}
            className={order.refunds[index]?.status === 'failed' ? 'font-semibold text-danger-700' : ''}
          >
            {text}
          </p>
        ))}
      </div>
    </section>
  );
}
