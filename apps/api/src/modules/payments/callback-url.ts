import { messages } from '@oja/contract/messages';
import { unprocessable } from '../../lib/http-errors.ts';

const ORDER_RETURN_PATHS: readonly string[] = ['/order-complete'];

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origins a return address may have: PUBLIC_URL's, and only that. Never the request's Host or
 * X-Forwarded-Host: a caller writes those, and the gateway would then send the shopper to the caller's
 * site (issue 26 row 7). A loopback PUBLIC_URL (the default, http://localhost:$PORT) also stands for
 * its other loopback spellings on the same port, so a shopper on http://127.0.0.1:3000 is sent back
 * to the origin that holds their session; that is still this machine.
 */
function ownOrigins(publicUrl: string): Set<string> {
  const own = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.has(own.hostname)) return new Set([own.origin]);
  const port = own.port ? `:${own.port}` : '';
  return new Set([...LOOPBACK_HOSTS].map((host) => `${own.protocol}//${host}${port}`));
}

/**
 * Where Paystack sends the shopper back: this shop's /order-complete (or, for wallet funding, the
 * paths the caller allows; the first is the default), on the configured public address. A given
 * address elsewhere is refused (422) rather than quietly replaced: a shop whose PUBLIC_URL is wrong
 * then says so at once, instead of sending shoppers to an origin that does not hold their session.
 */
export function callbackUrlFor(
  publicUrl: string,
  given?: string,
  returnPaths: readonly string[] = ORDER_RETURN_PATHS,
  refusal: string = messages.orderReturnAddress,
): string {
  const fallback = new URL(returnPaths[0]!, publicUrl).toString();
  if (!given) return fallback;
  const url = new URL(given);
  if (!ownOrigins(publicUrl).has(url.origin) || !returnPaths.includes(url.pathname)) {
    throw unprocessable({ callback_url: [refusal] });
  }
  return url.toString();
}
