import type { CheckoutAnswer, CheckoutBody } from '@oja/contract/orders';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/tables/orders.ts';
import { paymentStateOf, totalsOf } from '../orders/order-complete.ts';
import { cardPaymentPage } from '../orders/payment.ts';
import { initializePayment } from '../payments/payment-page.ts';
import type { PaymentDeps, PaymentRow } from '../payments/service.ts';
import { type PlaceOrderDeps, placeOrder } from './place-order.ts';

type OrderRow = typeof orders.$inferSelect;

/** POST checkout's answer: the order, how its money stands and (card) the page to pay on. */
function toCheckoutAnswer(
  order: OrderRow,
  payment: PaymentRow | null,
  page: { authorizationUrl: string; accessCode: string } | null,
): CheckoutAnswer {
  return {
    reference: order.reference,
    payment_reference: payment?.reference ?? null,
    status: order.status,
    payment_status: paymentStateOf(order, payment),
    payment_mode: order.paymentMode,
    authorization_url: page?.authorizationUrl ?? null,
    access_code: page?.accessCode ?? null,
    totals: totalsOf(order),
  };
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
  if (!placed.replayed && placed.payment) {
    // A new card order: its rows as the transaction wrote them, not read back.
    // Its first payment was written claimed by this request (place-order.ts).
    const page = await initializePayment(deps, placed.payment, placed.email, callbackUrl, {
      claimedAtWrite: true,
    });
    return toCheckoutAnswer(placed.order, placed.payment, page);
  }
  // A new wallet order was paid in its transaction: its row as that transaction left it.
  if (!placed.replayed) return toCheckoutAnswer(placed.order, null, null);
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, placed.orderId));
  if (!order) throw new Error('order missing after checkout');
  if (order.paymentMode !== 'card_payment' || order.paidAt || order.status === 'cancelled') {
    return toCheckoutAnswer(order, null, null);
  }
  const page = await cardPaymentPage(deps, userId, order.reference, callbackUrl);
  return toCheckoutAnswer(page.order, page.payment, page);
}
