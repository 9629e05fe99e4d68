import { messages } from '@oja/contract/messages';
import { CANCELLABLE_ORDER_STATUSES } from '@oja/contract/orders';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, type Tx, transactionWithRetry } from '../../db/client.ts';
import { type PaystackClient, PaystackError } from '../../integrations/paystack.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import { payments } from '../payments/tables.ts';
import { announceCardRefundSent } from './notices.ts';
import { orderPackages, orderRefunds, orders } from './tables.ts';
import { lockOrder, undoOrder } from './undo.ts';

const CLAIM_SECONDS = 60;

export type CancelDeps = { db: Db; jobs: Jobs; paystack: PaystackClient; log: FastifyBaseLogger };
export type RefundSenderDeps = Pick<CancelDeps, 'db' | 'paystack' | 'log'>;

const cancellable = (status: string) => (CANCELLABLE_ORDER_STATUSES as readonly string[]).includes(status);

type Outcome = { orderId: number; alreadyCancelled: boolean; cardRefundId: number | null };

async function cancelInTransaction(
  tx: Tx,
  jobs: Jobs,
  userId: number,
  reference: string,
  reason: string,
): Promise<Outcome> {
  const [found] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.reference, reference), eq(orders.userId, userId)));
  if (!found) throw notFound(messages.orderNotFound);
  const order = await lockOrder(tx, found.id);
  if (!order) throw notFound(messages.orderNotFound);
  if (order.status === 'cancelled') return { orderId: order.id, alreadyCancelled: true, cardRefundId: null };
  const packs = await tx
    .select({ status: orderPackages.status })
    .from(orderPackages)
    .where(eq(orderPackages.orderId, order.id));
  if (!cancellable(order.status) || packs.some((pack) => !cancellable(pack.status))) {
    throw conflict(messages.orderNotCancellable);
  }
  const undone = await undoOrder(tx, order, { cause: 'customer', reason, jobs });
  return { orderId: order.id, alreadyCancelled: false, cardRefundId: undone.cardRefundId };
}

/**
 * POST orders/{reference}/cancel, before shipping only: in one transaction the order and its packages
 * are cancelled, the units go back on sale, spent coins come back, and the money is refunded: to the
 * main wallet at once (a ledger entry), or recorded for the card and sent to the gateway right after
 * the commit. A second cancel finds the order cancelled and changes nothing.
 */
export async function cancelOrder(deps: CancelDeps, userId: number, reference: string, reason: string) {
  const outcome = await transactionWithRetry(deps.db, (tx) =>
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
