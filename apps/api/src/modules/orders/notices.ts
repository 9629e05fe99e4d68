import type { OrderStatus } from '@oja/contract/constants';
import { formatDateTime } from '@oja/contract/dates';
import { formatNaira } from '@oja/contract/money';
import type { Tx } from '../../db/client.ts';
import { sendInboxMessage } from '../engagement/inbox.ts';
import { notify, notifyWithInboxCopy } from '../engagement/notifications.ts';

/**
 * What the customer is told about an order, as a notification and (for the mails an order sends:
 * paid, cancelled) a copy in the inbox. Written in the transaction of the event itself.
 */

export type OrderForNotice = { userId: number; reference: string; totalKobo: number };

const orderLink = (reference: string) => `/account/order/${reference}`;
const historyLink = (reference: string) => `/account/order/${reference}/package-history`;

/** markOrderPaid: the money arrived (card or wallet), the order is confirmed. */
export async function announceOrderPaid(tx: Tx, order: OrderForNotice) {
  const total = formatNaira(order.totalKobo);
  await notifyWithInboxCopy(
    tx,
    order.userId,
    {
      kind: 'order',
      title: 'Order confirmed',
      body: `We received ${total} for order ${order.reference}. We will tell you when it ships.`,
      link: orderLink(order.reference),
    },
    {
      kind: 'order',
      subject: `Your order ${order.reference} is confirmed`,
      body: [
        'Thank you for shopping with Oja.',
        `We received your payment of ${total} for order ${order.reference}. The vendors are preparing your items; each package can be followed in its package history.`,
        'You can cancel the order until it ships.',
      ].join('\n\n'),
      link: orderLink(order.reference),
    },
  );
}

/** POST checkout by card: the order is placed and waits for its payment (wallet orders are paid at once). */
export async function announceOrderPlaced(tx: Tx, order: OrderForNotice & { expiresAt: Date }) {
  const total = formatNaira(order.totalKobo);
  await sendInboxMessage(tx, order.userId, {
    kind: 'order',
    subject: `We received your order ${order.reference}`,
    body: [
      'Thank you for shopping with Oja.',
      `Your order ${order.reference} of ${total} is placed and its items are held for you. Pay for it by ${formatDateTime(order.expiresAt)} (Lagos time), or the items go back on sale.`,
    ].join('\n\n'),
    link: orderLink(order.reference),
  });
}

/** The release job: an unpaid order gave its items back. */
export async function announceOrderReleased(tx: Tx, order: OrderForNotice) {
  await notify(tx, order.userId, {
    kind: 'order',
    title: 'Order not paid in time',
    body: `Order ${order.reference} was not paid in time, so its items were put back on sale.`,
    link: orderLink(order.reference),
  });
}

/**
 * What undoing a paid order sent back: `amountKobo` to the main wallet or the card, and the savings
 * of the order that had been moved out of Spend and Save, which stay where they went (ADR 0018).
 */
export type RefundNotice = { method: 'wallet' | 'card'; amountKobo: number; savingsKeptKobo: number } | null;

function refundSentence(refund: RefundNotice): string {
  if (!refund) return 'No money was taken for it.';
  const amount = formatNaira(refund.amountKobo);
  const kept =
    refund.savingsKeptKobo > 0
      ? ` The ${formatNaira(refund.savingsKeptKobo)} this order saved for you had already been moved from Spend and Save to your main wallet, so it stays there and is not refunded again.`
      : '';
  if (refund.amountKobo === 0) return `Nothing more is refunded.${kept}`;
  return refund.method === 'wallet'
    ? `${amount} has been refunded to your main wallet.${kept}`
    : `${amount} is being refunded to your card; banks take a few working days to show it.${kept}`;
}

/** POST orders/{reference}/cancel. */
export async function announceOrderCancelled(
  tx: Tx,
  order: OrderForNotice,
  reason: string,
  refund: RefundNotice,
) {
  await notify(tx, order.userId, {
    kind: 'order',
    title: 'Order cancelled',
    body: `Order ${order.reference} was cancelled. ${refundSentence(refund)}`,
    link: orderLink(order.reference),
  });
  if (refund?.method === 'wallet' && refund.amountKobo > 0) {
    await notify(tx, order.userId, {
      kind: 'wallet',
      title: 'Refund received',
      body: `${formatNaira(refund.amountKobo)} for order ${order.reference} is back in your main wallet.`,
      link: '/account/wallet/emart-wallet',
    });
  }
  await sendInboxMessage(tx, order.userId, {
    kind: 'order',
    subject: `Your order ${order.reference} is cancelled`,
    body: [
      `Your order ${order.reference} has been cancelled as you asked.`,
      `Your reason: ${reason}`,
      refundSentence(refund),
      'The items were put back on sale. We hope to see you again soon.',
    ].join('\n\n'),
    link: orderLink(order.reference),
  });
}

const MOVE_WORDS: Partial<Record<OrderStatus, { title: string; happened: string }>> = {
  shipped: { title: 'Shipped', happened: 'has shipped' },
  delivery_stocked: { title: 'At the delivery station', happened: 'has arrived at the delivery station' },
  out_for_delivery: { title: 'Out for delivery', happened: 'is out for delivery' },
  delivered: { title: 'Delivered', happened: 'has been delivered' },
  returns: { title: 'Return started', happened: 'is being returned' },
};

/** An order or some of its packages moved (advanceOrder). */
export async function announceMove(
  tx: Tx,
  order: OrderForNotice,
  to: OrderStatus,
  packages: string[],
  wholeOrder: boolean,
  coinsEarned: number,
) {
  const words = MOVE_WORDS[to] ?? { title: to, happened: `is now ${to.replaceAll('_', ' ')}` };
  const what = wholeOrder
    ? `Order ${order.reference}`
    : packages.length === 1
      ? `Package ${packages[0]}`
      : `Packages ${packages.join(', ')}`;
  const verb =
    !wholeOrder && packages.length > 1
      ? words.happened.replace(/^(has|is)/, (w) => (w === 'has' ? 'have' : 'are'))
      : words.happened;
  const coins =
    coinsEarned > 0 ? ` You earned ${coinsEarned} Smart Coin${coinsEarned === 1 ? '' : 's'}.` : '';
  await notify(tx, order.userId, {
    kind: 'order',
    title: `${words.title}: ${order.reference}`,
    body: `${what} ${verb}.${coins}`,
    link: historyLink(order.reference),
  });
}
