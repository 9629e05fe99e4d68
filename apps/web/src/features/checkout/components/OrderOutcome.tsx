import type { PaymentState } from '@oja/contract/constants';
import { formatDate, formatDateTime, formatTime, lagosDay } from '@oja/contract/dates';
import type { OrderCompleteAnswer } from '@oja/contract/orders';
import { type OrderRefund, refundHeadline, refundSentence } from '@oja/contract/refunds';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { ClockIcon, CloseIcon, RefreshIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';

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

type Tone = { panel: string; badge: string; icon: ReactNode; title: string };

/** Colour, icon and heading per payment state: green paid, amber waiting, red failed. */
const OUTCOME_TONES: Record<PaymentState, Tone> = {
  paid: {
    panel: 'border-brand-200 bg-brand-50',
    badge: 'bg-brand-600 text-white',
    icon: <CheckIcon />,
    title: 'Thank you! Your order is confirmed',
  },
  pending: {
    panel: 'border-amber-200 bg-amber-50',
    badge: 'bg-amber-500 text-white',
    icon: <ClockIcon aria-hidden="true" />,
    title: 'We are waiting for your payment',
  },
  failed: {
    panel: 'border-red-200 bg-red-50',
    badge: 'bg-danger-600 text-white',
    icon: <CloseIcon aria-hidden="true" />,
    title: 'Your payment did not go through',
  },
  expired: {
    panel: 'border-ink-200 bg-white',
    badge: 'bg-ink-600 text-white',
    icon: <ClockIcon aria-hidden="true" />,
    title: 'This order has expired',
  },
  refunded: {
    panel: 'border-ink-200 bg-white',
    badge: 'bg-ink-600 text-white',
    icon: <RefreshIcon aria-hidden="true" />,
    title: 'This order was refunded',
  },
};

/**
 * When the items stop being held, in Lagos time: '9:05 pm', with the day when the hold ends on a later
 * Lagos day than the order was placed ('24 Nov 2026, 12:10 am'), so a time past midnight is not read
 * as today. Decided from the order alone, so the server and the browser write the same words.
 */
function holdUntilText(expiresAt: string, createdAt: string): string {
  return lagosDay(expiresAt) === lagosDay(createdAt) ? formatTime(expiresAt) : formatDateTime(expiresAt);
}

/** The tone of a charge sent back: red when the card could not be refunded, else neutral. */
const refundTone = (refund: OrderRefund): Tone => ({
  panel: refund.status === 'failed' ? 'border-red-200 bg-red-50' : 'border-ink-200 bg-white',
  badge: refund.status === 'failed' ? 'bg-danger-600 text-white' : 'bg-ink-600 text-white',
  icon: <RefreshIcon aria-hidden="true" />,
  title: refundHeadline(refund),
});

/**
 * The refund this page must tell: a charge the order could not take (paid after its release, or a
 * second payment), or the card refund of a cancelled paid order. Null when the page tells the payment.
 */
function refundToTell(order: OrderCompleteAnswer): OrderRefund | null {
  const { refund } = order;
  if (!refund) return null;
  return refund.cause !== 'cancelled' || order.payment_status === 'refunded' ? refund : null;
}

/** The banner at the top of /order-complete: what happened to the payment and what to do next. */
export function OrderOutcome({
  order,
  onCheckAgain,
  checking,
  onPayAgain,
  paying,
}: {
  order: OrderCompleteAnswer;
  onCheckAgain: () => void;
  checking: boolean;
  onPayAgain: () => void;
  paying: boolean;
}) {
  const refund = refundToTell(order);
  const tone = refund ? refundTone(refund) : OUTCOME_TONES[order.payment_status];
  const holdUntil = order.expires_at ? holdUntilText(order.expires_at, order.created_at) : null;

  let text: ReactNode;
  let actions: ReactNode;
  switch (refund ? 'refund' : order.payment_status) {
    case 'refund': {
      const told = refund!;
      const when = told.processed_at ? formatDate(told.processed_at) : null;
      // The heading says "This order was cancelled" unless the card refund failed.
      text = refundSentence(told, order.reference, when, told.status !== 'failed');
      actions = (
        <>
          <Link to={`/account/order/${order.reference}`} className={buttonClasses('primary', 'md')}>
            View order
          </Link>
          <Link to="/" className={buttonClasses('secondary', 'md')}>
            Continue shopping
          </Link>
        </>
      );
      break;
    }
    case 'paid':
      text = 'Your payment was received. We will let you know as your packages move.';
      actions = (
        <>
          <Link to="/account/orders-and-tracking" className={buttonClasses('primary', 'md')}>
            Track my orders
          </Link>
          <Link to="/" className={buttonClasses('secondary', 'md')}>
            Continue shopping
          </Link>
        </>
      );
      break;
    case 'pending':
      text = (
        <>
          Your bank has not confirmed the payment yet. This usually takes a moment.
          {holdUntil ? ` Your items are held for you until ${holdUntil}.` : null}
        </>
      );
      actions = (
        <Button onClick={onCheckAgain} loading={checking}>
          Check again
        </Button>
      );
      break;
    case 'failed':
      text = (
        <>
          {order.payment_message ? (
            <>
              Reason:{' '}
              <strong className="font-semibold text-ink-900">
                {order.payment_message.replace(/\.$/, '')}
              </strong>
              .{' '}
            </>
          ) : null}
          Nothing was taken from your card.
          {holdUntil ? ` Your items are held for you until ${holdUntil}.` : null}
        </>
      );
      actions = (
        <>
          <Button onClick={onPayAgain} loading={paying}>
            Pay again
          </Button>
          <Link to="/" className={buttonClasses('secondary', 'md')}>
            Continue shopping
          </Link>
        </>
      );
      break;
    case 'expired':
      text = 'It was not paid in time, so its items went back on the shelf. Your cart is ready when you are.';
      actions = (
        <>
          <Link to="/cart" className={buttonClasses('primary', 'md')}>
            Back to cart
          </Link>
          <Link to="/" className={buttonClasses('secondary', 'md')}>
            Continue shopping
          </Link>
        </>
      );
      break;
    case 'refunded':
      text = 'The money went back to your card. Banks take a few days to show it.';
      actions = (
        <Link to="/" className={buttonClasses('secondary', 'md')}>
          Continue shopping
        </Link>
      );
      break;
  }

  return (
    <section
      aria-labelledby="order-outcome-title"
      data-testid="order-outcome"
      data-payment-status={order.payment_status}
      data-refund-status={refund?.status}
      className={cn('flex flex-col items-center gap-3 rounded-card border px-5 py-8 text-center', tone.panel)}
    >
      <span
        className={cn('inline-flex size-14 items-center justify-center rounded-full text-3xl', tone.badge)}
      >
        {tone.icon}
      </span>
      <h1 id="order-outcome-title" className="text-xl font-bold tracking-tight text-ink-900 md:text-2xl">
        {tone.title}
      </h1>
      <p className="text-sm text-ink-700">
        Order reference{' '}
        <span className="font-mono font-semibold tracking-wide text-ink-900" data-testid="order-reference">
          {order.reference}
        </span>
      </p>
      <p className="max-w-md text-sm text-ink-700">{text}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}
