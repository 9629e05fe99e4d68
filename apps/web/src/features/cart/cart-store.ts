import { createStore, useStore } from '../../lib/create-store';

/**
 * The local cart (spec section 3). The cart issue fills it from GET cart/items; until then it is
 * empty and only drives the header and menu badges.
 */
export type CartState = { itemCount: number; totalAmountToBePaid: number };

const EMPTY_CART: CartState = { itemCount: 0, totalAmountToBePaid: 0 };

export const cartStore = createStore<CartState>(EMPTY_CART);

export function useCartCount(): number {
  return useStore(cartStore).itemCount;
}

/** Logout empties the local cart (spec section 4). */
export function resetCart(): void {
  cartStore.set(EMPTY_CART);
}
