import { formatDate } from '@oja/contract/dates';
import { messages } from '@oja/contract/messages';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { BoxIcon, TruckIcon } from '../../../components/ui/icons';
import { OrderStatusBadge } from '../../../components/ui/OrderStatusBadge';
import { PageIntro } from '../../../components/ui/PageIntro';
import { Picture } from '../../../components/ui/Picture';
import { Price } from '../../../components/ui/Price';
import { ApiError } from '../../../lib/api-client';
import { useCancelOrder, useCancelPreview, useOrder } from '../api/orders-queries';
import { CancelReasonForm } from '../components/CancelReasonForm';
import { BackLink, LoadingBlocks, OrderLoadError } from '../components/PageStates';
import { itemCountText } from '../order-text';
import { ORDERS_PATH, orderCancelledPath, orderPath, packageHistoryPath } from '../paths';

/** The state the order-cancelled page opens with: the server's words about the cancel. */
export type CancelledState = { message?: string };

/**
 * /account/cancel-order?reference=…: a reason, then the cancel; allowed before shipping only (the
 * server decides: the page offers it when the order says `can_cancel`).
 */
export default function CancelOrder() {
  const [params] = useSearchParams();
  const reference = (params.get('reference') ?? '').trim();
  const query = useOrder(reference);
  const preview = useCancelPreview(reference, query.data?.can_cancel === true);
  const cancel = useCancelOrder();
  const navigate = useNavigate();

  let body: ReactNode;
  if (!reference) {
    body = (
      <EmptyState
        headingLevel={1}
        icon={<BoxIcon aria-hidden="true" />}
        title="Which order do you want to cancel?"
        actions={
          <Link to={ORDERS_PATH} className={buttonClasses('primary')}>
            My orders
          </Link>
        }
      >
        Open the order in Orders & Tracking and choose Cancel order there.
      </EmptyState>
    );
  } else if (query.isPending) {
    body = <LoadingBlocks label="Loading the order" count={2} className="h-40" />;
  } else if (query.isError) {
    body = <OrderLoadError read={query} title="This order could not be loaded" />;
  } else if (query.data.status === 'cancelled') {
    body = (
      <EmptyState
        headingLevel={1}
        icon={<BoxIcon aria-hidden="true" />}
        title={messages.orderAlreadyCancelled}
        actions={
          <Link to={orderCancelledPath(reference)} className={buttonClasses('primary')}>
            See the refund
          </Link>
        }
      />
    );
  } else if (!query.data.can_cancel) {
    body = (
      <EmptyState
        headingLevel={1}
        icon={<TruckIcon aria-hidden="true" />}
        title="This order can no longer be cancelled"
        actions={
          <Link to={packageHistoryPath(reference)} className={buttonClasses('primary')}>
            Track package
          </Link>
        }
      >
        {messages.orderNotCancellable}
      </EmptyState>
    );
  } else {
    const order = query.data;
    body = (
      <>
        <PageIntro title="Cancel order" description="You can cancel an order until it is shipped." />
        <div className="flex items-center gap-3 rounded-card border border-ink-200 p-3">
          {order.thumbnail ? (
            <Picture
              src={order.thumbnail}
              widths={[120, 240]}
              sizes="3.5rem"
              alt=""
              width={56}
              height={56}
              decoding="async"
              className="size-14 shrink-0 rounded-lg border border-ink-100 bg-ink-50 object-cover"
            />
          ) : null}
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <p className="whitespace-nowrap text-sm font-semibold tracking-wide text-ink-900 tabular-nums">
                {order.reference}
              </p>
              <OrderStatusBadge status={order.status} size="sm" />
            </div>
            <p className="text-xs text-ink-600">
              {formatDate(order.created_at)} · {itemCountText(order.item_count)}
            </p>
            <Price amount={order.total} className="text-sm text-ink-900" />
          </div>
        </div>
        <CancelReasonForm
          order={order}
          preview={preview.data ?? null}
          previewFailed={preview.isError}
          busy={cancel.isPending || cancel.isSuccess}
          error={cancel.error}
          onSubmit={(reason) =>
            cancel.mutate(
              { reference: order.reference, reason },
              {
                onSuccess: ({ message }) =>
                  navigate(orderCancelledPath(order.reference), {
                    state: { message } satisfies CancelledState,
                  }),
                onError: (error) => {
                  // Shipped meanwhile: the page asks again and says so instead of the form.
                  if (error instanceof ApiError && error.status === 409) void query.refetch();
                },
              },
            )
          }
        />
      </>
    );
  }

  return (
    <div className="flex max-w-2xl flex-col gap-5">
      <BackLink to={reference ? orderPath(reference) : ORDERS_PATH}>
        {reference ? `Order ${reference}` : 'Orders & Tracking'}
      </BackLink>
      {body}
    </div>
  );
}
