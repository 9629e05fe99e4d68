import { COOKIE_CATEGORIES, type CookieCategory } from '@oja/contract/constants';
import {
  COOKIE_BANNER_COOKIE,
  COOKIE_BANNER_DECIDED_MAX_AGE_SECONDS,
  type CookieBannerMark,
} from '@oja/contract/cookie-banner';
import { useSyncExternalStore } from 'react';
import { createStore, useStore } from '../../lib/create-store';
import { local, session } from '../../lib/storage';

/**
 * The cookie choice (spec section 4). The banner shows once per browser session (sessionStorage)
 * until the shopper chooses; the choice is kept on the device (localStorage) and obeyed from then
 * on. Until a choice is made every optional category is off: nothing optional runs on a guess.
 * Necessary storage is always used (the session, the cart, and the affiliate code of a link, which the shop
 * needs to pay its affiliates).
 */
export const CONSENT_KEY = 'oja.cookie-consent';
export const BANNER_SEEN_KEY = 'oja.cookie-banner';

export type ConsentChoice = Record<CookieCategory, boolean>;
type StoredConsent = { categories: ConsentChoice; decidedAt: string };

/** What each category covers, in the banner's words. */
export const CATEGORY_DETAILS: Record<CookieCategory, string> = {
  Necessary:
    'Keeps you signed in, your cart and your cookie choice, and the affiliate code of a link you followed (7 days) so the affiliate is paid for your order. The shop cannot work without them: they are kept whatever you choose here.',
  Functional: 'Remembers preferences that make the shop easier to use on this device.',
  Performance: 'Measures how fast pages load so we can make the shop quicker on mobile networks.',
  Analytics:
    'Counts the products and campaigns viewed, and visits through affiliate links, without naming you.',
  Advertisement: 'Lets partners show you Oja offers that match what you browse.',
  Others: 'Anything that fits none of the above. We ask before adding it.',
};

/** How the banner's switches start (spec section 4): every category, Necessary too, shown disabled. */
export const ALL_OFF: ConsentChoice = Object.fromEntries(
  COOKIE_CATEGORIES.map((category) => [category, false]),
) as ConsentChoice;
/** Reject all: nothing optional. Necessary storage is kept whatever is chosen (ADR 0041). */
export const NOTHING_OPTIONAL: ConsentChoice = Object.fromEntries(
  COOKIE_CATEGORIES.map((category) => [category, category === 'Necessary']),
) as ConsentChoice;
export const EVERYTHING: ConsentChoice = Object.fromEntries(
  COOKIE_CATEGORIES.map((category) => [category, true]),
) as ConsentChoice;

function readStored(): StoredConsent | null {
  const stored = local.getJson<Partial<StoredConsent>>(CONSENT_KEY);
  if (!stored?.categories || typeof stored.decidedAt !== 'string') return null;
  const categories = { ...ALL_OFF };
  for (const category of COOKIE_CATEGORIES) categories[category] = stored.categories[category] === true;
  return { categories, decidedAt: stored.decidedAt };
}

type ConsentState = {
  /** The stored choice, or null while the shopper has not chosen. */
  decided: StoredConsent | null;
  /** Whether the banner is on screen. */
  bannerOpen: boolean;
};

function initialState(): ConsentState {
  const decided = readStored();
  return { decided, bannerOpen: decided === null && session.get(BANNER_SEEN_KEY) === null };
}

const consentStore = createStore<ConsentState>(initialState());

/**
 * The banner's mark as a cookie as well (@oja/contract/cookie-banner), so the server puts the banner
 * in a page's first HTML exactly when this device shows it. `decided` lasts a year, `seen` the
 * browser session, like the storage they mirror.
 */
function setBannerCookie(mark: CookieBannerMark): void {
  if (typeof document === 'undefined') return;
  const age = mark === 'decided' ? `; max-age=${COOKIE_BANNER_DECIDED_MAX_AGE_SECONDS}` : '';
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from many phones' browsers still in use; this must be synchronous, before the next page request
  document.cookie = `${COOKIE_BANNER_COOKIE}=${mark}; path=/; samesite=lax${age}${secure}`;
}

// A device that chose (or saw the banner) before the cookie existed gets it now.
{
  const { decided, bannerOpen } = consentStore.get();
  if (decided) setBannerCookie('decided');
  else if (!bannerOpen) setBannerCookie('seen');
}

/** Whether the server's HTML of this page holds the banner (entry-server.tsx per request, start.tsx
 * from the page's state): the first render in the browser must show what the server sent. */
let serverBannerOpen: () => boolean = () => false;
export function setServerBannerSource(read: () => boolean): void {
  serverBannerOpen = read;
}

const readBannerOpen = () => consentStore.get().bannerOpen;

/** Whether the banner is on screen: what the server rendered while hydrating, this device's after. */
export function useBannerOpen(): boolean {
  return useSyncExternalStore(consentStore.subscribe, readBannerOpen, () => serverBannerOpen());
}

/** Re-reads the device's storage (tests, and another tab that chose meanwhile). */
export function reloadConsent(): void {
  consentStore.set(initialState());
}

/**
 * Whether a category is allowed now. Without a choice, only Necessary, which is always allowed: it is
 * what the shop cannot work without, kept whatever its switch says (ADR 0041, said in the banner).
 */
export function isAllowed(category: CookieCategory): boolean {
  if (category === 'Necessary') return true;
  return consentStore.get().decided?.categories[category] === true;
}

export function hasDecided(): boolean {
  return consentStore.get().decided !== null;
}

/** The banner was shown in this browser session: it does not come back on the next page or reload. */
export function markBannerSeen(): void {
  session.set(BANNER_SEEN_KEY, '1');
  if (!consentStore.get().decided) setBannerCookie('seen');
}

const decisionListeners = new Set<(choice: ConsentChoice) => void>();

/** Told of every choice saved (to send what waited for it, or to drop it). */
export function onConsentDecided(listener: (choice: ConsentChoice) => void): () => void {
  decisionListeners.add(listener);
  return () => decisionListeners.delete(listener);
}

/**
 * Stores the choice as made (the Necessary switch too: the banner shows it again as it was left) and
 * closes the banner. What the shop cannot work without is kept whatever Necessary says (isAllowed).
 */
export function saveConsent(choice: ConsentChoice, now = new Date()): void {
  const categories = { ...choice };
  const decided = { categories, decidedAt: now.toISOString() };
  local.setJson(CONSENT_KEY, decided);
  session.set(BANNER_SEEN_KEY, '1');
  setBannerCookie('decided');
  consentStore.set({ decided, bannerOpen: false });
  for (const listener of [...decisionListeners]) listener(categories);
}

/** Opens the banner again (the privacy policy's Cookie settings), showing the current choice. */
export function openCookieSettings(): void {
  consentStore.set((state) => ({ ...state, bannerOpen: true }));
}

export function useConsent(): ConsentState {
  return useStore(consentStore);
}
