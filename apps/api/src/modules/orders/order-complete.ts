import { checkoutTotalsToNaira } from '@oja/contract/checkout';
import type { PaymentState } from '@oja/contract/constants';
import { koboToNaira } from '@oja/contract/money';
import type { OrderCompleteAnswer } from '@oja/contract/orders';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/tables/catalog.ts';
import { couriers } from '../../db/tables/logistics.ts';
import { orderItems, type orders } from '../../db/tables/orders.ts';
import type { payments } from '../../db/tables/payments.ts';
import { cardColumns } from '../catalog/cards.ts';
import { refundOfPayment, refundsOfOrder } from './refunds-view.ts';

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** How an order's money stands, from the order and its latest payment attempt. */
export function paymentStateOf(order: OrderRow, payment: PaymentRow | null): PaymentState {
  if (payment?.status === 'reversed' && !order.paidAt) return 'expired';
  if (order.paidAt) return order.cancelledAt ? 'refunded' : 'paid';
  if (order.status === 'cancelled') return 'expired';
  if (payment && (payment.status === 'failed' || payment.status === 'abandoned')) return 'failed';
  return 'pending';
}

export const totalsOf = (order: OrderRow) =>
  checkoutTotalsToNaira({
    cartTotal: order.subtotalKobo,
    spendAndSaveCharge: order.spendAndSaveKobo,
    smartCoinCharge: order.smartCoinKobo,
    transactionCharge: order.transactionChargeKobo,
    deliveryFee: order.deliveryFeeKobo,
    total: order.totalKobo,
    orderCharge: order.totalKobo - order.transactionChargeKobo,
  });

/** The /order-complete page's answer (POST payments/verify, POST orders/{reference}/pay-by-wallet). */
export async function toOrderCompleteAnswer(
  db: Db,
  order: OrderRow,
  payment: PaymentRow | null,
): Promise<OrderCompleteAnswer> {
  const items = await db
    .select({
      uuid: orderItems.uuid,
      name: orderItems.name,
      quantity: orderItems.quantity,
      colors: orderItems.colors,
      sizes: orderItems.sizes,
      unitPriceKobo: orderItems.unitPriceKobo,
      lineTotalKobo: orderItems.lineTotalKobo,
      productUuid: products.uuid,
      slug: products.slug,
      thumbnail: cardColumns.thumbnail,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const [courier] = order.courierId
    ? await db.select({ name: couriers.name }).from(couriers).where(eq(couriers.id, order.courierId))
    : [];
  const state = paymentStateOf(order, payment);
  const refunds = await refundsOfOrder(db, order);
  const dates = [order.deliveryDateFrom, order.deliveryDateTo].filter((d): d is string => d !== null);
  return {
    reference: order.reference,
    payment_reference: payment?.reference ?? null,
    status: order.status,
    payment_status: state,
    payment_mode: order.paymentMode,
    payment_message: state === 'failed' ? (payment?.gatewayResponse ?? null) : null,
    items: items.map((item) => ({
      uuid: item.uuid,
      // A product removed since keeps its line: the item's own uuid stands in for it.
      product: {
        uuid: item.productUuid ?? item.uuid,
        name: item.name,
        slug: item.slug ?? '',
        thumbnail: item.thumbnail ?? null,
      },
      quantity: item.quantity,
      colors: item.colors[0] ?? null,
      sizes: item.sizes[0] ?? null,
      unit_price: koboToNaira(item.unitPriceKobo),
      line_total: koboToNaira(item.lineTotalKobo),
    })),
    totals: totalsOf(order),
    delivery_address: [order.deliveryAddress, order.deliveryCity, order.deliveryState].join(', '),
    delivery_dates: dates[0] === dates[1] ? dates.slice(0, 1) : dates,
    courier_name: courier?.name ?? null,
    delivery_eta_time: order.deliveryEtaTime,
    created_at: order.createdAt.toISOString(),
    expires_at:
      order.paidAt || order.status === 'cancelled' || !order.expiresAt ? null : order.expiresAt.toISOString(),
    refund: refundOfPayment(refunds, payment?.reference ?? null),
  };
}
