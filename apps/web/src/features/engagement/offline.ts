import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Being offline (spec section 2: /offline). Pages and pictures already seen, recently viewed products
 * and the cart keep working from the service worker's caches; what must reach the server now
 * (checkout and payment, signing in, the account area) sends the shopper to /offline instead.
 */

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const onLine = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

export function isOnline(): boolean {
  return onLine();
}

/** Whether the browser says it has a network, re-rendering when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, onLine, () => true);
}

/** Pages that cannot work from a cache: prices, stock, payment and personal data are asked live. */
const NEEDS_NETWORK = /^\/(?:checkout|checkout-legacy|order-complete|account)(?:\/|$)/;

export type OfflineReason = 'checkout' | 'sign-in' | 'account' | 'page';

export function networkNeedOf(pathname: string): OfflineReason | null {
  const match = NEEDS_NETWORK.exec(pathname);
  if (!match) return null;
  return pathname.startsWith('/account') ? 'account' : 'checkout';
}

/** The /offline address for a page the shopper wanted, so coming back online can take them there. */
export function offlineHref(from: string, reason: OfflineReason): string {
  const params = new URLSearchParams({ from, reason });
  return `/offline?${params.toString()}`;
}

/** Only paths of this shop may be returned to (never another site named in the address). */
export function safeReturnPath(from: string | null): string | null {
  if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith('/offline')) return null;
  return from;
}

/**
 * Queries run once even when the browser says it is offline (the service worker may answer from
 * its cache); only their retries wait for the network. TanStack Query's default would leave every
 * page of an offline shopper on its skeleton.
 */
export function withOfflineFirstQueries(client: QueryClient): QueryClient {
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, networkMode: 'offlineFirst' } });
  return client;
}
