import type { PaymentState } from '@oja/contract/constants';
import { paginationOf } from '@oja/contract/envelope';
import { messages } from '@oja/contract/messages';
import { koboToNaira } from '@oja/contract/money';
import {
  CANCELLABLE_ORDER_STATUSES,
  CLOSED_ORDER_STATUSES,
  OPEN_ORDER_STATUSES,
  type OrderDetails,
  type OrderSummary,
  type OrdersAnswer,
  type OrdersQuery,
  type PackageHistoryAnswer,
} from '@oja/contract/orders';
import type { RefundState } from '@oja/contract/refunds';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, reviews, vendors } from '../../db/tables/catalog.ts';
import { couriers } from '../../db/tables/logistics.ts';
import {
  orderItems,
  orderPackages,
  orderReviews,
  orderStatusEvents,
  orders,
} from '../../db/tables/orders.ts';
import { cardRefunds, payments } from '../../db/tables/payments.ts';
import { notFound } from '../../lib/http-errors.ts';
import { shopperRefundState } from '../payments/refund-notices.ts';
import { paymentStateOf, totalsOf } from './order-complete.ts';
import { refundsOfOrder } from './refunds-view.ts';

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

const TABS = { open: OPEN_ORDER_STATUSES, closed: CLOSED_ORDER_STATUSES } as const;

// The first line's picture: the product's first image, if the product still exists.
const firstThumbnail = sql<string | null>`(
  select i.file_url from order_items oi
  join product_images i on i.product_id = oi.product_id and i.position = 1
  where oi.order_id = "orders"."id" order by oi.id limit 1)`;
const unitCount = sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.order_id = "orders"."id")`;

/** The latest payment attempt of each order, by its checkout group. */
async function latestPayments(db: Db, groups: string[]): Promise<Map<string, PaymentRow>> {
  if (groups.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([payments.orderGroup])
    .from(payments)
    .where(inArray(payments.orderGroup, groups))
    .orderBy(payments.orderGroup, desc(payments.id));
  return new Map(rows.map((row) => [row.orderGroup!, row]));
}

/** How the card refund of each cancelled order stands, by checkout group (the cancel's refund only). */
async function cancelRefundStates(db: Db, groups: string[]): Promise<Map<string, RefundState>> {
  if (groups.length === 0) return new Map();
  const rows = await db
    .select({ group: payments.orderGroup, status: cardRefunds.status })
    .from(cardRefunds)
    .innerJoin(payments, eq(payments.id, cardRefunds.paymentId))
    .where(and(inArray(payments.orderGroup, groups), eq(cardRefunds.cause, 'cancelled')));
  return new Map(rows.map((row) => [row.group!, shopperRefundState(row.status)]));
}

function toSummary(
  order: OrderRow,
  payment: PaymentRow | null,
  refund: RefundState | null,
  extra: { thumbnail: string | null; itemCount: number },
): OrderSummary {
  return {
    reference: order.reference,
    status: order.status,
    payment_mode: order.paymentMode,
    payment_status: paymentStateOf(order, payment),
    refund_status: refund,
    total: koboToNaira(order.totalKobo),
    item_count: Number(extra.itemCount),
    thumbnail: extra.thumbnail,
    created_at: order.createdAt.toISOString(),
  };
}

/** GET orders: the caller's orders, newest first, on the open or closed tab (or all). */
export async function listOrders(db: Db, userId: number, query: OrdersQuery): Promise<OrdersAnswer> {
  const where = and(
    eq(orders.userId, userId),
    query.status ? inArray(orders.status, [...TABS[query.status]]) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, thumbnail: firstThumbnail, itemCount: unitCount })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const groups = rows.map((row) => row.order.groupReferenceId);
  const cancelled = rows
    .filter((row) => row.order.status === 'cancelled')
    .map((row) => row.order.groupReferenceId);
  const [paid, refunds] = await Promise.all([latestPayments(db, groups), cancelRefundStates(db, cancelled)]);
  return {
    data: rows.map((row) =>
      toSummary(
        row.order,
        paid.get(row.order.groupReferenceId) ?? null,
        refunds.get(row.order.groupReferenceId) ?? null,
        row,
      ),
    ),
    pagination: paginationOf(query.page, query.perPage, total?.n ?? 0),
  };
}

/** The caller's order by reference: another customer's answers 404, like one that does not exist. */
export async function ownOrder(db: Db, userId: number, reference: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.reference, reference), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw notFound(messages.orderNotFound);
  return order;
}

const canCancel = (status: string) => (CANCELLABLE_ORDER_STATUSES as readonly string[]).includes(status);

/** GET orders/{reference}: packages with their items, every charge, the address, courier and payment. */
export async function orderDetails(db: Db, userId: number, reference: string): Promise<OrderDetails> {
  const order = await ownOrder(db, userId, reference);
  const [packs, items, reviewed, courier, payment, refunds, summary] = await Promise.all([
    db
      .select({
        id: orderPackages.id,
        reference: orderPackages.reference,
        status: orderPackages.status,
        subtotalKobo: orderPackages.subtotalKobo,
        deliveryFeeKobo: orderPackages.deliveryFeeKobo,
        storeName: vendors.storeName,
        city: vendors.city,
        state: vendors.state,
      })
      .from(orderPackages)
      .innerJoin(vendors, eq(vendors.id, orderPackages.vendorId))
      .where(eq(orderPackages.orderId, order.id))
      .orderBy(asc(orderPackages.id)),
    db
      .select({
        item: orderItems,
        productUuid: products.uuid,
        slug: products.slug,
        thumbnail: sql<
          string | null
        >`(select i.file_url from product_images i where i.product_id = ${orderItems.productId} and i.position = 1)`,
      })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id)),
    db
      .select({ productId: orderReviews.productId, uuid: reviews.uuid, rating: reviews.rating })
      .from(orderReviews)
      .innerJoin(reviews, eq(reviews.id, orderReviews.reviewId))
      .where(eq(orderReviews.orderId, order.id)),
    order.courierId
      ? db.select({ name: couriers.name }).from(couriers).where(eq(couriers.id, order.courierId))
      : Promise.resolve([]),
    latestPayments(db, [order.groupReferenceId]),
    refundsOfOrder(db, order),
    db
      .select({ thumbnail: firstThumbnail, itemCount: unitCount })
      .from(orders)
      .where(eq(orders.id, order.id)),
  ]);
  const reviewOf = new Map(reviewed.map((r) => [r.productId, { uuid: r.uuid, rating: r.rating }]));
  const latest = payment.get(order.groupReferenceId) ?? null;
  const dates = [order.deliveryDateFrom, order.deliveryDateTo].filter((d): d is string => d !== null);
  const paymentState: PaymentState = paymentStateOf(order, latest);
  return {
    ...toSummary(
      order,
      latest,
      refunds.find((refund) => refund.method === 'card' && refund.cause === 'cancelled')?.status ?? null,
      summary[0] ?? { thumbnail: null, itemCount: 0 },
    ),
    packages: packs.map((pack) => ({
      reference: pack.reference,
      status: pack.status,
      vendor: { store_name: pack.storeName, city: pack.city, state: pack.state },
      subtotal: koboToNaira(pack.subtotalKobo),
      delivery_fee: koboToNaira(pack.deliveryFeeKobo),
      items: items
        .filter(({ item }) => item.packageId === pack.id)
        .map(({ item, productUuid, slug, thumbnail }) => {
          const review = item.productId === null ? null : (reviewOf.get(item.productId) ?? null);
          return {
            uuid: item.uuid,
            // A product removed since keeps its line: the item's own uuid stands in for it.
            product: { uuid: productUuid ?? item.uuid, name: item.name, slug: slug ?? '', thumbnail },
            quantity: item.quantity,
            colors: item.colors[0] ?? null,
            sizes: item.sizes[0] ?? null,
            unit_price: koboToNaira(item.unitPriceKobo),
            line_total: koboToNaira(item.lineTotalKobo),
            can_review: pack.status === 'delivered' && item.productId !== null && review === null,
            review,
          };
        }),
    })),
    totals: totalsOf(order),
    delivery_address: {
      address: order.deliveryAddress,
      city: order.deliveryCity,
      state: order.deliveryState,
      state_code: order.deliveryStateCode,
      postal_code: order.deliveryPostalCode,
      phone_number: order.deliveryPhoneNumber,
      country: order.deliveryCountry,
    },
    delivery_method: order.deliveryMethod as OrderDetails['delivery_method'],
    delivery_dates: dates[0] === dates[1] ? dates.slice(0, 1) : dates,
    courier_name: courier[0]?.name ?? null,
    delivery_eta_time: order.deliveryEtaTime,
    payment_gateway: order.paymentGateway,
    payment_status: paymentState,
    paid_at: order.paidAt?.toISOString() ?? null,
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
    cancel_reason: order.cancelReason,
    refunds,
    can_cancel: canCancel(order.status) && packs.every((pack) => canCancel(pack.status)),
  };
}

/**
 * GET orders/{reference}/package-history: each package's timeline, the order's own events (placed,
 * paid, cancelled) included. No packages while 'Order placed' is all there is: tracking unavailable.
 */
export async function packageHistory(
  db: Db,
  userId: number,
  reference: string,
): Promise<PackageHistoryAnswer> {
  const order = await ownOrder(db, userId, reference);
  const [packs, events] = await Promise.all([
    db
      .select({
        id: orderPackages.id,
        reference: orderPackages.reference,
        status: orderPackages.status,
        storeName: vendors.storeName,
      })
      .from(orderPackages)
      .innerJoin(vendors, eq(vendors.id, orderPackages.vendorId))
      .where(eq(orderPackages.orderId, order.id))
      .orderBy(asc(orderPackages.id)),
    db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order.id))
      .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id)),
  ]);
  const tracked = events.some((event) => event.status !== 'pending');
  return {
    reference: order.reference,
    status: order.status,
    packages: tracked
      ? packs.map((pack) => ({
          reference: pack.reference,
          status: pack.status,
          vendor: { store_name: pack.storeName },
          events: events
            .filter((event) => event.packageId === null || event.packageId === pack.id)
            .map((event) => ({ status: event.status, note: event.note, at: event.createdAt.toISOString() })),
        }))
      : [],
  };
}
