import { ORDER_TABS, type OrderTab } from '@oja/contract/orders';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { BoxIcon, TruckIcon } from '../../../components/ui/icons';
import { PageIntro } from '../../../components/ui/PageIntro';
import { Pager, pageFrom } from '../../../components/ui/Pager';
import { cn } from '../../../lib/cn';
import { useOrders } from '../api/orders-queries';
import { OrderCard } from '../components/OrderCard';
import { LoadingBlocks, OrderLoadError } from '../components/PageStates';
import { Tabs } from '../components/Tabs';

const TAB_LABELS: Record<OrderTab, string> = { open: 'Open orders', closed: 'Closed orders' };

export function tabOf(params: URLSearchParams): OrderTab {
  return params.get('tab') === 'closed' ? 'closed' : 'open';
}

/** /account/orders-and-tracking: open and closed orders, newest first, ten a page. */
export default function OrdersAndTracking() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  const page = pageFrom(params);
  const orders = useOrders(tab, page);

  /** A tab opens on its first page. */
  function showTab(nextTab: OrderTab) {
    setParams(nextTab === 'open' ? {} : { tab: nextTab });
  }

  let body: ReactNode;
  if (orders.isPending) {
    body = <LoadingBlocks label="Loading your orders" />;
  } else if (orders.isError) {
    body = <OrderLoadError read={orders} title="Your orders could not be loaded" />;
  } else if (orders.data.data.length === 0) {
    body =
      tab === 'open' ? (
        <EmptyState
          icon={<TruckIcon aria-hidden="true" />}
          title="No orders on their way"
          actions={
            <>
              <Link to="/" className={buttonClasses('primary')}>
                Start shopping
              </Link>
              <button type="button" className={buttonClasses('secondary')} onClick={() => showTab('closed')}>
                See closed orders
              </button>
            </>
          }
        >
          Orders you place show here with their status until they are delivered.
        </EmptyState>
      ) : (
        <EmptyState icon={<BoxIcon aria-hidden="true" />} title="No closed orders yet">
          Delivered, cancelled and returned orders show here.
        </EmptyState>
      );
  } else {
    const { data, pagination } = orders.data;
    body = (
      <div className="flex flex-col gap-3">
        <ul
          aria-label={TAB_LABELS[tab]}
          aria-busy={orders.isPlaceholderData || undefined}
          className={cn('flex flex-col gap-3', orders.isPlaceholderData && 'opacity-70')}
        >
          {data.map((order) => (
            <OrderCard key={order.reference} order={order} />
          ))}
        </ul>
        <Pager label="Order pages" pagination={pagination} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <PageIntro title="Orders & Tracking" description="Follow your orders from payment to your door." />
      <Tabs
        label="Orders"
        idPrefix="orders"
        tabs={ORDER_TABS.map((key) => ({ key, label: TAB_LABELS[key] }))}
        selected={tab}
        onSelect={showTab}
      >
        {body}
      </Tabs>
    </div>
  );
}
