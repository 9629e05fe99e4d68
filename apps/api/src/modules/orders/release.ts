import { and, eq, inArray } from 'drizzle-orm';
import { transactionWithRetry } from '../../db/client.ts';
import { orders } from '../../db/tables/orders.ts';
import { payments } from '../../db/tables/payments.ts';
import { MAY_BE_CHARGED, type PaymentDeps, verifyWithGateway } from '../payments/service.ts';
import { settlementPorts } from './payment.ts';
import { lockOrder, undoOrder } from './undo.ts';

/** Queued with a card order when it is placed (checkout), due at its payment deadline. */
export const RELEASE_UNPAID_ORDER = 'release-unpaid-order';
export type ReleaseUnpaidOrderJob = { orderId: number };

/**
 * The release job: an order still unpaid at its deadline gives its stock back. Every attempt the
 * gateway may have charged is verified first, so a payment whose webhook was lost is honoured rather
 * than released; one that lands after the release is refunded as money the shop cannot keep.
 */
export async function releaseUnpaidOrder(deps: PaymentDeps, orderId: number) {
  const attempts = await deps.db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.groupReferenceId, payments.orderGroup))
    .where(and(eq(orders.id, orderId), inArray(payments.status, [...MAY_BE_CHARGED])));
  for (const { payment } of attempts) await verifyWithGateway({ ...deps, ...settlementPorts }, payment);

  await transactionWithRetry(deps.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.paidAt || order.status !== 'pending') return;
    await undoOrder(tx, order, { cause: 'unpaid' });
  });
}
