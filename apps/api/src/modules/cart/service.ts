import type { CartAddBody, CartAnswer, Variant } from '@oja/contract/cart';
import { cartStockMessage, messages, noPriceYetMessage } from '@oja/contract/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cartItems } from '../../db/tables/cart.ts';
import { products } from '../../db/tables/catalog.ts';
import { conflict, notFound, unprocessable } from '../../lib/http-errors.ts';
import { type CartOwner, cartTransaction, lockCart, lockOrCreateCart } from './lock.ts';
import { readLockedCart } from './read.ts';
import { resolveVariants, type VariantLine } from './variants.ts';

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
  if (product.type !== 'product') throw unprocessable({ slug: [messages.notForCart] }, messages.notForCart);
  if (product.sellingPriceKobo <= 0) {
    throw conflict(noPriceYetMessage(product.name));
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
  return cartTransaction(db, async (tx) => {
    const [product] = await tx
      .select(cartProductColumns)
      .from(products)
      .where(eq(products.slug, body.slug))
      .limit(1);
    if (!product) throw notFound(messages.productUnavailable);
    assertBuyable(product);
    const requested: Variant[] = body.variants?.length ? body.variants : [{ quantity: body.quantity }];
    const adding = resolveVariants(product.uuid, product, requested).filter((line) => line.quantity > 0);
    if (adding.length === 0) {
      throw unprocessable({ variants: [messages.quantityAtLeastOne] });
    }

    const cartId = await lockOrCreateCart(tx, owner);
    const existing = await productLines(tx, cartId, product.id);
    const held = new Map(existing.map((line) => [line.itemKey, line.quantity]));
    const wanted =
      existing.reduce((sum, line) => sum + line.quantity, 0) + adding.reduce((sum, l) => sum + l.quantity, 0);
    if (wanted > product.stock) throw conflict(cartStockMessage(product.name, product.stock, wanted));

    const lines = adding.map((line) => ({ ...line, quantity: (held.get(line.key) ?? 0) + line.quantity }));
    await upsertLines(tx, cartId, product.id, lines, body.affiliate_id);
    return readLockedCart(tx, cartId, owner);
  });
}

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
  return cartTransaction(db, async (tx) => {
    const cartId = await lockCart(tx, owner);
    if (cartId === null) throw notFound(messages.cartItemNotFound);
    const [item] = await tx
      .select({ colors: cartItems.colors, sizes: cartItems.sizes, product: cartProductColumns })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.uuid, itemUuid), eq(cartItems.cartId, cartId)))
      .limit(1);
    if (!item) throw notFound(messages.cartItemNotFound);
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
      if (wanted > product.stock) throw conflict(cartStockMessage(product.name, product.stock, wanted));
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
  return cartTransaction(db, async (tx) => {
    const cartId = await lockCart(tx, owner);
    if (cartId === null) throw notFound(messages.cartItemNotFound);
    const removed = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.uuid, itemUuid), eq(cartItems.cartId, cartId)))
      .returning({ id: cartItems.id });
    if (removed.length === 0) throw notFound(messages.cartItemNotFound);
    return readLockedCart(tx, cartId, owner);
  });
}
