import type { AnalyticsTrackingBody, AnalyticsUnlinkBody } from '@oja/contract/engagement';
import {
  affiliateCodeIn,
  currentAffiliate,
  deviceId,
  onAffiliateExpired,
  storeAffiliate,
} from '../../lib/affiliate';
import { session } from '../../lib/storage';
import { trackingApi } from './api/tracking-api';
import { hasDecided, isAllowed, onConsentDecided } from './consent';

/**
 * Affiliate links (spec sections 1, 4 and 7). The code of `aff` or `ref` is always kept (necessary:
 * it pays the affiliate for the order). The calls that report the click and its end (overwritten by
 * another code, expired after 7 days) are analytics: sent when the shopper allowed Analytics, held
 * for this session while they have not chosen yet, and dropped when they said no.
 */

export const WAITING_KEY = 'oja.analytics.waiting';
const WAITING_MAX = 20;

type Waiting =
  | { call: 'track'; body: Omit<AnalyticsTrackingBody, 'device_id'> }
  | { call: 'unlink'; body: Omit<AnalyticsUnlinkBody, 'device_id'> };

/** The page a call is about: where the shopper is, where they came from, their browser. */
type PageContext = { url: string; referrer: string | null; userAgent: string };

function pageContext(): PageContext {
  return {
    url: window.location.href,
    referrer: document.referrer || null,
    userAgent: navigator.userAgent,
  };
}

/** The product of a product or car page's address (/product/{slug}, /cars/{id}), else null. */
export function productRefOf(pathname: string): string | null {
  const match = /^\/(?:product|cars)\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}

async function send(waiting: Waiting): Promise<void> {
  try {
    if (waiting.call === 'track') await trackingApi.track({ ...waiting.body, device_id: deviceId() });
    else await trackingApi.unlink({ ...waiting.body, device_id: deviceId() });
  } catch {
    // Tracking never disturbs shopping: a lost click is a lost click.
  }
}

let chain: Promise<void> = Promise.resolve();

/** Sends in order (an unlink of the old code before the click of the new one). */
function report(waiting: Waiting): void {
  if (isAllowed('Analytics')) {
    chain = chain.then(() => send(waiting));
    return;
  }
  if (hasDecided()) return;
  const held = session.getJson<Waiting[]>(WAITING_KEY) ?? [];
  session.setJson(WAITING_KEY, [...held, waiting].slice(-WAITING_MAX));
}

/** The calls held until the cookie choice: sent if it allows Analytics, else forgotten. */
function releaseWaiting(): void {
  const held = session.getJson<Waiting[]>(WAITING_KEY) ?? [];
  session.remove(WAITING_KEY);
  if (!isAllowed('Analytics')) return;
  for (const waiting of held) chain = chain.then(() => send(waiting));
}

function unlinkBody(
  code: string,
  status: 'overwritten' | 'expired',
  overwrittenBy: string | null,
  page: PageContext,
): Waiting {
  return {
    call: 'unlink',
    body: {
      type: 'click',
      affiliate_id: code,
      overwritten_by: overwrittenBy,
      status,
      current_url: page.url.slice(0, 2000),
      referrer: page.referrer?.slice(0, 2000) ?? null,
      user_agent: page.userAgent.slice(0, 1000),
    },
  };
}

let stopListening: (() => void) | null = null;

/** Wires the expiry report and the cookie choice once; safe to call again. */
export function startAffiliateTracking(): void {
  if (stopListening) return;
  const offExpired = onAffiliateExpired((code) => report(unlinkBody(code, 'expired', null, pageContext())));
  const offDecided = onConsentDecided(releaseWaiting);
  stopListening = () => {
    offExpired();
    offDecided();
  };
}

/**
 * Reads the address of a page the shopper opened: a code in it is stored for 7 days and its click
 * reported; a different stored code is reported overwritten first; a stored code past its 7 days is
 * reported expired (by currentAffiliate). Answers whether the address held a code (the caller then
 * takes it out of the address bar, so a reload or a shared link does not click again).
 */
export function trackAffiliateLink(
  location: { pathname: string; search: string },
  page: PageContext = pageContext(),
  now = Date.now(),
): boolean {
  currentAffiliate(now);
  const code = affiliateCodeIn(location.search);
  if (!code) return false;
  const change = storeAffiliate(code, now);
  if (change.kind === 'replaced') report(unlinkBody(change.previous, 'overwritten', code, page));
  const params = new URLSearchParams(location.search);
  report({
    call: 'track',
    body: {
      type: 'click',
      product_id: productRefOf(location.pathname),
      affiliate_id: code,
      utm_source: params.get('utm_source')?.slice(0, 200) || null,
      current_url: page.url.slice(0, 2000),
      referrer: page.referrer?.slice(0, 2000) ?? null,
      user_agent: page.userAgent.slice(0, 1000),
    },
  });
  return true;
}

/** For tests: a fresh page load. */
export async function settleTrackingForTests(): Promise<void> {
  await chain;
}
export function resetTrackingForTests(): void {
  stopListening?.();
  stopListening = null;
  chain = Promise.resolve();
}
