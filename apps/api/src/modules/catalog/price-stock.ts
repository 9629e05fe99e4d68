import { entityUuid } from '@oja/contract/ids';
import { formatNaira } from '@oja/contract/money';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { products } from '../../db/tables/catalog.ts';
import { savedItems } from '../../db/tables/saved.ts';
import { notifyAll } from '../engagement/notifications.ts';

/**
 * The one way a product's price or stock goes UP or DOWN in a way its savers care about: a price
 * change (ops) and a restock (ops, a cancelled or released order). Each runs in the caller's
 * transaction and writes the savers' notifications in it, so a notice exists exactly when the change
 * does. Checkout taking units off sale does not come here: nobody is told that a product sells.
 */

export type PriceChange = {
  productId: number;
  name: string;
  slug: string;
  previousKobo: number;
  priceKobo: number;
  /** Customers told of a price drop (0 unless the price went down). */
  notified: number;
};

export type StockChange = {
  productId: number;
  name: string;
  slug: string;
  previousQuantity: number;
  quantity: number;
  /** Customers told the product is back in stock (0 unless it came back from 0). */
  notified: number;
};

const productLink = (slug: string) => `/product/${slug}`;

/** The customers who keep the product in their saved items, in id order. */
async function saversOf(tx: Executor, productId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: savedItems.userId })
    .from(savedItems)
    .where(eq(savedItems.productId, productId))
    .orderBy(asc(savedItems.userId));
  return rows.map((row) => row.userId);
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
 * it follows, as the catalogue never shows a selling price above the actual one. A lower price tells
 * every saver once; the same price again, or a higher one, tells nobody.
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
  let notified = 0;
  if (newPriceKobo < before.priceKobo) {
    notified = await notifyAll(tx, await saversOf(tx, productId), {
      kind: 'price_drop',
      title: `Price drop: ${before.name}`,
      body: `${before.name} is now ${formatNaira(newPriceKobo)} (was ${formatNaira(before.priceKobo)}).`,
      link: productLink(before.slug),
    });
  }
  return {
    productId,
    name: before.name,
    slug: before.slug,
    previousKobo: before.priceKobo,
    priceKobo: newPriceKobo,
    notified,
  };
}

/**
 * Puts `quantity` units (more than 0) on sale. Only the move from sold out to in stock tells the
 * savers: a restock of a product still in stock tells nobody, so a saver hears once per time the
 * product comes back, however many restocks follow.
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
  let notified = 0;
  if (previousQuantity === 0) {
    notified = await notifyAll(tx, await saversOf(tx, productId), {
      kind: 'back_in_stock',
      title: `Back in stock: ${after.name}`,
      body: `${after.name} is available again. Order it before it sells out.`,
      link: productLink(after.slug),
    });
  }
  return {
    productId,
    name: after.name,
    slug: after.slug,
    previousQuantity,
    quantity: after.quantity,
    notified,
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
