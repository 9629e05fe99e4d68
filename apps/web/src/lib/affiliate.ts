import { AFFILIATE_QUERY_PARAMS, AFFILIATE_STORAGE_MS } from '@oja/contract/constants';
import { local } from './storage';

/**
 * The affiliate code of the link a shopper arrived through (spec sections 1 and 4): kept on this
 * device for 7 days and sent with every add to cart, so the order the cart becomes is credited to the
 * affiliate. Keeping it is necessary for paying affiliates, so it does not wait for cookie consent.
 */
export const AFFILIATE_KEY = 'oja.affiliate';
const DEVICE_ID_KEY = 'oja.device-id';

type StoredAffiliate = { code: string; storedAt: number };

/** What a code in the address did to the stored one, for the tracking calls. */
type AffiliateChange =
  | { kind: 'stored'; code: string }
  | { kind: 'same'; code: string }
  | { kind: 'replaced'; code: string; previous: string };

// Codes are printed in links: letters, digits and - _ . only, up to 100 characters (the contract's limit).
const CODE = /^[\w.-]{1,100}$/;

/** The code of `aff` (or else `ref`) in a query string, or null when absent or malformed. */
export function affiliateCodeIn(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const name of AFFILIATE_QUERY_PARAMS) {
    const code = params.get(name)?.trim();
    if (code && CODE.test(code)) return code;
  }
  return null;
}

/** The query string without `aff` and `ref` (so a shared or reloaded address does not click again). */
export function withoutAffiliateParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of AFFILIATE_QUERY_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

function read(): StoredAffiliate | null {
  const stored = local.getJson<Partial<StoredAffiliate>>(AFFILIATE_KEY);
  if (typeof stored?.code !== 'string' || typeof stored.storedAt !== 'number') return null;
  return { code: stored.code, storedAt: stored.storedAt };
}

const expiredListeners = new Set<(code: string) => void>();

/** Called once for a code found out of date (the engagement feature sends the unlink call). */
export function onAffiliateExpired(listener: (code: string) => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

/**
 * The stored code while it is under 7 days old. An older one is removed here, whoever asks first
 * (a page load, an add to cart), and reported once as expired.
 */
export function currentAffiliate(now = Date.now()): StoredAffiliate | null {
  const stored = read();
  if (!stored) return null;
  if (now - stored.storedAt < AFFILIATE_STORAGE_MS) return stored;
  local.remove(AFFILIATE_KEY);
  for (const listener of [...expiredListeners]) listener(stored.code);
  return null;
}

/** The code add-to-cart sends as `affiliate_id`, or undefined when none is stored or it ran out. */
export function affiliateIdForCart(now = Date.now()): string | undefined {
  return currentAffiliate(now)?.code;
}

/**
 * Keeps the code of a link for 7 days from now. A different code replaces the stored one; the same
 * code starts its 7 days again (the shopper followed the affiliate's link once more).
 */
export function storeAffiliate(code: string, now = Date.now()): AffiliateChange {
  const previous = currentAffiliate(now);
  local.setJson(AFFILIATE_KEY, { code, storedAt: now } satisfies StoredAffiliate);
  if (!previous) return { kind: 'stored', code };
  if (previous.code === code) return { kind: 'same', code };
  return { kind: 'replaced', code, previous: previous.code };
}

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * A stable random id of this device for tracking and view insights, made on first use (so a shopper
 * who allows no analytics never gets one). It names no person: it is not tied to an account.
 */
export function deviceId(): string {
  const stored = local.get(DEVICE_ID_KEY);
  if (stored && stored.length <= 200) return stored;
  const id = randomId();
  local.set(DEVICE_ID_KEY, id);
  return id;
}
