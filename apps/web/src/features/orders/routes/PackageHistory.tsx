import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ClockIcon, RefreshIcon } from '../../../components/ui/icons';
import { OrderStatusBadge } from '../../../components/ui/OrderStatusBadge';
import { useOrder, usePackageHistory } from '../api/orders-queries';
import { BackLink, LoadingBlocks, OrderLoadError } from '../components/PageStates';
import { PackageTimeline } from '../components/Timeline';
import { TrackingUnavailableNotice } from '../components/TrackingUnavailable';
import { awaitsPayment, isFinalStatus } from '../order-text';
import { orderPath } from '../paths';

/** /account/order/{reference}/package-history: each package's status events with their times. */
export default function PackageHistory() {
  const reference = useParams().reference ?? '';
  const history = usePackageHistory(reference);
  // Only to tell an unpaid order (pay first) from one the seller has not started on.
  const order = useOrder(reference);
  const [noticeClosed, setNoticeClosed] = useState(false);
  const back = <BackLink to={orderPath(reference)}>Order {reference}</BackLink>;

  if (history.isPending) {
    return (
      <div className="flex flex-col gap-5">
        {back}
        <LoadingBlocks label="Loading the package history" count={2} className="h-48" />
      </div>
    );
  }
  if (history.isError) {
    return (
      <div className="flex flex-col gap-5">
        {back}
        <OrderLoadError read={history} title="The package history could not be loaded" />
      </div>
    );
  }

  const { packages, status } = history.data;
  const unpaid = order.data ? awaitsPayment(order.data) : status === 'pending';
  const untracked = packages.length === 0;
  return (
    <div className="flex flex-col gap-5">
      {back}
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="text-xl font-bold tracking-tight text-ink-900 md:text-2xl">Package history</h1>
          <OrderStatusBadge status={status} />
        </div>
        <p className="text-sm text-ink-600">
          Order{' '}
          <span className="tabular-nums font-semibold tracking-wide text-ink-800">
            {history.data.reference}
          </span>
          {isFinalStatus(status) || untracked ? null : ' · updates every 30 seconds'}
        </p>
      </header>
      {untracked ? (
        <EmptyState
          icon={<ClockIcon aria-hidden="true" />}
          title="Nothing to track yet"
          actions={
            <Button variant="secondary" onClick={() => setNoticeClosed(false)}>
              Why?
            </Button>
          }
        >
          {unpaid
            ? 'This order is waiting for payment.'
            : 'Each step of the journey shows here once the seller starts.'}
        </EmptyState>
      ) : (
        <>
          {packages.map((pack, index) => (
            <PackageTimeline key={pack.reference} pack={pack} index={index} count={packages.length} />
          ))}
          {isFinalStatus(status) ? null : (
            <Button
              variant="ghost"
              size="sm"
              className="w-fit"
              loading={history.isFetching}
              onClick={() => void history.refetch()}
            >
              {history.isFetching ? null : <RefreshIcon aria-hidden="true" />}
              Refresh
            </Button>
          )}
        </>
      )}
      <TrackingUnavailableNotice
        open={untracked && !noticeClosed}
        onClose={() => setNoticeClosed(true)}
        orderHref={orderPath(reference)}
        unpaid={unpaid}
      />
    </div>
  );
}
