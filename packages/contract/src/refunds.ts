import { z } from 'zod';
import { nairaAmount } from './amounts.ts';
import { isoDateTime } from './ids.ts';
import { formatNairaAmount } from './money.ts';

/**
 * Money an order sends back, and every sentence a shopper reads about it: the order page, the
 * /order-complete page and the notifications the server writes all say it in these words (ADR 0035).
 * Dates come in already formatted (Lagos time), so each side keeps its own date formatter.
 */

/**
 * Why money goes back: the customer cancelled a paid order (or paid after cancelling), the order
 * was released for not being paid in time before the charge arrived, or another attempt had paid it.
 */
export const REFUND_CAUSES = ['cancelled', 'released', 'duplicate'] as const;
export type RefundCause = (typeof REFUND_CAUSES)[number];

/**
 * A refund as the shopper sees it: in progress (the gateway has it, or is about to), done, or
 * failed. A refund the gateway holds for more details (Paystack's `needs-attention`) is still in
 * progress for the shopper: the shop completes it, the shopper need do nothing.
 */
export const REFUND_STATES = ['pending', 'processed', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const orderRefund = z.object({
  method: z.enum(['wallet', 'card']),
  cause: z.enum(REFUND_CAUSES),
  amount: nairaAmount,
  /** The card payment refunded (`OJA-...-P1`); null for a wallet refund. */
  payment_reference: z.string().nullable(),
  status: z.enum(REFUND_STATES),
  /** When the money reached the customer (processed), else null. */
  processed_at: isoDateTime.nullable(),
  /** Why the card could not be refunded, in words (failed only). */
  failure: z.string().nullable(),
  /** Failed, and the shop will send it again by itself (false: an operator takes it from here). */
  retrying: z.boolean(),
});
export type OrderRefund = z.infer<typeof orderRefund>;

/** A cancel reason the server stores as a code, in words; the customer's own reason as they gave it. */
export function cancelReasonText(reason: string): string {
  return reason === 'unpaid' ? 'Not paid in time, so its items went back on sale' : reason;
}

/** What the gateway's failure words become for the shopper; a bare code is not words. */
export function refundFailureText(reason: string | null): string {
  const words = reason?.trim().replace(/\.$/, '') ?? '';
  if (!words || !/\s/.test(words)) return 'your bank did not accept the refund';
  return words.charAt(0).toLowerCase() + words.slice(1);
}

const BANK_DAYS = 'Banks usually take 3 to 5 working days to show it.';

/**
 * How one refund stands, as a sentence: "refund in progress", "refunded on <date>", or "we could not
 * refund your card: <reason>" with what happens next. `when` is processed_at, formatted.
 */
export function refundStateText(refund: OrderRefund, when: string | null): string {
  const amount = formatNairaAmount(refund.amount);
  if (refund.method === 'wallet') {
    return `${amount} is back in your Oja Wallet. You can spend it right away.`;
  }
  switch (refund.status) {
    case 'pending':
      return `Refund in progress: ${amount} is on its way back to your card. ${BANK_DAYS}`;
    case 'processed':
      return `${amount} was refunded to your card${when ? ` on ${when}` : ''}. ${BANK_DAYS}`;
    case 'failed':
      return `We could not refund your card: ${refundFailureText(refund.failure)}. ${refundNextStep(refund)}`;
  }
}

/** What happens after a failed card refund; the money stays the customer's either way. */
export function refundNextStep(refund: Pick<OrderRefund, 'retrying'>): string {
  return refund.retrying
    ? 'We will try again shortly and tell you how it goes. The money is still yours.'
    : 'Our support team has it and will send it again or contact you to return it another way. The money is still yours.';
}

/** The charge a refund sends back, told from the start: why the shop could not keep it. */
export function refundCauseText(
  refund: Pick<OrderRefund, 'cause' | 'amount' | 'payment_reference'>,
  orderReference: string,
): string {
  const amount = formatNairaAmount(refund.amount);
  const payment = refund.payment_reference ? ` (payment ${refund.payment_reference})` : '';
  switch (refund.cause) {
    case 'released':
      return `Your card was charged ${amount}${payment} after order ${orderReference} had been released for not being paid in time and its items had gone back on sale, so the whole amount goes back to your card.`;
    case 'duplicate':
      return `Order ${orderReference} was already paid by another payment, so this second charge of ${amount}${payment} goes back to your card.`;
    case 'cancelled':
      return `Order ${orderReference} was cancelled, so ${amount}${payment} goes back to you.`;
  }
}

/**
 * One refund as the shopper reads it: why the charge goes back, then how it stands. A page whose
 * heading already says the order was cancelled leaves out the why of a plain cancel.
 */
export function refundSentence(
  refund: OrderRefund,
  orderReference: string,
  when: string | null,
  cancelToldAbove: boolean,
): string {
  const state = refundStateText(refund, when);
  return refund.cause === 'cancelled' && cancelToldAbove
    ? state
    : `${refundCauseText(refund, orderReference)} ${state}`;
}

/** The heading of /order-complete for a charge the shop sent back. */
export function refundHeadline(refund: Pick<OrderRefund, 'cause' | 'status'>): string {
  if (refund.status === 'failed') return 'We could not refund your card';
  switch (refund.cause) {
    case 'released':
      return 'Your payment arrived after this order was released';
    case 'duplicate':
      return refund.status === 'processed'
        ? 'You paid twice: the second charge was refunded'
        : 'You paid twice: the second charge is being refunded';
    case 'cancelled':
      return 'This order was cancelled';
  }
}

/** The notification titles of a card refund's life (the body is refundStateText or refundCauseText). */
export const REFUND_NOTICE_TITLES = {
  released: 'Payment refunded: order was released',
  duplicate: 'Second payment refunded',
  cancelled: 'Refund started',
  processed: 'Refund completed',
  failed: 'We could not refund your card',
} as const;
