import { SESSION_FLAG_KEY, SESSION_FLAG_VALUE } from '@oja/contract/constants';
import { sessionMarkCookie, sessionMarked } from '@oja/contract/session-mark';
import { useSyncExternalStore } from 'react';
import { local, session } from './storage';

/**
 * The session of spec section 4: logged in when a token is stored (localStorage) AND the
 * per-tab flag `user=authenticated` is set (sessionStorage). Guests hold a guest JWT plus
 * passphrase instead.
 */
const TOKEN_KEY = 'oja.token';
const GUEST_KEY = 'oja.guest';
/**
 * Set by a login that has a guest cart to attach (spec section 4; lib/guest-cart.ts, ADR 76). Kept
 * in storage, not in a listener: a login on a page that reads no cart (the verify and reset pages)
 * is attached by whatever reads the cart next, even after a reload.
 */
export const GUEST_CART_TO_ATTACH_KEY = 'oja.cart-to-attach';
/**
 * "Remember me" (issue 54): the per-tab flag is also kept in localStorage, so a new tab of this
 * browser starts signed in; it is mirrored into the tab's sessionStorage when first read.
 */
const REMEMBER_KEY = 'oja.remember';

export type GuestCredentials = { token: string; passphrase: string };

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging out (token removed) must end this tab's session view too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/**
 * Whether this browser holds a session (a token or guest credentials), as a cookie for the server:
 * without it the server renders the cart as known empty (ADR 53). Set with every session stored,
 * removed only when neither a token nor guest credentials remain.
 */
function markSession(): void {
  if (typeof document === 'undefined') return;
  const held = getToken() !== null || getGuestCredentials() !== null;
  if (held === sessionMarked(document.cookie)) return;
  const secure = globalThis.location?.protocol === 'https:';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from many phones' browsers still in use; the mark must be there before the next page request
  document.cookie = sessionMarkCookie(held, secure);
}

export function getToken(): string | null {
  return local.get(TOKEN_KEY);
}

export function setToken(token: string): void {
  if (local.get(TOKEN_KEY) === token) return;
  local.set(TOKEN_KEY, token);
  markSession();
  notify();
}

export function hasSessionFlag(): boolean {
  if (session.get(SESSION_FLAG_KEY) === SESSION_FLAG_VALUE) return true;
  if (local.get(REMEMBER_KEY) !== SESSION_FLAG_VALUE) return false;
  session.set(SESSION_FLAG_KEY, SESSION_FLAG_VALUE);
  return true;
}

/**
 * Stores the token from a login answer and raises the session flag. Every login passes here, so this
 * is where a guest's cart is marked to join the customer's.
 */
export function startSession(token: string, { remember = false } = {}): void {
  if (getGuestCredentials()) local.set(GUEST_CART_TO_ATTACH_KEY, token);
  local.set(TOKEN_KEY, token);
  session.set(SESSION_FLAG_KEY, SESSION_FLAG_VALUE);
  if (remember) local.set(REMEMBER_KEY, SESSION_FLAG_VALUE);
  else local.remove(REMEMBER_KEY);
  markSession();
  notify();
}

export function isLoggedIn(): boolean {
  return Boolean(getToken()) && hasSessionFlag();
}

/** Logout and 401: both the token and the flag go. The guest credentials stay (and the mark with them). */
export function clearSession(): void {
  local.remove(TOKEN_KEY);
  local.remove(REMEMBER_KEY);
  session.remove(SESSION_FLAG_KEY);
  markSession();
  notify();
}

export function getGuestCredentials(): GuestCredentials | null {
  const stored = local.getJson<Partial<GuestCredentials>>(GUEST_KEY);
  return stored?.token && stored.passphrase ? { token: stored.token, passphrase: stored.passphrase } : null;
}

export function setGuestCredentials(credentials: GuestCredentials): void {
  local.setJson(GUEST_KEY, credentials);
  markSession();
}

/** Whether the server can hold a cart for this browser now: signed in, or a guest with credentials.
 * Otherwise its cart is empty, known without asking (cart-sync's loadCart, start.tsx). */
export function hasCartSession(): boolean {
  return isLoggedIn() || getGuestCredentials() !== null;
}

export function useSession(): { loggedIn: boolean } {
  const loggedIn = useSyncExternalStore(subscribeSession, isLoggedIn, () => false);
  return { loggedIn };
}

/**
 * At start-up (start.tsx, in a task after the app's module has evaluated, where reading storage
 * made that long task longer): a browser that stored its session before the mark existed (or whose
 * cookie expired or was cleared while its storage stayed) gets the mark; one whose storage was
 * cleared loses it.
 */
export function settleSessionMark(): void {
  markSession();
}
