import { messages } from '@oja/contract/messages';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { BoxIcon, WalletIcon } from '../../../components/ui/icons';
import { useOrder } from '../api/orders-queries';
import { LoadingBlocks, OrderLoadError } from '../components/PageStates';
import { refundTexts } from '../order-text';
import { ORDERS_PATH, orderPath } from '../paths';
import type { CancelledState } from './CancelOrder';

const WALLET_PATH = '/account/wallet/emart-wallet';

function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

/** /account/order-cancelled?reference=…: the cancel is confirmed and says how the money comes back. */
export default function OrderCancelled() {
  const [params] = useSearchParams();
  const reference = (params.get('reference') ?? '').trim();
  const state = (useLocation().state ?? {}) as CancelledState;
  const query = useOrder(reference);

  let body: ReactNode;
  if (!reference) {
    body = (
      <EmptyState
        headingLevel={1}
        icon={<BoxIcon aria-hidden="true" />}
        title="Your cancelled orders are in Orders & Tracking"
        actions={
          <Link to={`${ORDERS_PATH}?tab=closed`} className={buttonClasses('primary')}>
            Closed orders
          </Link>
        }
      />
    );
  } else if (query.isPending) {
    body = <LoadingBlocks label="Loading the order" count={1} className="h-64" />;
  } else if (query.isError) {
    body = <OrderLoadError read={query} title="This order could not be loaded" />;
  } else if (query.data.status !== 'cancelled') {
    body = (
      <EmptyState
        headingLevel={1}
        icon={<BoxIcon aria-hidden="true" />}
        title="This order is not cancelled"
        actions={
          <Link to={orderPath(reference)} className={buttonClasses('primary')}>
            View order
          </Link>
        }
      >
        It is still on its way. You can cancel it from its page until it is shipped.
      </EmptyState>
    );
  } else {
    const order = query.data;
    const toWallet = order.refunds.some((refund) => refund.method === 'wallet');
    body = (
      <section
        aria-labelledby="cancelled-title"
        data-testid="order-cancelled"
        className="flex flex-col items-center gap-3 rounded-card border border-brand-200 bg-brand-50 px-5 py-8 text-center"
      >
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-600 text-3xl text-white">
          <CheckIcon />
        </span>
        <h1 id="cancelled-title" className="text-xl font-bold tracking-tight text-ink-900 md:text-2xl">
          {state.message ?? messages.orderCancelled}
        </h1>
        <p className="text-sm text-ink-700">
          Order reference{' '}
          <span className="tabular-nums font-semibold tracking-wide text-ink-900">{order.reference}</span>
        </p>
        <div className="mt-2 flex w-full max-w-md items-start gap-3 rounded-xl bg-white p-4 text-left ring-1 ring-brand-100">
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg text-brand-700">
            <WalletIcon aria-hidden="true" />
          </span>
          <div className="flex flex-col gap-1">
            <h2 className="text-sm font-bold text-ink-900">Your money</h2>
            {refundTexts(order).map((text) => (
              <p key={text} className="text-sm text-ink-700" data-testid="refund-text">
                {text}
              </p>
            ))}
            {toWallet ? (
              <Link to={WALLET_PATH} className="w-fit text-sm font-semibold text-brand-700 underline">
                See your wallet
              </Link>
            ) : null}
          </div>
        </div>
        <p className="max-w-md text-xs text-ink-600">
          The items went back on sale. We are sorry this order did not work out.
        </p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Link to={orderPath(order.reference)} className={buttonClasses('primary')}>
            View order
          </Link>
          <Link to="/" className={buttonClasses('secondary')}>
            Continue shopping
          </Link>
        </div>
      </section>
    );
  }

  return <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">{body}</div>;
}
