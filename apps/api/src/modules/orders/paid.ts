import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderPackages, orderStatusEvents, orders } from '../../db/tables/orders.ts';
import { announceOrderPaid } from './notices.ts';

/**
 * An order whose money has arrived: confirmed, with every package, and the event in its history.
 * Answers the time it was paid (the transaction's), or null when there is no such order.
 */
export async function markOrderPaid(tx: Tx, orderId: number, note: string): Promise<Date | null> {
  // The order, its packages and its history in one statement; the time is the transaction's.
  const { rows } = await tx.execute<{
    user_id: number;
    reference: string;
    total_kobo: number | string;
    paid_at: string | Date;
  }>(sql`
    with paid as (
      update ${orders} set paid_at = now(), status = 'confirmed', updated_at = now()
      where id = ${orderId} returning user_id, reference, total_kobo, paid_at),
    packages as (
      update ${orderPackages} set status = 'confirmed', updated_at = now() where order_id = ${orderId}),
    event as (
      insert into ${orderStatusEvents} (order_id, status, note) values (${orderId}, 'confirmed', ${note}))
    select user_id, reference, total_kobo, paid_at from paid`);
  const [order] = rows;
  if (!order) return null;
  await announceOrderPaid(tx, {
    userId: order.user_id,
    reference: order.reference,
    totalKobo: Number(order.total_kobo),
  });
  return new Date(order.paid_at);
}
