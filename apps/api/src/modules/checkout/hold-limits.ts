import {
  scarceCooldownMessage,
  type UnpaidHoldCap,
  unpaidHoldCapMessage,
  unpaidOrdersLimitMessage,
  unpaidUnitsLimitMessage,
} from '@oja/contract/messages';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { HoldLimits } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/tables/orders.ts';
import { conflict } from '../../lib/http-errors.ts';
import type { CheckoutLineRow } from './lines.ts';

export type { HoldLimits };

/** A customer's card orders that hold their items unpaid (the customer a value or a placeholder). */
export const unpaidOrdersOf = (userId: unknown) =>
  and(eq(orders.userId, userId as number), eq(orders.status, 'pending'), isNull(orders.paidAt));

/**
 * A customer's card orders that ended unpaid (cancelled, or released by the release job) less than
 * `seconds` ago: they still count against the caps (ADR 0072). A card order paid and then cancelled,
 * and every wallet order, has a paid_at.
 */
export const endedUnpaidOf = (userId: unknown, seconds: unknown) =>
  and(
    eq(orders.userId, userId as number),
    eq(orders.status, 'cancelled'),
    isNull(orders.paidAt),
    gt(orders.cancelledAt, sql`now() - ${seconds}::int * interval '1 second'`),
  );

/** The checkout being placed, as far as the hold limits look at it. */
export type HoldRequest = {
  lines: readonly CheckoutLineRow[];
  /** The goods' value (the cart total, VAT included). */
  valueKobo: number;
  /** Card orders the customer holds unpaid now, and those that ended unpaid within the cool-down. */
  openOrders: number;
  endedOrders: number;
};

type Totals = { lines: number; units: number; valueKobo: number };

/**
 * The customer's open unpaid card orders and those that ended unpaid within the cool-down, per product:
 * units, lines, goods' value, and when the last one of them that ended did.
 */
async function heldByProduct(tx: Tx, userId: number, cooldownSeconds: number) {
  return tx
    .select({
      productId: orderItems.productId,
      open: sql<boolean>`${orders.status} = 'pending'`,
      lines: sql<number>`count(*)::int`,
      units: sql<number>`sum(${orderItems.quantity})::int`,
      valueKobo: sql<number>`sum(${orderItems.lineTotalKobo})::bigint`.mapWith(Number),
      endedAt: sql<Date | null>`max(${orders.cancelledAt})`.mapWith((value) =>
        value === null ? null : new Date(value),
      ),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(or(unpaidOrdersOf(userId), endedUnpaidOf(userId, cooldownSeconds)))
    .groupBy(orderItems.productId, orders.status);
}

/**
 * Unpaid card orders take their units off sale until they are paid or released, so what one customer
 * may hold is capped (ADR 0030, ADR 0072):
 * - at most `orders` open unpaid orders, and `unitsPerProduct` units of one product across them;
 * - at most `lines` different items, `units` units and `valueKobo` of goods across them, counting
 *   with them the orders that ended unpaid within the cool-down (so cancel-and-checkout does not
 *   renew a hold) and the order being placed;
 * - a scarce product (at most `scarceStock` on the shelf) that was in an order of theirs that ended
 *   unpaid within the cool-down cannot be held by them again until it is over.
 * Answers how long this order holds: the full `unpaidOrderSeconds` while the customer's holds stay
 * within half of every cap, shrinking to `shortestHoldSeconds` as they reach a cap.
 *
 * Runs under the customer's cart lock (priceCheckout), so two checkouts of one customer are counted
 * one after the other; the customer's open unpaid orders are read FOR SHARE, so a cancel or a release
 * of one of them in flight either ends first (and its order counts as ended) or waits for this
 * checkout, which then cannot take the units that cancel gives back. Lock order (ADR 0027): the cart,
 * these orders, then the products. A wallet checkout is paid at once and holds nothing.
 */
export async function assertWithinHoldLimits(
  tx: Tx,
  userId: number,
  request: HoldRequest,
  limits: HoldLimits,
  unpaidOrderSeconds: number,
): Promise<number> {
  if (request.openOrders >= limits.orders) throw conflict(unpaidOrdersLimitMessage(limits.orders));

  const wanted = new Map<number, { name: string; quantity: number; stock: number }>();
  for (const line of request.lines) {
    const entry = wanted.get(line.product.id) ?? { name: line.product.name, quantity: 0, stock: 0 };
    entry.quantity += line.quantity;
    entry.stock = line.product.stock;
    wanted.set(line.product.id, entry);
  }
  const total: Totals = {
    lines: request.lines.length,
    units: request.lines.reduce((sum, line) => sum + line.quantity, 0),
    valueKobo: request.valueKobo,
  };
  const openUnits = new Map<number, number>();
  const endedAt = new Map<number, Date>();
  if (request.openOrders + request.endedOrders > 0) {
    if (request.openOrders > 0) {
      await tx.select({ id: orders.id }).from(orders).where(unpaidOrdersOf(userId)).for('share');
    }
    for (const row of await heldByProduct(tx, userId, limits.cooldownSeconds)) {
      total.lines += row.lines;
      total.units += row.units;
      total.valueKobo += row.valueKobo;
      if (row.productId === null) continue;
      if (row.open) openUnits.set(row.productId, row.units);
      else if (row.endedAt) endedAt.set(row.productId, row.endedAt);
    }
  }

  for (const [productId, { name, quantity, stock }] of wanted) {
    const already = openUnits.get(productId) ?? 0;
    if (already + quantity > limits.unitsPerProduct) {
      throw conflict(unpaidUnitsLimitMessage(name, limits.unitsPerProduct, already));
    }
    const ended = endedAt.get(productId);
    if (ended && stock <= limits.scarceStock) {
      throw conflict(scarceCooldownMessage(name, new Date(ended.getTime() + limits.cooldownSeconds * 1000)));
    }
  }
  const over = capExceeded(total, limits);
  if (over) throw conflict(unpaidHoldCapMessage(over, Math.round(limits.cooldownSeconds / 60)));
  return holdSeconds(total, limits, unpaidOrderSeconds);
}

function capExceeded(total: Totals, limits: HoldLimits): UnpaidHoldCap | null {
  if (total.lines > limits.lines) return { cap: 'lines', max: limits.lines, wouldHold: total.lines };
  if (total.units > limits.units) return { cap: 'units', max: limits.units, wouldHold: total.units };
  if (total.valueKobo > limits.valueKobo) {
    return { cap: 'value', maxKobo: limits.valueKobo, wouldHoldKobo: total.valueKobo };
  }
  return null;
}

/**
 * How long an order holds its units (ADR 0072): the full time while the customer's holds, with it, use
 * at most half of every cap (any real basket), then less in proportion, down to the shortest hold when
 * they fill a cap. A big hold costs the shop most, and its buyer has least reason to wait.
 */
export function holdSeconds(total: Totals, limits: HoldLimits, unpaidOrderSeconds: number): number {
  const share = Math.max(
    total.lines / limits.lines,
    total.units / limits.units,
    total.valueKobo / limits.valueKobo,
  );
  const shortest = Math.min(limits.shortestHoldSeconds, unpaidOrderSeconds);
  const past = Math.min(Math.max((share - 0.5) / 0.5, 0), 1);
  return Math.round(unpaidOrderSeconds - (unpaidOrderSeconds - shortest) * past);
}
