import { entityUuid } from '@oja/contract/ids';
import { eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { productAlerts, products } from '../../db/tables/catalog.ts';

/**
 * The one way a product's price or stock goes UP or DOWN in a way its savers care about: a price
 * change (ops) and a restock (ops, a cancelled or released order). Each runs in the caller's
 * transaction and, for a drop or a move back from sold out, queues one alert row for the product in
 * it (ADR 0074): the savers' notices are written by the alert job after the commit
 * (price-stock-alerts.ts), at most one per saver, product and kind a day. A cancel's transaction so
 * writes one small row per product, whatever the number of savers, and however many times the
 * product comes and goes before the job runs. Checkout taking units off sale does not come here:
 * nobody is told that a product sells.
 */

export type AlertKind = 'price_drop' | 'back_in_stock';

export type PriceChange = {
  productId: number;
  name: string;
  slug: string;
  previousKobo: number;
  priceKobo: number;
  /** Whether the savers are to be told (the price went down): the alert job tells them. */
  alerted: boolean;
};

export type StockChange = {
  productId: number;
  name: string;
  slug: string;
  previousQuantity: number;
  quantity: number;
  /** Whether the savers are to be told (the product came back from 0): the alert job tells them. */
  alerted: boolean;
};

/**
 * One row per product and kind: a second change before the job runs adds nothing (a price drop keeps
 * the price from before the first drop as its "was"). The product row is already locked by the
 * change, so this never waits on anything but the alert job taking the same row.
 */
async function queueAlert(tx: Tx, productId: number, kind: AlertKind, previousPriceKobo: number | null) {
  await tx.insert(productAlerts).values({ productId, kind, previousPriceKobo }).onConflictDoNothing();
}

/** A product as an operator names it: its uuid or its slug (the part after /product/ in its address). */
export async function findProductByReference(db: Executor, reference: string) {
  const key = entityUuid.safeParse(reference).success
    ? eq(products.uuid, reference)
    : eq(products.slug, reference);
  const [product] = await db
    .select({ id: products.id, name: products.name, slug: products.slug })
    .from(products)
    .where(key)
    .limit(1);
  return product ?? null;
}

/**
 * Sets the selling price. The crossed-out (actual) price stays, unless the new price passes it: then
 * it follows, as the catalogue never shows a selling price above the actual one. A lower price queues
 * an alert for the savers; the same price again, or a higher one, queues nothing.
 */
export async function changeProductPrice(
  tx: Tx,
  productId: number,
  newPriceKobo: number,
): Promise<PriceChange> {
  if (!Number.isSafeInteger(newPriceKobo) || newPriceKobo < 0) {
    throw new RangeError(`a price is a whole number of kobo, 0 or more; got ${newPriceKobo}`);
  }
  // The row lock orders concurrent changes: each compares with the price the one before it left.
  const [before] = await tx
    .select({ name: products.name, slug: products.slug, priceKobo: products.sellingPriceKobo })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!before) throw new Error(`product ${productId} does not exist`);
  await tx
    .update(products)
    .set({
      sellingPriceKobo: newPriceKobo,
      actualPriceKobo: sql`greatest(${products.actualPriceKobo}, ${newPriceKobo})`,
    })
    .where(eq(products.id, productId));
  const alerted = newPriceKobo < before.priceKobo;
  if (alerted) await queueAlert(tx, productId, 'price_drop', before.priceKobo);
  return {
    productId,
    name: before.name,
    slug: before.slug,
    previousKobo: before.priceKobo,
    priceKobo: newPriceKobo,
    alerted,
  };
}

/**
 * Puts `quantity` units (more than 0) on sale. Only the move from sold out to in stock queues an
 * alert for the savers: a restock of a product still in stock queues nothing.
 */
export async function restockProduct(tx: Tx, productId: number, quantity: number): Promise<StockChange> {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) {
    throw new RangeError(`a restock adds a whole number of units, more than 0; got ${quantity}`);
  }
  // One statement: the row lock makes the quantity it returns the one this restock left, so the
  // quantity before is exact even while orders take and give back units at the same time.
  const [after] = await tx
    .update(products)
    .set({ quantity: sql`${products.quantity} + ${quantity}` })
    .where(eq(products.id, productId))
    .returning({ name: products.name, slug: products.slug, quantity: products.quantity });
  if (!after) throw new Error(`product ${productId} does not exist`);
  const previousQuantity = after.quantity - quantity;
  const alerted = previousQuantity === 0;
  if (alerted) await queueAlert(tx, productId, 'back_in_stock', null);
  return {
    productId,
    name: after.name,
    slug: after.slug,
    previousQuantity,
    quantity: after.quantity,
    alerted,
  };
}

/**
 * Units of several lines back on sale (a cancelled or released order): one restock per product, in
 * product id order as checkout takes them, so the two never wait on each other's rows in a cycle.
 */
export async function restockLines(
  tx: Tx,
  lines: readonly { productId: number | null; quantity: number }[],
): Promise<StockChange[]> {
  const back = new Map<number, number>();
  for (const line of lines) {
    if (line.productId !== null && line.quantity > 0) {
      back.set(line.productId, (back.get(line.productId) ?? 0) + line.quantity);
    }
  }
  const changes: StockChange[] = [];
  for (const [productId, quantity] of [...back].sort(([a], [b]) => a - b)) {
    changes.push(await restockProduct(tx, productId, quantity));
  }
  return changes;
}
