import type { CartAnswer, CartItem } from '@oja/contract/cart';
import { koboToNaira, sumKobo, withVatKobo } from '@oja/contract/money';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { cartItems } from '../../db/tables/cart.ts';
import { categories, products } from '../../db/tables/catalog.ts';
import { type CardRow, cardCategoryJoin, cardColumns, savedAmong, toCard } from '../catalog/cards.ts';
import { type CartOwner, cartTransaction, findCartId, lockCart } from './lock.ts';

/** A cart line with its product as a card reads it (`product.quantity` is the product's stock). */
type LineRow = {
  id: number;
  uuid: string;
  itemKey: string;
  colors: string[];
  sizes: string[];
  quantity: number;
  groupReferenceId: string | null;
  product: CardRow;
};

type Lines = { rows: LineRow[]; saved: ReadonlySet<number> };

/** The lines in one query whatever their number; which of their products the customer saved, in one more. */
async function selectLines(db: Executor, cartId: number, userId: number | undefined): Promise<Lines> {
  const rows: LineRow[] = await db
    .select({
      id: cartItems.id,
      uuid: cartItems.uuid,
      itemKey: cartItems.itemKey,
      colors: cartItems.colors,
      sizes: cartItems.sizes,
      quantity: cartItems.quantity,
      groupReferenceId: cartItems.groupReferenceId,
      product: cardColumns,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(categories, cardCategoryJoin)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id));
  const saved = await savedAmong(
    db,
    userId,
    rows.map((row) => row.product.id),
  );
  return { rows, saved };
}

/**
 * Lines that can no longer be bought as they stand: products that stopped being cart items, or stock
 * that fell below what the cart holds (newest lines give way first). Answers the fixes to apply.
 */
function repairsOf({ rows }: Lines) {
  const remove: number[] = [];
  const reduce: { id: number; quantity: number }[] = [];
  const left = new Map<number, number>();
  for (const line of rows) {
    if (line.product.type !== 'product') {
      remove.push(line.id);
      continue;
    }
    const room = left.get(line.product.id) ?? line.product.quantity;
    const keep = Math.min(line.quantity, Math.max(room, 0));
    left.set(line.product.id, room - keep);
    if (keep === 0) remove.push(line.id);
    else if (keep < line.quantity) reduce.push({ id: line.id, quantity: keep });
  }
  return { remove, reduce, needed: remove.length + reduce.length > 0 };
}

async function applyRepairs(tx: Tx, repairs: ReturnType<typeof repairsOf>) {
  if (repairs.remove.length > 0) await tx.delete(cartItems).where(inArray(cartItems.id, repairs.remove));
  for (const { id, quantity } of repairs.reduce) {
    await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, id));
  }
}

/**
 * What one of the product costs now: its current selling price with VAT, the `vat_selling_price` its
 * card and product page show (ADR 0005), so the cart charges what the shopper saw.
 */
const unitPriceKobo = (product: CardRow) => withVatKobo(product.sellingPriceKobo, product.vatRateBp);
const lineTotalKobo = (line: LineRow) => unitPriceKobo(line.product) * line.quantity;

function toCartItem(line: LineRow, saved: ReadonlySet<number>): CartItem {
  const color = line.colors[0] ?? null;
  const size = line.sizes[0] ?? null;
  return {
    id: line.id,
    uuid: line.uuid,
    product: toCard(line.product, saved.has(line.product.id)),
    quantity: line.quantity,
    colors: color,
    sizes: size,
    variants: [{ colors: color, sizes: size, quantity: line.quantity }],
    group_reference_id: line.groupReferenceId,
    key: line.itemKey,
    unit_price: koboToNaira(unitPriceKobo(line.product)),
    line_total: koboToNaira(lineTotalKobo(line)),
  };
}

/** Prices are always the product's current VAT-inclusive selling price; the total is summed in kobo. */
function toAnswer({ rows, saved }: Lines): CartAnswer {
  const total = sumKobo(...rows.map(lineTotalKobo));
  return {
    cart_items: rows.map((line) => toCartItem(line, saved)),
    total_amount_to_be_paid: koboToNaira(total),
  };
}

const userIdOf = (owner: CartOwner) => ('userId' in owner ? owner.userId : undefined);

/** Reads a cart inside a transaction that already holds its lock, repairing it if needed. */
export async function readLockedCart(tx: Tx, cartId: number, owner: CartOwner): Promise<CartAnswer> {
  let lines = await selectLines(tx, cartId, userIdOf(owner));
  const repairs = repairsOf(lines);
  if (repairs.needed) {
    await applyRepairs(tx, repairs);
    lines = await selectLines(tx, cartId, userIdOf(owner));
  }
  return toAnswer(lines);
}

export const EMPTY_CART: CartAnswer = { cart_items: [], total_amount_to_be_paid: 0 };

/** GET cart/items: reading never creates a cart; repairs take the lock only when something is off. */
export async function getCart(db: Db, owner: CartOwner): Promise<CartAnswer> {
  const cartId = await findCartId(db, owner);
  if (cartId === null) return EMPTY_CART;
  const lines = await selectLines(db, cartId, userIdOf(owner));
  if (!repairsOf(lines).needed) return toAnswer(lines);
  return cartTransaction(db, async (tx) => {
    await lockCart(tx, owner);
    return readLockedCart(tx, cartId, owner);
  });
}
