import { useEffect } from 'react';
import { useStore, useStoreSelector } from '../../lib/create-store';
import { type CartState, cartStore, EMPTY_CART } from './cart-state';

/** The sync's code, asked for once: every card's effect starts the sync, and each dynamic import
 * runs Vite's preload helper (a document query per file it needs) while the page hydrates. */
let syncCode: Promise<typeof import('./cart-sync')> | null = null;

/**
 * Loads the server cart on first use. The sync's code (cart-sync, its API calls) is a chunk of its
 * own: the header's badge is on every page's first load, the code that changes a cart is not needed
 * until the cart is read or changed.
 */
function startCartSync(): void {
  syncCode ??= import('./cart-sync');
  syncCode.then(
    (sync) => sync.startCartSync(),
    () => {
      // Not fetched (offline, a deploy removed it): the next use asks again.
      syncCode = null;
    },
  );
}

/** The header and mobile menu badge: the items (units) in the cart. Mounting it loads the server cart. */
export function useCartCount(): number {
  useEffect(startCartSync, []);
  return useStoreSelector(cartStore, (cart) => cart.itemCount);
}

/** Whether the product is in the local cart; a card renders again only when that changes. */
export function useInCart(productUuid: string): boolean {
  useEffect(startCartSync, []);
  return useStoreSelector(cartStore, (cart) => cart.items.some((item) => item.product.uuid === productUuid));
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
