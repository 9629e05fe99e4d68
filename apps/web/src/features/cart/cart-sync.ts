import type { CartAnswer, CartItem, Variant } from '@oja/contract/cart';
import type { ProductCard } from '@oja/contract/catalog';
import { messages } from '@oja/contract/messages';
import { toast } from '../../components/ui/toast-store';
import { ApiError } from '../../lib/api-client';
import { GUEST_CART_TO_ATTACH_KEY, hasCartSession, isLoggedIn, subscribeSession } from '../../lib/session';
import { local } from '../../lib/storage';
import { cartApi } from './api/cart-api';
import {
  cartStateOf,
  cartStore,
  EMPTY_CART,
  KNOWN_EMPTY_CART,
  setCartFromAnswer,
  withQuantity,
} from './cart-state';

/**
 * Keeps the local cart in step with the server and the session: loads it on first use, merges the
 * guest cart after login (spec section 4), reloads the guest's cart after logout, and applies the
 * shopper's changes optimistically, rolling back and refetching when a call fails, so the view
 * never keeps an item the server does not have.
 */

let started = false;
let wasLoggedIn = false;
// A session change makes answers to earlier calls stale: they belong to the previous shopper.
let sessionGeneration = 0;
// Only the answer to the latest change may replace the local cart; an older one would undo a newer
// optimistic change still on its way.
let latestChange = 0;
let loading: Promise<void> | null = null;
let unsubscribe: (() => void) | null = null;

/**
 * A login left a guest cart to attach (lib/session.ts marks it). Only then is the attach's code
 * fetched: it is not part of the cart code every page loads after its first paint.
 */
const guestCartMarked = () => isLoggedIn() && local.get(GUEST_CART_TO_ATTACH_KEY) !== null;

let guestCartCode: Promise<typeof import('../../lib/guest-cart')> | null = null;

function loadGuestCartCode(): Promise<typeof import('../../lib/guest-cart')> {
  guestCartCode ??= import('../../lib/guest-cart').then(
    (code) => {
      // Checkout may be the one that attaches the guest cart: its answer is the cart here too.
      code.onGuestCartAttached((answer) => {
        if (isLoggedIn()) setCartFromAnswer(answer);
      });
      return code;
    },
    (error: unknown) => {
      guestCartCode = null;
      throw error;
    },
  );
  return guestCartCode;
}

export function startCartSync(): void {
  if (!started) {
    started = true;
    wasLoggedIn = isLoggedIn();
    unsubscribe = subscribeSession(onSessionChange);
  }
  if (cartStore.get().status === 'idle') void loadCart();
}

function onSessionChange(): void {
  const loggedIn = isLoggedIn();
  if (loggedIn === wasLoggedIn) return;
  wasLoggedIn = loggedIn;
  sessionGeneration += 1;
  loading = null;
  if (loggedIn) {
    // Login (spec section 4): a cart this tab saw empty is only fetched; any other is attached.
    const shown = cartStore.get();
    if (shown.status === 'ready' && shown.items.length === 0) local.remove(GUEST_CART_TO_ATTACH_KEY);
  } else cartStore.set(EMPTY_CART);
  void loadCart();
}

/**
 * The cart as the server holds it for this session: after a login whose guest cart is not attached
 * yet (whichever page the login happened on, lib/guest-cart.ts), attaching it is the read; else
 * GET cart/items. The merged items and amount replace the local ones.
 */
async function readCart(attach: boolean): Promise<CartAnswer> {
  if (attach) {
    try {
      const attached = await (await loadGuestCartCode()).attachGuestCart();
      if (attached) return attached;
    } catch (error) {
      toast.error(messages.errorFetchingCart);
      throw error;
    }
  }
  return (await cartApi.items()).data;
}

/**
 * Reads the cart into the local cart. Concurrent callers share one read. A browser that holds no
 * session at all (not signed in, no guest credentials yet) can have no cart on the server: its cart
 * is empty without a call, and no guest session is made for it until the shopper adds something.
 */
export function loadCart(): Promise<void> {
  if (loading) return loading;
  if (!hasCartSession()) {
    cartStore.set(KNOWN_EMPTY_CART);
    return Promise.resolve();
  }
  const generation = sessionGeneration;
  const attach = guestCartMarked();
  cartStore.set((state) => (state.status === 'ready' ? state : { ...state, status: 'loading' }));
  const pending = readCart(attach)
    .then(
      (data) => {
        if (generation !== sessionGeneration) return;
        if (Array.isArray(data?.cart_items)) setCartFromAnswer(data);
        else cartStore.set((state) => ({ ...state, status: 'error' }));
      },
      () => {
        if (generation !== sessionGeneration) return;
        // The guest's lines on screen are not the customer's cart until attached: none is shown
        // rather than a cart the server does not hold; the cart page offers to try again.
        if (attach) cartStore.set({ ...EMPTY_CART, status: 'error' });
        else cartStore.set((state) => ({ ...state, status: state.status === 'ready' ? 'ready' : 'error' }));
      },
    )
    .finally(() => {
      if (loading === pending) loading = null;
    });
  loading = pending;
  return pending;
}

/** A refusal the shopper can act on (stock, options) is shown as the server says it. */
function refusal(error: unknown, fallback: string): string {
  return error instanceof ApiError && (error.status === 409 || error.status === 422)
    ? error.message
    : fallback;
}

function applyAnswer(change: number, generation: number, answer: CartAnswer): void {
  if (change === latestChange && generation === sessionGeneration) setCartFromAnswer(answer);
}

/** After a failure: put back what the shopper saw before, then take the server's word for it. */
function rollBack(change: number, generation: number, before: CartItem[]): void {
  if (generation !== sessionGeneration) return;
  if (change === latestChange) cartStore.set(cartStateOf(before));
  loading = null;
  void loadCart();
}

/** POST cart/add; the toast says how it went. Resolves true when the item is in the cart. */
export async function addToCart(product: ProductCard, variants?: Variant[]): Promise<boolean> {
  const change = ++latestChange;
  const generation = sessionGeneration;
  const before = cartStore.get().items;
  try {
    const quantity = variants ? variants.reduce((sum, variant) => sum + variant.quantity, 0) : 1;
    const { data } = await cartApi.add({ slug: product.slug, quantity, ...(variants ? { variants } : {}) });
    applyAnswer(change, generation, data);
    toast.success(messages.itemAddedToCart);
    return true;
  } catch (error) {
    toast.error(refusal(error, messages.errorAddingProduct));
    rollBack(change, generation, before);
    return false;
  }
}

/** PUT cart/{uuid}/product-quantity for one line; 0 removes it. Shown at once, sent once. */
export async function setLineQuantity(item: CartItem, quantity: number): Promise<void> {
  const change = ++latestChange;
  const generation = sessionGeneration;
  const before = cartStore.get().items;
  cartStore.set(
    cartStateOf(
      quantity === 0
        ? before.filter((line) => line.uuid !== item.uuid)
        : before.map((line) => (line.uuid === item.uuid ? withQuantity(line, quantity) : line)),
    ),
  );
  try {
    const { data, message } = await cartApi.setQuantities(item.uuid, [
      { colors: item.colors, sizes: item.sizes, quantity },
    ]);
    applyAnswer(change, generation, data);
    // Quantity 0 removes the item (spec section 4), with the same word as Remove, and its Undo.
    if (quantity === 0) toast.success(message || messages.itemDeleted, undoRemoval(item));
  } catch (error) {
    toast.error(refusal(error, messages.defaultError));
    rollBack(change, generation, before);
  }
}

/**
 * The removal toast's Undo: the line is added back as it was (its colour, size and quantity) with
 * POST cart/add. A minus tapped once too often, or a 0 typed, is then one tap from undone (issue 54).
 */
const undoRemoval = (item: CartItem) => ({
  label: 'Undo',
  onAction: () => void restoreLine(item),
});

async function restoreLine(item: CartItem): Promise<void> {
  const change = ++latestChange;
  const generation = sessionGeneration;
  try {
    const { data } = await cartApi.add({
      slug: item.product.slug,
      quantity: item.quantity,
      variants: [{ colors: item.colors, sizes: item.sizes, quantity: item.quantity }],
    });
    applyAnswer(change, generation, data);
    toast.success(messages.itemRestored);
  } catch (error) {
    toast.error(refusal(error, messages.errorAddingProduct));
  }
}

/** DELETE cart/items/{uuid}: the line disappears at once and comes back if the call fails. */
export async function removeLine(item: CartItem): Promise<void> {
  const change = ++latestChange;
  const generation = sessionGeneration;
  const before = cartStore.get().items;
  cartStore.set(cartStateOf(before.filter((line) => line.uuid !== item.uuid)));
  try {
    const { data, message } = await cartApi.remove(item.uuid);
    applyAnswer(change, generation, data);
    toast.success(message || messages.itemDeleted, undoRemoval(item));
  } catch (error) {
    toast.error(error instanceof ApiError ? error.message : messages.defaultError);
    rollBack(change, generation, before);
  }
}

/** For tests: forget everything, as a fresh page load would. */
export function resetCartSyncForTests(): void {
  unsubscribe?.();
  unsubscribe = null;
  started = false;
  loading = null;
  latestChange = 0;
  sessionGeneration += 1;
  cartStore.set(EMPTY_CART);
}
