import { formatDate } from '@oja/contract/dates';
import type { OrderSummary } from '@oja/contract/orders';
import { Link } from 'react-router';
import { BoxIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { OrderStatusBadge } from '../../../components/ui/OrderStatusBadge';
import { Picture } from '../../../components/ui/Picture';
import { Price } from '../../../components/ui/Price';
import { cn } from '../../../lib/cn';
import { awaitsPayment, itemCountText, paymentStateText } from '../order-text';
import { orderPath } from '../paths';

const paymentTone: Record<OrderSummary['payment_status'], string> = {
  paid: 'text-brand-700',
  pending: 'text-amber-700',
  failed: 'text-danger-700',
  expired: 'text-ink-500',
  refunded: 'text-ink-600',
};

/** One order of Orders & Tracking: the whole card opens its details. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const unpaid = awaitsPayment(order);
  return (
    <li>
      <article
        data-testid="order-card"
        data-reference={order.reference}
        className="relative flex gap-3 rounded-card border border-ink-200 bg-white p-3 transition-colors hover:border-ink-300 has-[a:focus-visible]:border-brand-600 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600 hover:shadow-card md:gap-4 md:p-4"
      >
        {order.thumbnail ? (
          <Picture
            src={order.thumbnail}
            widths={[120, 240]}
            sizes="5rem"
            alt=""
            width={80}
            height={80}
            loading="lazy"
            decoding="async"
            className="size-16 shrink-0 rounded-lg border border-ink-100 bg-ink-50 object-cover md:size-20"
          />
        ) : (
          <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-lg bg-ink-100 text-2xl text-ink-400 md:size-20">
            <BoxIcon aria-hidden="true" />
          </span>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
            <h3 className="min-w-0 text-sm font-semibold text-ink-900 md:text-base">
              <Link
                to={orderPath(order.reference)}
                className="tabular-nums tracking-wide after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
              >
                <span className="sr-only">Order </span>
                {order.reference}
              </Link>
            </h3>
            <OrderStatusBadge status={order.status} size="sm" />
          </div>
          <p className="text-xs text-ink-600 md:text-sm">
            <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
            <span aria-hidden="true"> · </span>
            {itemCountText(order.item_count)}
          </p>
          <div className="mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-1 pt-1">
            <Price amount={order.total} className="text-base text-ink-900 md:text-lg" />
            <span className={cn('text-xs font-semibold md:text-sm', paymentTone[order.payment_status])}>
              {paymentStateText(order)}
              {unpaid ? <span className="font-normal text-ink-600"> · Pay now</span> : null}
            </span>
          </div>
        </div>
        <ChevronRightIcon
          aria-hidden="true"
          className="hidden shrink-0 self-center text-xl text-ink-400 md:block"
        />
      </article>
    </li>
  );
}
