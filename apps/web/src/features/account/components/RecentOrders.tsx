import { formatDate } from '@oja/contract/dates';
import { formatNairaAmount } from '@oja/contract/money';
import type { OrderSummary } from '@oja/contract/orders';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { BoxIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { OrderStatusBadge } from '../../../components/ui/OrderStatusBadge';
import { Picture } from '../../../components/ui/Picture';
import { itemCount } from '../format';
import { EmptyList, Panel } from './parts';

function OrderRow({ order }: { order: OrderSummary }) {
  return (
    <li>
      <Link
        to={`/account/order/${encodeURIComponent(order.reference)}`}
        data-testid="recent-order"
        className="group -mx-2 flex items-center gap-3 rounded-xl p-2 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {order.thumbnail ? (
          <Picture
            src={order.thumbnail}
            widths={[120, 240]}
            sizes="3.5rem"
            alt=""
            width={56}
            height={56}
            loading="lazy"
            decoding="async"
            className="size-14 shrink-0 rounded-lg border border-ink-100 bg-ink-50 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-14 shrink-0 items-center justify-center rounded-lg bg-ink-100 text-xl text-ink-500"
          >
            <BoxIcon />
          </span>
        )}
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex items-center justify-between gap-2">
            <span className="truncate font-mono text-[13px] font-semibold text-ink-900 sm:text-sm">
              {order.reference}
            </span>
            <OrderStatusBadge status={order.status} size="sm" />
          </span>
          <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
            <span className="text-xs text-ink-500">
              {formatDate(order.created_at)} · {itemCount(order.item_count)}
            </span>
            <span className="text-sm font-semibold text-ink-900 tabular-nums">
              {formatNairaAmount(order.total)}
            </span>
          </span>
        </span>
        <ChevronRightIcon aria-hidden="true" className="hidden shrink-0 text-ink-400 sm:block" />
      </Link>
    </li>
  );
}

/** The latest orders on the account home, each opening its details. */
export function RecentOrders({ orders }: { orders: OrderSummary[] }) {
  const headingId = useId();
  return (
    <Panel
      headingId={headingId}
      title="Recent orders"
      action={
        orders.length > 0 ? (
          <Link
            to="/account/orders-and-tracking"
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            See all
          </Link>
        ) : null
      }
    >
      {orders.length === 0 ? (
        <EmptyList
          icon={<BoxIcon />}
          title="No orders yet"
          action={
            <Link to="/" className={buttonClasses('primary', 'sm')}>
              Start shopping
            </Link>
          }
        >
          Orders you place show here, with their status as they travel to you.
        </EmptyList>
      ) : (
        <ul aria-labelledby={headingId} className="flex flex-col gap-1">
          {orders.map((order) => (
            <OrderRow key={order.reference} order={order} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
