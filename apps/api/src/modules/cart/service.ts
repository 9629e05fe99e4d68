import type { CartAddBody, CartAnswer, CartItem, Variant } from '@oja/contract/cart';
import { koboToNaira, sumKobo, withVatKobo } from '@oja/contract/money';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conflict, notFound, unprocessable } from '../../lib/http-errors.ts';
import { type CardRow, cardCategoryJoin, cardColumns, savedAmong, toCard } from '../catalog/cards.ts';
import { categories, products } from '../catalog/tables.ts';
import { cartItems, carts } from './tables.ts';
import { NOT_FOR_CART, resolveVariants, stockConflict, type VariantLine } from './variants.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** Whose cart: a signed-in customer's, or a guest session's (spec section 6). */
export type CartOwner = { userId: number } | { guestSessionId: number };

const ownedBy = (owner: CartOwner) =>
  'userId' in owner ? eq(carts.userId, owner.userId) : eq(carts.guestSessionId, owner.guestSessionId);

/**
 * Every change to a cart first locks its row, so one shopper's concurrent calls (double taps, several
 * tabs, 50 parallel adds) run one after another and each sees the previous one's lines: the stock check
 * and the write cannot interleave. Other shoppers' carts are not blocked.
 */
async function lockCart(tx: Tx, owner: CartOwner): Promise<number | null> {
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(ownedBy(owner)).for('update');
  return cart?.id ?? null;
}

async function lockOrCreateCart(tx: Tx, owner: CartOwner): Promise<number> {
  const existing = await lockCart(tx, owner);
  if (existing !== null) return existing;
  // A parallel first add may create it at the same moment: the unique owner column lets one win.
  await tx.insert(carts).values(owner).onConflictDoNothing();
  const created = await lockCart(tx, owner);
  if (created === null) throw new Error('cart row missing after insert');
  return created;
}

async function findCartId(db: Executor, owner: CartOwner): Promise<number | null> {
  const [cart] = await db.select({ id: carts.id }).from(carts).where(ownedBy(owner)).limit(1);
  return cart?.id ?? null;
}

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
async function readLockedCart(tx: Tx, cartId: number, owner: CartOwner): Promise<CartAnswer> {
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
  return db.transaction(async (tx) => {
    await lockCart(tx, owner);
    return readLockedCart(tx, cartId, owner);
  });
}

type CartProduct = {
  id: number;
  uuid: string;
  name: string;
  type: string;
  stock: number;
  sellingPriceKobo: number;
  colors: string[];
  sizes: string[];
};

const cartProductColumns = {
  id: products.id,
  uuid: products.uuid,
  name: products.name,
  type: products.type,
  stock: products.quantity,
  sellingPriceKobo: products.sellingPriceKobo,
  colors: products.colors,
  sizes: products.sizes,
};

function assertBuyable(product: CartProduct) {
  if (product.type !== 'product') throw unprocessable({ slug: [NOT_FOR_CART] }, NOT_FOR_CART);
  if (product.sellingPriceKobo <= 0) {
    throw conflict(`${product.name} has no price yet. Contact the vendor for its price.`);
  }
}

/** How many of the product the cart holds on lines other than `except`. */
async function productLines(tx: Tx, cartId: number, productId: number) {
  return tx
    .select({ itemKey: cartItems.itemKey, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)));
}

/** Writes lines with absolute quantities: an existing line (same key) takes the new quantity. */
async function upsertLines(
  tx: Tx,
  cartId: number,
  productId: number,
  lines: VariantLine[],
  affiliateId?: string | null,
) {
  if (lines.length === 0) return;
  await tx
    .insert(cartItems)
    .values(
      lines.map((line) => ({
        cartId,
        productId,
        itemKey: line.key,
        colors: line.color ? [line.color] : [],
        sizes: line.size ? [line.size] : [],
        quantity: line.quantity,
        affiliateId: affiliateId ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.itemKey],
      set: {
        quantity: sql`excluded.quantity`,
        affiliateId: sql`coalesce(excluded.affiliate_id, ${cartItems.affiliateId})`,
      },
    });
}

/**
 * POST cart/add. Without a variant list, `quantity` of the first colour and size; with one, each
 * combination becomes (or adds to) its own line. The product's lines together never exceed its stock.
 */
export async function addToCart(db: Db, owner: CartOwner, body: CartAddBody): Promise<CartAnswer> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select(cartProductColumns)
      .from(products)
      .where(eq(products.slug, body.slug))
      .limit(1);
    if (!product) throw notFound('This product is no longer available.');
    assertBuyable(product);
    const requested: Variant[] = body.variants?.length ? body.variants : [{ quantity: body.quantity }];
    const adding = resolveVariants(product.uuid, product, requested).filter((line) => line.quantity > 0);
    if (adding.length === 0) {
      throw unprocessable({ variants: ['Choose a quantity of at least 1.'] });
    }

    const cartId = await lockOrCreateCart(tx, owner);
    const existing = await productLines(tx, cartId, product.id);
    const held = new Map(existing.map((line) => [line.itemKey, line.quantity]));
    const wanted =
      existing.reduce((sum, line) => sum + line.quantity, 0) + adding.reduce((sum, l) => sum + l.quantity, 0);
    if (wanted > product.stock) throw stockConflict(product.name, product.stock, wanted);

    const lines = adding.map((line) => ({ ...line, quantity: (held.get(line.key) ?? 0) + line.quantity }));
    await upsertLines(tx, cartId, product.id, lines, body.affiliate_id);
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
    return readLockedCart(tx, cartId, owner);
  });
}

const ITEM_NOT_FOUND = 'This item is not in your cart.';

/**
 * PUT cart/{uuid}/product-quantity. Each variant sets the quantity of one combination of the line's
 * product (a variant naming neither colour nor size is the line itself); 0 removes that combination,
 * so all zeros remove the item. Another shopper's line is simply not found (404).
 */
export async function setQuantities(
  db: Db,
  owner: CartOwner,
  itemUuid: string,
  variants: Variant[],
): Promise<CartAnswer> {
  return db.transaction(async (tx) => {
    const cartId = await lockCart(tx, owner);
    if (cartId === null) throw notFound(ITEM_NOT_FOUND);
    const [item] = await tx
      .select({ colors: cartItems.colors, sizes: cartItems.sizes, product: cartProductColumns })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.uuid, itemUuid), eq(cartItems.cartId, cartId)))
      .limit(1);
    if (!item) throw notFound(ITEM_NOT_FOUND);
    const { product } = item;
    const fallback = { color: item.colors[0] ?? null, size: item.sizes[0] ?? null };
    const changes = resolveVariants(product.uuid, product, variants, fallback);
    const keep = changes.filter((line) => line.quantity > 0);
    const drop = changes.filter((line) => line.quantity === 0).map((line) => line.key);

    if (keep.length > 0) {
      assertBuyable(product);
      const changed = new Set(changes.map((line) => line.key));
      const others = (await productLines(tx, cartId, product.id))
        .filter((line) => !changed.has(line.itemKey))
        .reduce((sum, line) => sum + line.quantity, 0);
      const wanted = others + keep.reduce((sum, line) => sum + line.quantity, 0);
      if (wanted > product.stock) throw stockConflict(product.name, product.stock, wanted);
    }
    if (drop.length > 0) {
      await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), inArray(cartItems.itemKey, drop)));
    }
    await upsertLines(tx, cartId, product.id, keep);
    return readLockedCart(tx, cartId, owner);
  });
}

/** DELETE cart/items/{uuid}: only from the caller's own cart (anyone else's uuid is a 404). */
export async function removeItem(db: Db, owner: CartOwner, itemUuid: string): Promise<CartAnswer> {
  return db.transaction(async (tx) => {
    const cartId = await lockCart(tx, owner);
    if (cartId === null) throw notFound(ITEM_NOT_FOUND);
    const removed = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.uuid, itemUuid), eq(cartItems.cartId, cartId)))
      .returning({ id: cartItems.id });
    if (removed.length === 0) throw notFound(ITEM_NOT_FOUND);
    return readLockedCart(tx, cartId, owner);
  });
}

/**
 * PUT cart/update-user-details: after login the guest's cart joins the customer's. Matching lines
 * (same key) add up; a product's lines together are capped at its stock; non-cart products are
 * dropped. The guest cart is then deleted, all in one transaction, so a retry cannot count twice.
 */
export async function attachGuestCart(
  db: Db,
  userId: number,
  guestSessionId: number | undefined,
): Promise<CartAnswer> {
  const owner: CartOwner = { userId };
  if (guestSessionId === undefined) return getCart(db, owner);
  return db.transaction(async (tx) => {
    const cartId = await lockOrCreateCart(tx, owner);
    const guestCartId = await lockCart(tx, { guestSessionId });
    if (guestCartId !== null) {
      const guestLines = await tx
        .select({
          productId: cartItems.productId,
          itemKey: cartItems.itemKey,
          colors: cartItems.colors,
          sizes: cartItems.sizes,
          quantity: cartItems.quantity,
          affiliateId: cartItems.affiliateId,
          stock: products.quantity,
          type: products.type,
        })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .where(eq(cartItems.cartId, guestCartId))
        .orderBy(asc(cartItems.id));
      const userLines = await tx
        .select({ productId: cartItems.productId, itemKey: cartItems.itemKey, quantity: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.cartId, cartId));
      const held = new Map(userLines.map((line) => [line.itemKey, line.quantity]));
      const perProduct = new Map<number, number>();
      for (const line of userLines) {
        perProduct.set(line.productId, (perProduct.get(line.productId) ?? 0) + line.quantity);
      }
      const merged = [];
      for (const line of guestLines) {
        if (line.type !== 'product') continue;
        const inCart = perProduct.get(line.productId) ?? 0;
        const adding = Math.min(line.quantity, Math.max(line.stock - inCart, 0));
        if (adding <= 0) continue;
        perProduct.set(line.productId, inCart + adding);
        const quantity = (held.get(line.itemKey) ?? 0) + adding;
        held.set(line.itemKey, quantity);
        merged.push({ ...line, quantity });
      }
      if (merged.length > 0) {
        await tx
          .insert(cartItems)
          .values(
            merged.map((line) => ({
              cartId,
              productId: line.productId,
              itemKey: line.itemKey,
              colors: line.colors,
              sizes: line.sizes,
              quantity: line.quantity,
              affiliateId: line.affiliateId,
            })),
          )
          .onConflictDoUpdate({
            target: [cartItems.cartId, cartItems.itemKey],
            set: {
              quantity: sql`excluded.quantity`,
              affiliateId: sql`coalesce(${cartItems.affiliateId}, excluded.affiliate_id)`,
            },
          });
      }
      await tx.delete(carts).where(eq(carts.id, guestCartId));
    }
    return readLockedCart(tx, cartId, owner);
  });
}
