import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import {
  orderItems,
  orderPackages,
  orderRefunds,
  orderStatusEvents,
  orders,
} from '../../db/tables/orders.ts';
import { payments } from '../../db/tables/payments.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import { restockLines } from '../catalog/price-stock.ts';
import {
  queueCardRefund,
  SEND_CARD_REFUND,
  SEND_RETRY_SECONDS,
  type SendCardRefundJob,
} from '../payments/refunds.ts';
import { lockCustomerWallets } from '../wallet/accounts.ts';
import {
  recordCardRefund,
  refundToWallet,
  returnSpentCoins,
  takeBackEarnedCoins,
  takeBackSavings,
} from '../wallet/reversals.ts';
import { announceOrderCancelled, announceOrderReleased, type RefundNotice } from './notices.ts';

/**
 * The one way an order is undone (ADR 0018): the customer's cancel, the release of an order not paid
 * in time, and a return. Every money and stock transaction locks in one order: the order's payment
 * rows (by id), the order row, the products (by id), then the customer's wallets (by id); so does
 * the checkout (cart, products, wallets) and a payment's settlement (payment, order, wallets).
 */

export type OrderRow = typeof orders.$inferSelect;

/**
 * Locks an order for undoing or settling, in the lock order: its payment rows first (a payment
 * landing at the same moment waits, or wins and is then refunded), then the order row.
 */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow | undefined> {
  const [found] = await tx
    .select({ group: orders.groupReferenceId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!found) return undefined;
  await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.orderGroup, found.group))
    .orderBy(asc(payments.id))
    .for('update');
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/** Puts the order's units back on sale (products by id), telling savers of a sold-out product. */
async function restockOrder(tx: Tx, orderId: number) {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return restockLines(tx, lines);
}

export type Undone = { refund: RefundNotice; cardRefundId: number | null };

/**
 * What a cancel refunds of `paidKobo`: all of it but the order's Spend and Save savings that were
 * moved out of Spend and Save before the cancel (they stay with the customer, so they are not
 * refunded again). The cancel (refundPaidOrder) and the cancel page's promise (cancel-preview.ts)
 * both use this, so the page promises what the cancel pays.
 */
export function cancelRefundKobo(
  paidKobo: number,
  savingsCreditedKobo: number,
  savingsTakenBackKobo: number,
) {
  const savingsKeptKobo = savingsCreditedKobo - savingsTakenBackKobo;
  return { amountKobo: Math.max(paidKobo - savingsKeptKobo, 0), savingsKeptKobo };
}

/** The order's successful card payment, the one a cancel refunds. */
export async function paidCardPayment(tx: Executor, order: Pick<OrderRow, 'groupReferenceId'>) {
  const [paid] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderGroup, order.groupReferenceId), eq(payments.status, 'success')))
    .orderBy(desc(payments.id))
    .limit(1);
  return paid;
}

/**
 * The money of a paid order, sent back: its Spend and Save credit is taken back from the Spend and
 * Save wallet as far as it is still there, and the refund is the total less the savings that had
 * been moved out (they stay with the customer). What comes back never exceeds what was paid.
 */
async function refundPaidOrder(tx: Tx, jobs: Jobs, order: OrderRow): Promise<Undone> {
  const savings = await takeBackSavings(tx, order.userId, order.reference);
  const now = new Date();
  if (order.paymentMode === 'wallet') {
    const { amountKobo, savingsKeptKobo } = cancelRefundKobo(
      order.totalKobo,
      savings.credited,
      savings.taken,
    );
    if (amountKobo > 0) {
      await refundToWallet(tx, { userId: order.userId, orderReference: order.reference, amountKobo });
      await tx.insert(orderRefunds).values({ orderId: order.id, method: 'wallet', amountKobo, sentAt: now });
    }
    return { refund: { method: 'wallet', amountKobo, savingsKeptKobo }, cardRefundId: null };
  }
  const paid = await paidCardPayment(tx, order);
  if (!paid) throw new Error(`paid card order ${order.reference} has no successful payment`);
  const { amountKobo, savingsKeptKobo } = cancelRefundKobo(paid.amountKobo, savings.credited, savings.taken);
  if (amountKobo <= 0)
    return { refund: { method: 'card', amountKobo: 0, savingsKeptKobo }, cardRefundId: null };
  // Recorded now, with the cancel; sent to the gateway after the commit (never inside it).
  await tx
    .update(payments)
    .set({ status: 'reversed', refundedKobo: amountKobo, updatedAt: now })
    .where(eq(payments.id, paid.id));
  await recordCardRefund(tx, order.reference, amountKobo);
  await tx.insert(orderRefunds).values({ orderId: order.id, paymentId: paid.id, method: 'card', amountKobo });
  // The gateway side of it (payments): sent after the commit, followed until processed or failed.
  const cardRefundId = await queueCardRefund(tx, { paymentId: paid.id, amountKobo, cause: 'cancelled' });
  await jobs.sendInTransaction(tx, SEND_CARD_REFUND, { cardRefundId } satisfies SendCardRefundJob, {
    startAfter: new Date(now.getTime() + SEND_RETRY_SECONDS * 1000),
  });
  return { refund: { method: 'card', amountKobo, savingsKeptKobo }, cardRefundId };
}

/** Why: the customer's cancel (which may refund, so it needs the job queue), or no payment in time. */
export type Undoing = { cause: 'customer'; reason: string; jobs: Jobs } | { cause: 'unpaid' };

/**
 * Cancels a pending or confirmed order locked with lockOrder, in the caller's transaction: the order
 * and its packages cancelled with an event, its units back on sale, its open payment pages closed,
 * the coins it spent returned and, if it was paid, its money sent back (refundPaidOrder). A paid
 * order is only ever undone by the customer: the release takes unpaid orders alone.
 */
export async function undoOrder(tx: Tx, order: OrderRow, how: Undoing): Promise<Undone> {
  const now = new Date();
  const reason = how.cause === 'customer' ? how.reason : 'unpaid';
  await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: now, cancelReason: reason, updatedAt: now })
    .where(eq(orders.id, order.id));
  await tx
    .update(orderPackages)
    .set({ status: 'cancelled', updatedAt: now })
    .where(eq(orderPackages.orderId, order.id));
  await tx.insert(orderStatusEvents).values({
    orderId: order.id,
    status: 'cancelled',
    note:
      how.cause === 'customer'
        ? `Cancelled by you: ${how.reason}`
        : 'Not paid in time: the items were put back on sale',
  });
  await tx
    .update(payments)
    .set({
      status: 'abandoned',
      gatewayResponse: how.cause === 'customer' ? 'Order cancelled' : 'Order not paid in time',
      updatedAt: now,
    })
    .where(and(eq(payments.orderGroup, order.groupReferenceId), eq(payments.status, 'pending')));
  // Lock order: products (restock), then the customer's wallets.
  await restockOrder(tx, order.id);
  await lockCustomerWallets(tx, order.userId);
  if (order.smartCoinKobo < 0) {
    await returnSpentCoins(tx, {
      userId: order.userId,
      orderReference: order.reference,
      why: how.cause === 'customer' ? 'was cancelled' : 'was not paid',
    });
  }
  const undone: Undone =
    how.cause === 'customer' && order.paidAt && order.totalKobo > 0
      ? await refundPaidOrder(tx, how.jobs, order)
      : { refund: null, cardRefundId: null };
  if (how.cause === 'customer') await announceOrderCancelled(tx, order, how.reason, undone.refund);
  else await announceOrderReleased(tx, order);
  return undone;
}

/**
 * A delivered order sent back: the Smart Coins it earned are taken back, as many as are left (coins
 * spent since stay spent: the shop kept the order's money, which paid for them). Money for a return
 * is not refunded by this lifecycle (ADR 0008: a return is inspected first).
 */
export async function undoReturnedOrder(tx: Tx, order: OrderRow) {
  await lockCustomerWallets(tx, order.userId);
  await takeBackEarnedCoins(tx, order.userId, order.reference);
}
