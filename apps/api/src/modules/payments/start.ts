import type { CheckoutAnswer, CheckoutBody } from '@oja/contract/orders';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { unprocessable } from '../../lib/http-errors.ts';
import { type PlaceOrderDeps, placeOrder } from '../checkout/place-order.ts';
import { orders } from '../orders/tables.ts';
import { toCheckoutAnswer } from './answers.ts';
import { cardPaymentPage, type PaymentDeps } from './service.ts';

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
  refusal = 'The return address must be this shop’s order-complete page.',
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

/**
 * POST checkout end to end: the order in one transaction, then (card) the payment page from the gateway,
 * outside it. A replay answers the same order and its current payment page.
 */
export async function placeAndStartPayment(
  deps: PaymentDeps & PlaceOrderDeps,
  userId: number,
  body: CheckoutBody,
  callbackUrl: string,
  idempotencyKey?: string,
): Promise<CheckoutAnswer> {
  const placed = await placeOrder(deps, userId, body, idempotencyKey);
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, placed.orderId));
  if (!order) throw new Error('order missing after checkout');
  if (order.paymentMode !== 'card_payment' || order.paidAt || order.status === 'cancelled') {
    return toCheckoutAnswer(order, null, null);
  }
  const page = await cardPaymentPage(deps, userId, order.reference, callbackUrl);
  return toCheckoutAnswer(page.order, page.payment, page);
}
