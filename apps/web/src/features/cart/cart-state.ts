import type { CartAnswer, CartItem } from '@oja/contract/cart';
import { itemCountOf } from '@oja/contract/cart-count';
import { koboToNaira, nairaToKobo } from '@oja/contract/money';
import { createStore } from '../../lib/create-store';
import { hasCartSession } from '../../lib/session';

/**
 * The local cart (spec section 3): the last cart the server answered, plus the shopper's own
 * changes while they are on their way (rolled back if the server refuses). `status` says whether it
 * has been fetched for the current session.
 */
export type CartState = {
  /** Units, not lines (ADR 0043): what the badge, the cart page and the mobile menu show. */
  itemCount: number;
  totalAmountToBePaid: number;
  items: CartItem[];
  status: 'idle' | 'loading' | 'ready' | 'error';
};

export const EMPTY_CART: CartState = { itemCount: 0, totalAmountToBePaid: 0, items: [], status: 'idle' };

export const cartStore = createStore<CartState>(EMPTY_CART);

/** The state for a list of lines, its total summed in kobo. */
export function cartStateOf(items: CartItem[], status: CartState['status'] = 'ready'): CartState {
  const totalKobo = items.reduce((sum, item) => sum + nairaToKobo(item.line_total), 0);
  return { items, itemCount: itemCountOf(items), totalAmountToBePaid: koboToNaira(totalKobo), status };
}

/** The cart of a browser that holds no session: empty, known without asking the server. */
export const KNOWN_EMPTY_CART: CartState = cartStateOf([]);

/**
 * What the cart's first render shows (ADR 53): for a browser that holds no session (its session
 * mark cookie is missing), the empty cart; for one that does, the cart not loaded yet (the page's
 * skeleton), filled in by the browser. The server reads the request's cookie (entry-server.tsx),
 * the browser what the server read, from the page's state (start.tsx): hydration draws what the
 * server drew, whatever this browser's storage says.
 */
export function setServerCartSource(holdsSession: () => boolean): void {
  cartStore.setInitialSource(() => (holdsSession() ? EMPTY_CART : KNOWN_EMPTY_CART));
}

/**
 * Before the browser's first render: a browser that cannot have a cart on the server has the empty
 * cart at once (as loadCart would set it), so after hydration the page goes on showing it instead of
 * the skeleton while the cart's code loads. One that can keeps the cart not loaded, and loads it.
 */
export function settleCartWithoutSession(): void {
  if (!hasCartSession()) cartStore.set(KNOWN_EMPTY_CART);
}

export function setCartFromAnswer(answer: CartAnswer): void {
  cartStore.set({
    items: answer.cart_items,
    itemCount: itemCountOf(answer.cart_items),
    totalAmountToBePaid: answer.total_amount_to_be_paid,
    status: 'ready',
  });
}

/** A line with a new quantity, its line total recomputed in kobo. */
export function withQuantity(item: CartItem, quantity: number): CartItem {
  const lineTotal = koboToNaira(nairaToKobo(item.unit_price) * quantity);
  return {
    ...item,
    quantity,
    line_total: lineTotal,
    variants: item.variants.map((variant) => ({ ...variant, quantity })),
  };
}

/** The most of a line the shopper may ask for: the product's stock less its other lines in the cart. */
export function maxQuantityFor(item: CartItem, items: CartItem[]): number {
  const others = items
    .filter((other) => other.product.uuid === item.product.uuid && other.uuid !== item.uuid)
    .reduce((sum, other) => sum + other.quantity, 0);
  return Math.max(item.product.quantity - others, 0);
}
