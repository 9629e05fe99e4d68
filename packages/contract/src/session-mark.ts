import { parseCookieHeader } from './cookies.ts';

/**
 * Whether this browser holds a session (a login token or guest credentials, kept in its storage),
 * as a cookie, so that the server renders the cart of a browser that holds none as what it is:
 * empty (issue 29, ADR 53). Without it the server cannot tell a new visitor from a shopper with
 * lines in the cart and sends the cart's skeleton, and "Your cart is empty" waits for the app's code.
 * It is a flag, never a credential: the session itself stays in storage and goes in headers
 * (`Authorization`, `X-Guest-Token`), so the cookie carries nothing personal and proves nothing.
 * The web app sets it whenever it stores a session and clears it when none is left (lib/session.ts).
 */
export const SESSION_MARK_COOKIE = 'oja_session';
const HELD = '1';
/** A year, like the banner's `decided`; the web app sets it again at start-up whenever it is missing. */
export const SESSION_MARK_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Whether a Cookie header (or `document.cookie`) says the browser holds a session. */
export function sessionMarked(header: string | undefined): boolean {
  return parseCookieHeader(header).get(SESSION_MARK_COOKIE) === HELD;
}

/**
 * The `document.cookie` assignment that sets the mark (`held`) or removes it: the whole site, sent
 * on top-level navigations from other sites too (a shared link opens the cart as the shopper's).
 */
export function sessionMarkCookie(held: boolean, secure: boolean): string {
  const value = held ? HELD : '';
  const age = held ? SESSION_MARK_MAX_AGE_SECONDS : 0;
  return `${SESSION_MARK_COOKIE}=${value}; path=/; samesite=lax; max-age=${age}${secure ? '; secure' : ''}`;
}
