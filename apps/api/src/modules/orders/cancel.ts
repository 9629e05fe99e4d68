import { messages } from '@oja/contract/messages';
import { CANCELLABLE_ORDER_STATUSES } from '@oja/contract/orders';
import { and, asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type PaystackClient, PaystackError } from '../../integrations/paystack.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import type { Tx } from '../cart/lock.ts';
import { restockLines } from '../catalog/price-stock.ts';
import { payments } from '../payments/tables.ts';
import { refundToWallet } from '../wallet/postings.ts';
import { recordCardRefund, returnSpentCoins, takeBackSavings } from './money.ts';
import { announceCardRefundSent, announceOrderCancelled, type RefundNotice } from './notices.ts';
import { orderItems, orderPackages, orderRefunds, orderStatusEvents, orders } from './tables.ts';

/** The queue of card refunds still to send (a retry when the call right after the cancel failed). */
export const SEND_CARD_REFUND = 'send-card-refund';
export type SendCardRefundJob = { refundId: number };
const RETRY_AFTER_SECONDS = 60;
const CLAIM_SECONDS = 60;

export type CancelDeps = { db: Db; jobs: Jobs; paystack: PaystackClient; log: FastifyBaseLogger };
export type RefundSenderDeps = Pick<CancelDeps, 'db' | 'paystack' | 'log'>;

const cancellable = (status: string) => (CANCELLABLE_ORDER_STATUSES as readonly string[]).includes(status);

/**
 * Puts the order's units back on sale through the catalogue's restock, so a product that was sold out
 * tells its savers it is back (in this transaction). Shared by the cancel and the unpaid-order release.
 */
export async function restockOrder(tx: Tx, orderId: number) {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return restockLines(tx, lines);
}

type Outcome = { orderId: number; alreadyCancelled: boolean; cardRefundId: number | null };

async function cancelInTransaction(
  tx: Tx,
  jobs: Jobs,
  userId: number,
  reference: string,
  reason: string,
): Promise<Outcome> {
  const [found] = await tx
    .select({ id: orders.id, group: orders.groupReferenceId })
    .from(orders)
    .where(and(eq(orders.reference, reference), eq(orders.userId, userId)));
  if (!found) throw notFound(messages.orderNotFound);
  // Payment rows before the order row, the order settlePayment locks them in: a payment landing
  // while the shopper cancels waits (and is then refunded as money the shop cannot keep), or wins.
  await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.orderGroup, found.group))
    .orderBy(asc(payments.id))
    .for('update');
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
  if (!order) throw notFound(messages.orderNotFound);
  if (order.status === 'cancelled') return { orderId: order.id, alreadyCancelled: true, cardRefundId: null };
  const packs = await tx
    .select({ status: orderPackages.status })
    .from(orderPackages)
    .where(eq(orderPackages.orderId, order.id));
  if (!cancellable(order.status) || packs.some((pack) => !cancellable(pack.status))) {
    throw conflict(messages.orderNotCancellable);
  }

  const now = new Date();
  await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: now, cancelReason: reason, updatedAt: now })
    .where(eq(orders.id, order.id));
  await tx
    .update(orderPackages)
    .set({ status: 'cancelled', updatedAt: now })
    .where(eq(orderPackages.orderId, order.id));
  await tx
    .insert(orderStatusEvents)
    .values({ orderId: order.id, status: 'cancelled', note: `Cancelled by you: ${reason}` });
  await restockOrder(tx, order.id);
  await tx
    .update(payments)
    .set({ status: 'abandoned', gatewayResponse: 'Order cancelled', updatedAt: now })
    .where(and(eq(payments.orderGroup, order.groupReferenceId), eq(payments.status, 'pending')));
  if (order.smartCoinKobo < 0) await returnSpentCoins(tx, userId, order.reference);

  let refund: RefundNotice = null;
  let cardRefundId: number | null = null;
  if (order.paidAt && order.totalKobo > 0) {
    if (order.paymentMode === 'wallet') {
      await refundToWallet(tx, { userId, orderReference: order.reference, amountKobo: order.totalKobo });
      await tx
        .insert(orderRefunds)
        .values({ orderId: order.id, method: 'wallet', amountKobo: order.totalKobo, sentAt: now });
      refund = { method: 'wallet', amountKobo: order.totalKobo };
    } else {
      const [paid] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderGroup, order.groupReferenceId), eq(payments.status, 'success')))
        .orderBy(desc(payments.id))
        .limit(1);
      if (!paid) throw new Error(`paid card order ${order.reference} has no successful payment`);
      // Recorded now, with the cancel; sent to the gateway after the commit (never inside it).
      await tx
        .update(payments)
        .set({ status: 'reversed', refundedKobo: paid.amountKobo, updatedAt: now })
        .where(eq(payments.id, paid.id));
      await recordCardRefund(tx, order.reference, paid.amountKobo);
      const [row] = await tx
        .insert(orderRefunds)
        .values({ orderId: order.id, paymentId: paid.id, method: 'card', amountKobo: paid.amountKobo })
        .returning({ id: orderRefunds.id });
      cardRefundId = row!.id;
      await jobs.sendInTransaction(
        tx,
        SEND_CARD_REFUND,
        { refundId: cardRefundId } satisfies SendCardRefundJob,
        {
          startAfter: new Date(now.getTime() + RETRY_AFTER_SECONDS * 1000),
        },
      );
      refund = { method: 'card', amountKobo: paid.amountKobo };
    }
    await takeBackSavings(tx, userId, order.reference);
  }
  await announceOrderCancelled(tx, order, reason, refund);
  return { orderId: order.id, alreadyCancelled: false, cardRefundId };
}

/**
 * POST orders/{reference}/cancel, before shipping only: in one transaction the order and its packages
 * are cancelled, the units go back on sale, spent coins come back, and the money is refunded: to the
 * main wallet at once (a ledger entry), or recorded for the card and sent to the gateway right after
 * the commit. A second cancel finds the order cancelled and changes nothing.
 */
export async function cancelOrder(deps: CancelDeps, userId: number, reference: string, reason: string) {
  const outcome = await deps.db.transaction((tx) =>
    cancelInTransaction(tx, deps.jobs, userId, reference, reason),
  );
  if (outcome.cardRefundId !== null) {
    // A failure here is retried by the job queued with the cancel.
    await sendCardRefund(deps, outcome.cardRefundId).catch(() => undefined);
  }
  return outcome;
}

export type RefundSending = 'sent' | 'already_sent' | 'busy';

const alreadyReversed = (error: unknown) =>
  error instanceof PaystackError && /fully reversed|already been refunded/i.test(error.message);

/**
 * Sends one recorded card refund to the gateway, once: a sender claims the row first (two senders
 * never call together), and a refund the gateway already took (a crash after its answer) is
 * recognised by its 'fully reversed' refusal. A failure leaves the row unsent and throws.
 */
export async function sendCardRefund(deps: RefundSenderDeps, refundId: number): Promise<RefundSending> {
  const [claimed] = await deps.db
    .update(orderRefunds)
    .set({ claimedAt: new Date(), attempts: sql`${orderRefunds.attempts} + 1` })
    .where(
      and(
        eq(orderRefunds.id, refundId),
        eq(orderRefunds.method, 'card'),
        isNull(orderRefunds.sentAt),
        or(
          isNull(orderRefunds.claimedAt),
          lt(orderRefunds.claimedAt, sql`now() - make_interval(secs => ${CLAIM_SECONDS})`),
        ),
      ),
    )
    .returning();
  if (!claimed) {
    const [row] = await deps.db
      .select({ sentAt: orderRefunds.sentAt })
      .from(orderRefunds)
      .where(eq(orderRefunds.id, refundId));
    return row?.sentAt ? 'already_sent' : 'busy';
  }
  const [target] = await deps.db
    .select({
      payment: payments.reference,
      order: orders.reference,
      userId: orders.userId,
      total: orders.totalKobo,
    })
    .from(orderRefunds)
    .innerJoin(payments, eq(payments.id, orderRefunds.paymentId))
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(eq(orderRefunds.id, refundId));
  if (!target) throw new Error(`card refund ${refundId} has no payment`);
  let gatewayRefundId: string | null = null;
  try {
    const answer = await deps.paystack.refund({
      reference: target.payment,
      amountKobo: claimed.amountKobo,
      merchantNote: `Order ${target.order} cancelled by the customer`,
    });
    gatewayRefundId = String(answer.id);
  } catch (error) {
    if (!alreadyReversed(error)) {
      const reason = error instanceof Error ? error.message : String(error);
      await deps.db
        .update(orderRefunds)
        .set({ claimedAt: null, lastError: reason.slice(0, 500) })
        .where(eq(orderRefunds.id, refundId));
      deps.log.error({ err: error, refundId, order: target.order }, 'card refund failed; will retry');
      throw error;
    }
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .update(orderRefunds)
      .set({ sentAt: new Date(), claimedAt: null, gatewayRefundId, lastError: null })
      .where(eq(orderRefunds.id, refundId));
    await announceCardRefundSent(
      tx,
      { userId: target.userId, reference: target.order, totalKobo: target.total },
      claimed.amountKobo,
    );
  });
  return 'sent';
}
