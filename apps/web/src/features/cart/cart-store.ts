import { useEffect } from 'react';
import { useStore } from '../../lib/create-store';
import { type CartState, cartStore, EMPTY_CART } from './cart-state';
import { startCartSync } from './cart-sync';

export type { CartState } from './cart-state';

/** The header and mobile menu badge: the number of cart lines. Mounting it loads the server cart. */
export function useCartCount(): number {
  useEffect(startCartSync, []);
  return useStore(cartStore).itemCount;
}

/** The whole local cart, loaded from the server on first use. */
export function useCart(): CartState {
  useEffect(startCartSync, []);
  return useStore(cartStore);
}

/** Logout empties the local cart (spec section 4); the next read loads the guest's cart. */
export function resetCart(): void {
  cartStore.set(EMPTY_CART);
}
