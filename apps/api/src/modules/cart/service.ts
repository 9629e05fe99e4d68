import type { CartAddBody, CartAnswer, Variant } from '@oja/contract/cart';
import { cartStockMessage, messages, noPriceYetMessage } from '@oja/contract/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems } from '../../db/tables/cart.ts';
import { conflict, notFound, unprocessable } from '../../lib/http-errors.ts';
import {
  type CartOwner,
  COMMIT_WITHOUT_FLUSH,
  cartTransaction,
  createCart,
  lockCartForChange,
  touchCart,
} from './lock.ts';
import { LINE_COLUMNS, type LineRow, readLockedCart, writeLockedCart } from './read.ts';
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

function assertBuyable(product: CartProduct) {
  if (product.type !== 'product') throw unprocessable({ slug: [messages.notForCart] }, messages.notForCart);
  if (product.sellingPriceKobo <= 0) {
    throw conflict(noPriceYetMessage(product.name));
  }
}

type CartProductRow = {
  id: number;
  uuid: string;
  name: string;
  type: string;
  stock: number;
  selling_price_kobo: number | string | bigint;
  colors: string[];
  sizes: string[];
};

const toCartProduct = (row: CartProductRow): CartProduct => ({
  id: row.id,
  uuid: row.uuid,
  name: row.name,
  type: row.type,
  stock: row.stock,
  sellingPriceKobo: Number(row.selling_price_kobo),
  colors: row.colors,
  sizes: row.sizes,
});

/**
 * The CTEs `written` and `removed` of a write to the cart's lines (see `writeLockedCart`): `lines`
 * become the product's lines, each by key; `adding` adds its quantities to the lines' own (cart/add),
 * otherwise they replace them. `drop` names lines (keys) to delete.
 */
function linesWrite(
  cartId: number,
  productId: number,
  lines: VariantLine[],
  opts: { adding: boolean; affiliateId?: string | null; drop?: string[] },
) {
  const values = JSON.stringify(
    lines.map(({ key, color, size, quantity }) => ({ key, color, size, quantity })),
  );
  const quantity = opts.adding
    ? sql.raw('cart_items.quantity + excluded.quantity')
    : sql.raw('excluded.quantity');
  return sql`written as (
  insert into cart_items (cart_id, product_id, item_key, colors, sizes, quantity, affiliate_id)
  select ${cartId}::int, ${productId}::int, v.key, array_remove(array[v.color], null), array_remove(array[v.size], null),
   v.quantity, ${opts.affiliateId ?? null}::text
  from json_to_recordset(${values}::json) as v(key text, color text, size text, quantity int)
  where true
  on conflict (cart_id, item_key) do update
   set quantity = ${quantity}, affiliate_id = coalesce(excluded.affiliate_id, cart_items.affiliate_id)
  returning ${LINE_COLUMNS}
 ),
 removed as (
  delete from cart_items where cart_id = ${cartId}::int and item_key = any(${sql.param(opts.drop ?? [])}::text[]) returning id
 )`;
}

/** The product's lines together may not exceed its stock (checked on the lines as written). */
function assertWithinStock(product: { id: number; name: string; stock: number }) {
  return (lines: LineRow[]) => {
    let wanted = 0;
    for (const line of lines) if (line.product.id === product.id) wanted += line.quantity;
    if (wanted > product.stock) throw conflict(cartStockMessage(product.name, product.stock, wanted));
  };
}

/**
 * POST cart/add. Without a variant list, `quantity` of the first colour and size; with one, each
 * combination becomes (or adds to) its own line. The product's lines together never exceed its stock.
 * Four statements: the product read with the cart's lock (which turns off the commit's flush wait),
 * the lines written and the cart read back in one, and the transaction's begin and commit.
 */
export async function addToCart(db: Db, owner: CartOwner, body: CartAddBody): Promise<CartAnswer> {
  return cartTransaction(db, async (tx) => {
    const { rows } = await tx.execute<
      CartProductRow & { cart_id: number | null }
    >(sql`with ${touchCart(owner)}
 select p.id, p.uuid, p.name, p.type, p.quantity as stock, p.selling_price_kobo, p.colors, p.sizes,
  (select id from touched) as cart_id, ${COMMIT_WITHOUT_FLUSH}
 from products p where p.slug = ${body.slug} limit 1`);
    const row = rows[0];
    if (!row) throw notFound(messages.productUnavailable);
    const product = toCartProduct(row);
    assertBuyable(product);
    const requested: Variant[] = body.variants?.length ? body.variants : [{ quantity: body.quantity }];
    const adding = resolveVariants(product.uuid, product, requested).filter((line) => line.quantity > 0);
    if (adding.length === 0) {
      throw unprocessable({ variants: [messages.quantityAtLeastOne] });
    }
    // The touch locked the cart before anything under its lock is read (the lines, next statement).
    const cartId = row.cart_id ?? (await createCart(tx, owner));
    const write = linesWrite(cartId, product.id, adding, { adding: true, affiliateId: body.affiliate_id });
    return writeLockedCart(tx, cartId, owner, write, assertWithinStock(product));
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
    const cartId = await lockCartForChange(tx, owner);
    if (cartId === null) throw notFound(messages.cartItemNotFound);
    const { rows } = await tx.execute<CartProductRow & { item_colors: string[]; item_sizes: string[] }>(
      sql`select i.colors as item_colors, i.sizes as item_sizes, p.id, p.uuid, p.name, p.type, p.quantity as stock,
 p.selling_price_kobo, p.colors, p.sizes
 from cart_items i join products p on p.id = i.product_id
 where i.uuid = ${itemUuid}::uuid and i.cart_id = ${cartId}::int limit 1`,
    );
    const item = rows[0];
    if (!item) throw notFound(messages.cartItemNotFound);
    const product = toCartProduct(item);
    const fallback = { color: item.item_colors[0] ?? null, size: item.item_sizes[0] ?? null };
    const changes = resolveVariants(product.uuid, product, variants, fallback);
    const keep = changes.filter((line) => line.quantity > 0);
    const drop = changes.filter((line) => line.quantity === 0).map((line) => line.key);
    if (keep.length > 0) assertBuyable(product);
    const write = linesWrite(cartId, product.id, keep, { adding: false, drop });
    return writeLockedCart(tx, cartId, owner, write, keep.length > 0 ? assertWithinStock(product) : () => {});
  });
}

/** DELETE cart/items/{uuid}: only from the caller's own cart (anyone else's uuid is a 404). */
export async function removeItem(db: Db, owner: CartOwner, itemUuid: string): Promise<CartAnswer> {
  return cartTransaction(db, async (tx) => {
    const cartId = await lockCartForChange(tx, owner);
    if (cartId === null) throw notFound(messages.cartItemNotFound);
    const removed = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.uuid, itemUuid), eq(cartItems.cartId, cartId)))
      .returning({ id: cartItems.id });
    if (removed.length === 0) throw notFound(messages.cartItemNotFound);
    return readLockedCart(tx, cartId, owner);
  });
}
