import { z } from 'zod';
import { nairaAmount } from './amounts.ts';
import { productCard } from './catalog.ts';
import { entityUuid } from './ids.ts';

/** One colour/size combination of a cart item; quantity 0 removes that combination. */
export const variant = z.object({
  colors: z.string().trim().max(100).nullable().optional(),
  sizes: z.string().trim().max(100).nullable().optional(),
  quantity: z.number().int().min(0).max(100_000),
});
export type Variant = z.infer<typeof variant>;

/** POST cart/add. Without variants, quantity 1 of the first colour and size is added (spec section 4). */
export const cartAddBody = z.object({
  slug: z.string().trim().min(1).max(200),
  quantity: z.number().int().min(1).max(100_000),
  affiliate_id: z.string().trim().max(100).nullable().optional(),
  variants: z.array(variant).max(100).optional(),
});
export type CartAddBody = z.infer<typeof cartAddBody>;

export const cartItem = z.object({
  id: z.number().int(),
  uuid: entityUuid,
  product: productCard,
  quantity: z.number().int().nonnegative(),
  colors: z.string().nullable(),
  sizes: z.string().nullable(),
  variants: z.array(variant),
  group_reference_id: z.string().nullable(),
  key: z.string(),
  unit_price: nairaAmount,
  line_total: nairaAmount,
});
export type CartItem = z.infer<typeof cartItem>;

/** GET cart/items, POST cart/add, PUT cart/update-user-details (guest cart attached on login). */
export const cartAnswer = z.object({
  cart_items: z.array(cartItem),
  total_amount_to_be_paid: nairaAmount,
});
export type CartAnswer = z.infer<typeof cartAnswer>;

/**
 * A line that attaching the guest cart at login changed (issue 54): \`before\` is what the guest cart
 * held of it (what the shopper last saw), \`after\` what the cart holds now (0: the line is gone,
 * e.g. no stock left for it). Lines from the customer's earlier cart come with \`before\` 0.
 */
export const cartChange = z.object({
  /** The line in the cart now; null when it is gone. */
  uuid: entityUuid.nullable(),
  key: z.string(),
  name: z.string(),
  colors: z.string().nullable(),
  sizes: z.string().nullable(),
  before: z.number().int().nonnegative(),
  after: z.number().int().nonnegative(),
});
export type CartChange = z.infer<typeof cartChange>;

/**
 * PUT cart/update-user-details: the cart answer plus what the merge changed against the guest cart.
 * Empty when there was no guest cart, or when the customer's cart held nothing that changed it.
 */
export const cartAttachAnswer = cartAnswer.extend({ changes: z.array(cartChange) });
export type CartAttachAnswer = z.infer<typeof cartAttachAnswer>;

/** PUT cart/{uuid}/product-quantity. All quantities 0 removes the item. */
export const cartQuantityBody = z.object({ variants: z.array(variant).min(1).max(100) });
export type CartQuantityBody = z.infer<typeof cartQuantityBody>;

export const cartItemParams = z.object({ uuid: entityUuid });
export type CartItemParams = z.infer<typeof cartItemParams>;

/**
 * The key that identifies a cart line on both sides (spec section 3): the product uuid plus
 * optional '+colors' and '+sizes' parts.
 */
export function cartItemKey(productUuid: string, colors?: string | null, sizes?: string | null): string {
  return [productUuid, colors, sizes].filter((part): part is string => Boolean(part)).join('+');
}

export { itemCountOf, itemsText } from './cart-count.ts';
