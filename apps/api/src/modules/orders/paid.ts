import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderPackages, orderStatusEvents, orders } from '../../db/tables/orders.ts';
import { announceOrderPaid } from './notices.ts';

/** An order whose money has arrived: confirmed, with every package, and the event in its history. */
export async function markOrderPaid(tx: Tx, orderId: number, note: string) {
  const now = new Date();
  const [order] = await tx
    .update(orders)
    .set({ paidAt: now, status: 'confirmed', updatedAt: now })
    .where(eq(orders.id, orderId))
    .returning({ userId: orders.userId, reference: orders.reference, totalKobo: orders.totalKobo });
  await tx
    .update(orderPackages)
    .set({ status: 'confirmed', updatedAt: now })
    .where(eq(orderPackages.orderId, orderId));
  await tx.insert(orderStatusEvents).values({ orderId, status: 'confirmed', note });
  if (order) await announceOrderPaid(tx, order);
}
