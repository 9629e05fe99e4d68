import { ORDER_STATUS_COLOURS, ORDER_STATUS_LABELS, type OrderStatus } from '@oja/contract/constants';
import { cn } from '../../lib/cn';

/**
 * An order's or a package's status in the spec's colour (spec section 4). The colours keep white text
 * above 4.5:1, so the badge reads on any background. Orders & Tracking, the order pages and the
 * account home's recent orders all show it.
 */
export function OrderStatusBadge({
  status,
  className,
  size = 'md',
}: {
  status: OrderStatus;
  className?: string;
  size?: 'sm' | 'md';
}) {
  return (
    <span
      data-testid="order-status"
      data-status={status}
      style={{ backgroundColor: ORDER_STATUS_COLOURS[status] }}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-pill font-semibold text-white',
        size === 'sm' ? 'px-2 py-0.5 text-[11px]' : 'px-2.5 py-1 text-xs',
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-white/85" />
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
