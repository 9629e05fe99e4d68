import { koboToNaira } from '@oja/contract/money';
import type { OrderRefund } from '@oja/contract/refunds';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderRefunds, type orders } from '../../db/tables/orders.ts';
import { cardRefunds, payments } from '../../db/tables/payments.ts';
import { cardRefundView } from '../payments/refund-notices.ts';

type OrderRow = typeof orders.$inferSelect;

/**
 * Every refund of an order as the shopper sees it (ADR 0035): the cancel's wallet refund (posted at
 * once), and each card refund of its payments (the cancel's, a late charge's, a second payment's)
 * with how it stands at the gateway. Oldest first.
 */
export async function refundsOfOrder(db: Db, order: OrderRow): Promise<OrderRefund[]> {
  const [wallet, cards] = await Promise.all([
    db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id)),
    db
      .select({ refund: cardRefunds, reference: payments.reference })
      .from(cardRefunds)
      .innerJoin(payments, eq(payments.id, cardRefunds.paymentId))
      .where(eq(payments.orderGroup, order.groupReferenceId))
      .orderBy(asc(cardRefunds.id)),
  ]);
  const walletRefunds: OrderRefund[] = wallet
    .filter((row) => row.method === 'wallet')
    .map((row) => ({
      method: 'wallet',
      cause: 'cancelled',
      amount: koboToNaira(row.amountKobo),
      payment_reference: null,
      status: 'processed',
      processed_at: (row.sentAt ?? row.createdAt).toISOString(),
      failure: null,
      retrying: false,
    }));
  return [...walletRefunds, ...cards.map(({ refund, reference }) => cardRefundView(refund, reference))];
}

/** The refund of one payment (the one /order-complete names), or the order's wallet refund. */
export function refundOfPayment(refunds: OrderRefund[], paymentReference: string | null): OrderRefund | null {
  if (paymentReference) {
    const card = refunds.find((refund) => refund.payment_reference === paymentReference);
    if (card) return card;
  }
  return refunds.find((refund) => refund.method === 'wallet') ?? null;
}
