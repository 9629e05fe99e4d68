import { itemsText } from '@oja/contract/cart-count';
import {
  DELIVERY_METHOD_LABELS,
  type DeliveryMethod,
  type OrderStatus,
  type PaymentMode,
  type PaymentState,
} from '@oja/contract/constants';
import { formatDate } from '@oja/contract/dates';
import {
  CLOSED_ORDER_STATUSES,
  type OrderAddress,
  type OrderDetails,
  type OrderSummary,
} from '@oja/contract/orders';
import { type OrderRefund, type RefundState, refundSentence } from '@oja/contract/refunds';
import { deliveryDateLabel } from '../../lib/delivery-dates';

/** Delivered, cancelled and returned orders move no more. */
export function isFinalStatus(status: OrderStatus): boolean {
  return (CLOSED_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}

export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  card_payment: 'Card',
  wallet: 'Oja Wallet',
};

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  paid: 'Paid',
  pending: 'Awaiting payment',
  failed: 'Payment failed',
  expired: 'Not paid in time',
  refunded: 'Refunded',
};

export function deliveryMethodLabel(method: DeliveryMethod): string {
  return DELIVERY_METHOD_LABELS[method];
}

/** 'Paid by card', 'Awaiting payment', 'Refunded to your wallet': how the money of an order stands. */
export function paymentStateText(
  order: Pick<OrderSummary, 'payment_mode' | 'payment_status' | 'refund_status'>,
): string {
  switch (order.payment_status) {
    case 'paid':
      return order.payment_mode === 'wallet' ? 'Paid from wallet' : 'Paid by card';
    case 'refunded':
      if (order.refund_status === 'pending') return 'Refund to card in progress';
      if (order.refund_status === 'failed') return 'Card refund failed';
      return order.payment_mode === 'wallet' ? 'Refunded to wallet' : 'Refunded to card';
    default:
      return PAYMENT_STATE_LABELS[order.payment_status];
  }
}

export type PaymentLabel = { text: string; refund: 'none' | RefundState };

/**
 * The payment's state on the order page. A refunded payment says how its card refund stands: the
 * order is refunded once the cancel is recorded, but the card refund may still be on its way, or
 * have failed.
 */
export function paymentStatusLabel(
  order: Pick<OrderSummary, 'payment_status' | 'refund_status'>,
): PaymentLabel {
  const refund = order.refund_status;
  if (order.payment_status !== 'refunded' || !refund) {
    return { text: PAYMENT_STATE_LABELS[order.payment_status], refund: 'none' };
  }
  const text = { pending: 'Refund in progress', processed: 'Refunded', failed: 'Refund failed' }[refund];
  return { text, refund };
}

/** Not paid yet and still open: the shopper can pay now (by card or from the wallet). */
export function awaitsPayment(order: Pick<OrderSummary, 'status' | 'payment_status'>): boolean {
  return (
    order.status === 'pending' && (order.payment_status === 'pending' || order.payment_status === 'failed')
  );
}

/** 'on or before Wed, 25 Nov' or 'between Wed, 25 Nov and Thu, 26 Nov' (spec section 9); '' without dates. */
export const deliveryWindowText = deliveryDateLabel;

export function itemCountText(count: number): string {
  return itemsText(count);
}

/** The address the order keeps, as lines: street, 'City, State postal code', country. */
export function addressLines(address: OrderAddress): string[] {
  return [
    address.address,
    [address.city, [address.state, address.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    address.country,
  ].filter((line) => line.trim() !== '');
}

/** What an unpaid order costs from the wallet: no card, so no card transaction charge. */
export function walletPrice(order: Pick<OrderDetails, 'totals'>): number {
  return order.totals.order_charge;
}

/**
 * One refund in the shopper's words (the contract's, as the notifications say it): why a charge the
 * order could not take goes back, then how it stands (in progress, refunded on a date, or failed with
 * the reason and what happens next).
 */
export function refundLine(refund: OrderRefund, orderReference: string): string {
  const when = refund.processed_at ? formatDate(refund.processed_at) : null;
  return refundSentence(refund, orderReference, when, true);
}

/** How the money of a cancelled order comes back, when no refund says it (nothing charged, or not yet). */
export function noRefundText(order: Pick<OrderDetails, 'payment_status'>): string {
  return order.payment_status === 'paid' || order.payment_status === 'refunded'
    ? 'Your refund is being prepared. We will let you know when it is on its way.'
    : 'Nothing was charged for this order, so there is nothing to refund.';
}

/** Every refund of the order as a sentence each; the no-refund sentence for a cancelled order without any. */
export function refundTexts(order: Pick<OrderDetails, 'refunds' | 'payment_status' | 'reference'>): string[] {
  if (order.refunds.length > 0) return order.refunds.map((refund) => refundLine(refund, order.reference));
  return [noRefundText(order)];
}

/** The reasons offered on /account/cancel-order; 'Something else' asks for the shopper's own words. */
export const CANCEL_REASONS = [
  'I changed my mind',
  'I ordered the wrong item',
  'I found a better price elsewhere',
  'Delivery will take too long',
  'I want to use a different delivery address',
  'Something else',
] as const;
export type CancelReasonChoice = (typeof CANCEL_REASONS)[number];
export const OTHER_REASON: CancelReasonChoice = 'Something else';

/** The reason sent: the choice, with the shopper's words after it; their words alone for 'Something else'. */
export function composeCancelReason(choice: CancelReasonChoice | '', details: string): string {
  const words = details.trim();
  if (choice === '' || choice === OTHER_REASON) return words;
  return words ? `${choice}: ${words}` : choice;
}
