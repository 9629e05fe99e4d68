import { messages } from '@oja/contract/messages';
import { CANCELLABLE_ORDER_STATUSES } from '@oja/contract/orders';
import { and, eq } from 'drizzle-orm';
import { type Tx, transactionWithRetry } from '../../db/client.ts';
import { orderPackages, orders } from '../../db/tables/orders.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import { type RefundDeps, sendCardRefund } from '../payments/refunds.ts';
import { lockOrder, undoOrder } from './undo.ts';

export type CancelDeps = RefundDeps & { jobs: Jobs };

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
 * the commit, then followed until it is processed or fails (payments/refunds.ts). A second cancel
 * finds the order cancelled and changes nothing.
 */
export async function cancelOrder(deps: CancelDeps, userId: number, reference: string, reason: string) {
  const outcome = await transactionWithRetry(deps.db, (tx) =>
    cancelInTransaction(tx, deps.jobs, userId, reference, reason),
  );
  if (outcome.cardRefundId !== null) {
    // A call that does not go through is sent again by the job queued with the cancel.
    await sendCardRefund(deps, outcome.cardRefundId);
  }
  return outcome;
}
