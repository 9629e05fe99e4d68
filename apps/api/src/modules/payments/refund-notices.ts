import { koboToNaira } from '@oja/contract/money';
import {
  type OrderRefund,
  REFUND_NOTICE_TITLES,
  type RefundCause,
  type RefundState,
  refundCauseText,
  refundStateText,
} from '@oja/contract/refunds';
import type { Executor } from '../../db/client.ts';
import type { cardRefunds } from '../../db/tables/payments.ts';
import type { Notify } from './notices.ts';

/**
 * What the customer is told about a card refund, in the contract's words (the order page says the
 * same): a notification and, as for every order event told by mail, a copy in the inbox.
 */

/** Engagement's inbox, handed in like `notify` (payments importing engagement would close a cycle). */
export type Inbox = (
  db: Executor,
  userId: number,
  message: { kind: 'order'; subject: string; body: string; link: string | null },
) => Promise<void>;

export type RefundPorts = { notify: Notify; inbox: Inbox };

type CardRefundRow = typeof cardRefunds.$inferSelect;

/** Sends to the gateway in all, automatic retries of a failed refund included; then an operator's. */
export const MAX_REFUND_ATTEMPTS = 3;

/** The order reference inside an order payment's reference (`OJA-7KQ2M9XD-P2` -> `OJA-7KQ2M9XD`). */
export const orderReferenceIn = (reference: string) => /^(OJA-[0-9A-Z]+)-P\d+$/.exec(reference)?.[1] ?? null;

/** '23 Nov 2026', Lagos time, as the order page writes it. */
export const lagosDate = (at: Date) =>
  at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Africa/Lagos',
  });

/** A card refund's state as the shopper sees it: sending and needs-attention are still in progress. */
export function shopperRefundState(status: CardRefundRow['status']): RefundState {
  return status === 'processed' ? 'processed' : status === 'failed' ? 'failed' : 'pending';
}

/** A card refund as the shopper sees it (orders' pages and these notices). */
export function cardRefundView(row: CardRefundRow, paymentReference: string): OrderRefund {
  const status = shopperRefundState(row.status);
  return {
    method: 'card',
    cause: row.cause as RefundCause,
    amount: koboToNaira(row.amountKobo),
    payment_reference: paymentReference,
    status,
    processed_at: status === 'processed' ? (row.processedAt?.toISOString() ?? null) : null,
    failure: status === 'failed' ? row.failure : null,
    retrying: status === 'failed' && row.attempts < MAX_REFUND_ATTEMPTS,
  };
}

const orderLink = (orderReference: string | null) =>
  orderReference ? `/account/order/${orderReference}` : null;

/**
 * A charge the shop could not keep (paid after its order was released, or a second payment) is on
 * its way back: told at once, with why, so the shopper is never left to wonder about it.
 */
export async function announceUnwantedCharge(
  ports: RefundPorts,
  db: Executor,
  input: { userId: number; refund: CardRefundRow; paymentReference: string },
) {
  const view = cardRefundView(input.refund, input.paymentReference);
  const order = orderReferenceIn(input.paymentReference) ?? input.paymentReference;
  const body = `${refundCauseText(view, order)} ${refundStateText(view, null)}`;
  const title = REFUND_NOTICE_TITLES[view.cause];
  await ports.notify(db, input.userId, { kind: 'order', title, body, link: orderLink(order) });
  await ports.inbox(db, input.userId, {
    kind: 'order',
    subject: `${title}: ${order}`,
    body,
    link: orderLink(order),
  });
}

/** A card refund reached its end at the gateway: processed (when), or failed (why, and what next). */
export async function announceRefundOutcome(
  ports: RefundPorts,
  db: Executor,
  input: { userId: number; paymentReference: string; refund: CardRefundRow; retrying: boolean },
) {
  const view = cardRefundView(input.refund, input.paymentReference);
  const order = orderReferenceIn(input.paymentReference);
  const when = input.refund.processedAt ? lagosDate(input.refund.processedAt) : null;
  const about = order ? `Order ${order}: ` : '';
  const body = `${about}${refundStateText({ ...view, retrying: input.retrying }, when)}`;
  const title = view.status === 'processed' ? REFUND_NOTICE_TITLES.processed : REFUND_NOTICE_TITLES.failed;
  await ports.notify(db, input.userId, { kind: 'order', title, body, link: orderLink(order) });
  if (view.status === 'failed') {
    await ports.inbox(db, input.userId, {
      kind: 'order',
      subject: order ? `${title} for order ${order}` : title,
      body,
      link: orderLink(order),
    });
  }
}
