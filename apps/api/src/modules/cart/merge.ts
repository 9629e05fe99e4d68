import type { CartAnswer, CartAttachAnswer, CartChange } from '@oja/contract/cart';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems, carts } from '../../db/tables/cart.ts';
import { products } from '../../db/tables/catalog.ts';
import { type CartOwner, cartTransaction, lockCart, lockOrCreateCart } from './lock.ts';
import { getCart, readLockedCart } from './read.ts';

type GuestLine = { itemKey: string; name: string; colors: string[]; sizes: string[]; quantity: number };

/**
 * What the shopper saw as a guest against what the cart holds after the merge (issue 54): lines
 * from the customer's earlier cart, quantities that grew or were capped, lines that could not stay.
 * Nothing when the guest cart was empty: the shopper then simply sees their own cart.
 */
function changesAgainst(guestLines: GuestLine[], cart: CartAnswer): CartChange[] {
  if (guestLines.length === 0) return [];
  const saw = new Map(guestLines.map((line) => [line.itemKey, line.quantity]));
  const changes: CartChange[] = [];
  for (const item of cart.cart_items) {
    const before = saw.get(item.key) ?? 0;
    if (item.quantity === before) continue;
    changes.push({
      uuid: item.uuid,
      key: item.key,
      name: item.product.name,
      colors: item.colors,
      sizes: item.sizes,
      before,
      after: item.quantity,
    });
  }
  const held = new Set(cart.cart_items.map((item) => item.key));
  for (const line of guestLines) {
    if (held.has(line.itemKey)) continue;
    changes.push({
      uuid: null,
      key: line.itemKey,
      name: line.name,
      colors: line.colors[0] ?? null,
      sizes: line.sizes[0] ?? null,
      before: line.quantity,
      after: 0,
    });
  }
  return changes;
}

/**
 * PUT cart/update-user-details: after login the guest's cart joins the customer's. Matching lines
 * (same key) add up; a product's lines together are capped at its stock; non-cart products are
 * dropped. The guest cart is then deleted, all in one transaction, so a retry cannot count twice
 * (and reports no change). The answer says which lines differ from the guest cart.
 */
export async function attachGuestCart(
  db: Db,
  userId: number,
  guestSessionId: number | undefined,
): Promise<CartAttachAnswer> {
  const owner: CartOwner = { userId };
  if (guestSessionId === undefined) return { ...(await getCart(db, owner)), changes: [] };
  return cartTransaction(db, async (tx) => {
    let guestLines: GuestLine[] = [];
    const cartId = await lockOrCreateCart(tx, owner);
    const guestCartId = await lockCart(tx, { guestSessionId });
    if (guestCartId !== null) {
      const lines = await tx
        .select({
          productId: cartItems.productId,
          name: products.name,
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
      guestLines = lines;
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
      for (const line of lines) {
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
    const cart = await readLockedCart(tx, cartId, owner);
    return { ...cart, changes: changesAgainst(guestLines, cart) };
  });
}
