import { messages } from '@oja/contract/messages';
import type { FastifyRequest } from 'fastify';
import { unprocessable } from '../../lib/http-errors.ts';

const ORDER_RETURN_PATHS: readonly string[] = ['/order-complete'];

/**
 * Where Paystack sends the shopper back: this shop's /order-complete (or, for wallet funding, the
 * paths the caller allows; the first is the default), on the address the shopper is using or the
 * configured public one. Anything else is refused, so the gateway never becomes a way to send
 * shoppers to another site.
 */
export function callbackUrlFor(
  publicUrl: string,
  request: FastifyRequest,
  given?: string,
  returnPaths: readonly string[] = ORDER_RETURN_PATHS,
  refusal: string = messages.orderReturnAddress,
): string {
  const fallback = new URL(returnPaths[0]!, publicUrl).toString();
  if (!given) return fallback;
  const url = new URL(given);
  const allowed = new Set([new URL(publicUrl).origin, `${request.protocol}://${request.host}`]);
  if (!allowed.has(url.origin) || !returnPaths.includes(url.pathname)) {
    throw unprocessable({ callback_url: [refusal] });
  }
  return url.toString();
}
