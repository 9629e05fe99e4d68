import { unpaidOrdersLimitMessage, unpaidUnitsLimitMessage } from '@oja/contract/messages';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/tables/orders.ts';
import { conflict } from '../../lib/http-errors.ts';
import type { CheckoutLineRow } from './lines.ts';

/** A customer's card orders that hold their items unpaid (the customer a value or a placeholder). */
export const unpaidOrdersOf = (userId: unknown) =>
  and(eq(orders.userId, userId as number), eq(orders.status, 'pending'), isNull(orders.paidAt));

/** What one customer may hold in unpaid card orders at once (OJA_UNPAID_ORDERS_MAX, OJA_UNPAID_UNITS_PER_PRODUCT_MAX). */
export type HoldLimits = { orders: number; unitsPerProduct: number };

/**
 * An unpaid card order takes its units off sale until it is paid or released, so one customer may
 * not hold more than a few orders, nor more than a few units of one product, unpaid at once (ADR
 * 0018). Runs under the customer's cart lock (priceCheckout), so two checkouts of one customer are
 * counted one after the other. A wallet checkout is paid at once and holds nothing.
 */
export async function assertWithinHoldLimits(
  tx: Tx,
  userId: number,
  lines: readonly CheckoutLineRow[],
  limits: HoldLimits,
  /** How many card orders the customer holds unpaid now (counted by `unpaidOrdersOf`, under the cart lock). */
  openOrders: number,
) {
  if (openOrders >= limits.orders) throw conflict(unpaidOrdersLimitMessage(limits.orders));
  const unpaid = unpaidOrdersOf(userId);

  const wanted = new Map<number, { name: string; quantity: number }>();
  for (const line of lines) {
    const entry = wanted.get(line.product.id) ?? { name: line.product.name, quantity: 0 };
    entry.quantity += line.quantity;
    wanted.set(line.product.id, entry);
  }
  const held = new Map<number, number>();
  if (openOrders > 0 && wanted.size > 0) {
    const rows = await tx
      .select({ productId: orderItems.productId, units: sql<number>`sum(${orderItems.quantity})::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(unpaid, inArray(orderItems.productId, [...wanted.keys()])))
      .groupBy(orderItems.productId);
    for (const row of rows) if (row.productId !== null) held.set(row.productId, row.units);
  }
  for (const [productId, { name, quantity }] of wanted) {
    const already = held.get(productId) ?? 0;
    if (already + quantity > limits.unitsPerProduct) {
      throw conflict(unpaidUnitsLimitMessage(name, limits.unitsPerProduct, already));
    }
  }
}
