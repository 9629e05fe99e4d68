import type { CartAttachAnswer, CartChange } from '@oja/contract/cart';
import { useSyncExternalStore } from 'react';
import { api } from './api-client';
import { createStore } from './create-store';
import { GUEST_CART_TO_ATTACH_KEY, getToken, isLoggedIn, subscribeSession } from './session';
import { local } from './storage';

/*
 * The guest cart joins the customer's after login (spec section 4). The login marks it (startSession);
 * whatever reads the cart next, the cart sync or checkout, attaches it here, once, and both take the
 * same answer. What the merge changed against the guest cart is kept until the shopper has seen it
 * (issue 54): checkout never charges for lines the shopper was not shown. Loaded with the cart's code
 * and checkout's, never with the first page.
 */

const CHANGES_KEY = 'oja.cart-changes';

/** The changes of one login: a later login (another token) makes them stale. */
type Stored = { token: string; changes: CartChange[] };

const NONE: CartChange[] = [];
const changesStore = createStore<Stored | null | undefined>(undefined);

function stored(): Stored | null {
  let state = changesStore.get();
  if (state === undefined) {
    const saved = local.getJson<Stored>(CHANGES_KEY);
    state = saved && typeof saved.token === 'string' && Array.isArray(saved.changes) ? saved : null;
    changesStore.set(state);
  }
  return state;
}

function currentChanges(): CartChange[] {
  const state = stored();
  return state && isLoggedIn() && state.token === getToken() ? state.changes : NONE;
}

function subscribeChanges(listener: () => void): () => void {
  const fromStore = changesStore.subscribe(listener);
  const fromSession = subscribeSession(listener);
  return () => {
    fromStore();
    fromSession();
  };
}

/** The lines the last attach changed, until the shopper dismisses them; none on the server. */
export function useCartChanges(): CartChange[] {
  return useSyncExternalStore(subscribeChanges, currentChanges, () => NONE);
}

/** The shopper has seen what changed. */
export function dismissCartChanges(): void {
  changesStore.set(null);
  local.remove(CHANGES_KEY);
}

function recordCartChanges(token: string, changes: CartChange[]): void {
  const state = { token, changes };
  changesStore.set(state);
  local.setJson(CHANGES_KEY, state);
}

/**
 * Whether this login still has a guest cart to attach. The mark's presence is enough: every login
 * with guest credentials sets it afresh, and a mark is only acted on while logged in.
 */
export function guestCartToAttach(): boolean {
  return isLoggedIn() && local.get(GUEST_CART_TO_ATTACH_KEY) !== null;
}

let attaching: { token: string; done: Promise<CartAttachAnswer> } | null = null;
const attachedListeners = new Set<(answer: CartAttachAnswer) => void>();

/** The cart sync takes every attach's answer, checkout's too: the badge and cart page show what checkout prices. */
export function onGuestCartAttached(listener: (answer: CartAttachAnswer) => void): () => void {
  attachedListeners.add(listener);
  return () => attachedListeners.delete(listener);
}

/**
 * PUT cart/update-user-details with both sets of headers, when this login has a guest cart to
 * attach; null when it has none (already attached, or no guest). Callers at the same time share one
 * call. The server merges in one transaction and deletes the guest cart, so even a second call (another
 * tab) cannot count a line twice; a failed call leaves the mark, and the next read tries again.
 */
export function attachGuestCart(): Promise<CartAttachAnswer | null> {
  const token = getToken();
  if (!token || !guestCartToAttach()) return Promise.resolve(null);
  if (attaching?.token !== token) {
    const done = api
      .put<CartAttachAnswer>('cart/update-user-details', undefined, { allowDuplicate: true })
      .then(({ data }) => {
        // Another login since (another customer) has a guest cart of its own to attach, or none.
        if (getToken() !== token) return data;
        local.remove(GUEST_CART_TO_ATTACH_KEY);
        if (data.changes?.length) recordCartChanges(token, data.changes);
        for (const listener of [...attachedListeners]) listener(data);
        return data;
      });
    const settle = () => {
      if (attaching?.done === done) attaching = null;
    };
    done.then(settle, settle);
    attaching = { token, done };
  }
  return attaching.done;
}

/** For tests: forget what this page held, as a fresh page load would. */
export function resetGuestCartForTests(): void {
  attaching = null;
  changesStore.set(undefined);
}
