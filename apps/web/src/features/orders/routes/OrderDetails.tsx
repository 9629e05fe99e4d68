import { formatDateTime } from '@oja/contract/dates';
import type { OrderDetails as Order } from '@oja/contract/orders';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { StarIcon, TruckIcon } from '../../../components/ui/icons';
import { OrderStatusBadge } from '../../../components/ui/OrderStatusBadge';
import { useOrder } from '../api/orders-queries';
import { CancelledNotice } from '../components/CancelledNotice';
import { OrderCharges } from '../components/OrderCharges';
import { DeliveryFacts, FactPanel, PaymentFacts } from '../components/OrderFacts';
import { PackageCard } from '../components/PackageCard';
import { BackLink, LoadingBlocks, OrderLoadError } from '../components/PageStates';
import { PayNowPanel } from '../components/PayNowPanel';
import { RefundsNotice } from '../components/RefundsNotice';
import { awaitsPayment, itemCountText } from '../order-text';
import { cancelOrderPath, ORDERS_PATH, orderReviewPath, packageHistoryPath } from '../paths';

// Two to a row on a phone, without wrapping their words.
const ACTION = 'flex-1 whitespace-nowrap px-3 sm:flex-none sm:px-4';

function OrderActions({ order }: { order: Order }) {
  const reviewable = order.packages.some((pack) => pack.items.some((item) => item.can_review));
  return (
    <nav aria-label="Order actions" className="flex flex-wrap gap-2">
      {order.status === 'cancelled' ? null : (
        <Link
          to={packageHistoryPath(order.reference)}
          className={buttonClasses(awaitsPayment(order) ? 'secondary' : 'primary', 'md', ACTION)}
        >
          <TruckIcon aria-hidden="true" className="text-lg" />
          Track package
        </Link>
      )}
      {reviewable ? (
        <Link to={orderReviewPath(order.reference)} className={buttonClasses('secondary', 'md', ACTION)}>
          <StarIcon aria-hidden="true" className="text-lg text-amber-500" />
          Review items
        </Link>
      ) : null}
      {order.can_cancel ? (
        <Link
          to={cancelOrderPath(order.reference)}
          className={buttonClasses('secondary', 'md', `${ACTION} text-danger-700`)}
        >
          Cancel order
        </Link>
      ) : null}
    </nav>
  );
}

/** /account/order/{reference}: packages and items, every charge, payment, delivery and what can be done. */
export default function OrderDetails() {
  const reference = useParams().reference ?? '';
  const query = useOrder(reference);

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-5">
        <BackLink to={ORDERS_PATH}>Orders & Tracking</BackLink>
        <LoadingBlocks label="Loading the order" count={3} className="h-32" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col gap-5">
        <BackLink to={ORDERS_PATH}>Orders & Tracking</BackLink>
        <OrderLoadError read={query} title="This order could not be loaded" />
      </div>
    );
  }

  const order = query.data;
  const packageCount = order.packages.length;
  return (
    <div className="flex flex-col gap-5">
      <BackLink to={ORDERS_PATH}>Orders & Tracking</BackLink>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="text-xl font-bold tracking-tight text-ink-900 md:text-2xl">
            Order{' '}
            <span className="tabular-nums tracking-wide" data-testid="order-reference">
              {order.reference}
            </span>
          </h1>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="text-sm text-ink-600">
          Placed <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
          <span aria-hidden="true"> · </span>
          {itemCountText(order.item_count)}
          <span aria-hidden="true"> · </span>
          {packageCount === 1 ? '1 package' : `${packageCount} packages`}
        </p>
      </header>

      <OrderActions order={order} />
      {awaitsPayment(order) ? <PayNowPanel order={order} /> : null}
      {order.status === 'cancelled' ? <CancelledNotice order={order} /> : <RefundsNotice order={order} />}

      <div className="grid grid-cols-1 gap-5 xl:grid-cols-[minmax(0,1fr)_19rem] xl:items-start">
        <section aria-labelledby="packages-title" className="flex flex-col gap-3">
          <h2 id="packages-title" className="text-base font-bold text-ink-900">
            {packageCount === 1 ? 'Your package' : `Your ${packageCount} packages`}
          </h2>
          {packageCount > 1 ? (
            <p className="-mt-1 text-sm text-ink-600">
              Each seller ships separately, so each package has its own status.
            </p>
          ) : null}
          {order.packages.map((pack, index) => (
            <PackageCard
              key={pack.reference}
              pack={pack}
              index={index}
              count={packageCount}
              orderReference={order.reference}
            />
          ))}
        </section>
        <div className="flex flex-col gap-4">
          <FactPanel title="Order summary" testId="order-summary">
            <OrderCharges totals={order.totals} itemCount={order.item_count} />
          </FactPanel>
          <PaymentFacts order={order} />
          <DeliveryFacts order={order} />
        </div>
      </div>
    </div>
  );
}
