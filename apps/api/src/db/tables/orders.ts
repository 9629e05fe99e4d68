import { ORDER_STATUSES, PAYMENT_MODES } from '@oja/contract/constants';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, kobo, publicUuid, timestamptz } from '../columns.ts';
import { products, reviews, vendors } from './catalog.ts';
import { users } from './identity.ts';
import { couriers } from './logistics.ts';
import { payments } from './payments.ts';

export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
export const paymentMode = pgEnum('payment_mode', PAYMENT_MODES);

/**
 * An order as the shopper places and sees it: one checkout, one reference, one payment. Its items are
 * shipped in packages, one per vendor (order_packages). ADR 0006 explains the split.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    reference: text('reference').notNull().unique(),
    // Restrict: order history outlives nothing silently; accounts are banned, not deleted.
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    // Issued by the server for one checkout (GET checkout/summary); a second POST with it is a replay.
    groupReferenceId: uuid('group_reference_id').notNull().unique(),
    // The Idempotency-Key header of the POST that created it, if any: the same key answers the same order.
    idempotencyKey: text('idempotency_key'),
    status: orderStatus('status').notNull().default('pending'),
    paymentMode: paymentMode('payment_mode').notNull(),
    paymentGateway: text('payment_gateway'),
    deliveryMethod: text('delivery_method').notNull().default('door_delivery'),
    courierId: integer('courier_id').references(() => couriers.id, { onDelete: 'set null' }),
    deliveryAddress: text('delivery_address').notNull(),
    deliveryPostalCode: text('delivery_postal_code').notNull(),
    deliveryState: text('delivery_state').notNull(),
    deliveryStateCode: text('delivery_state_code').notNull(),
    deliveryCity: text('delivery_city').notNull(),
    deliveryTownId: text('delivery_town_id').notNull(),
    deliveryCountry: text('delivery_country').notNull().default('Nigeria'),
    deliveryPhoneNumber: text('delivery_phone_number').notNull(),
    deliveryDateFrom: date('delivery_date_from'),
    deliveryDateTo: date('delivery_date_to'),
    // The courier's estimate as checkout showed it ('1 - 2 working days'); null on older orders.
    deliveryEtaTime: text('delivery_eta_time'),
    subtotalKobo: kobo('subtotal_kobo').notNull(),
    spendAndSaveKobo: kobo('spend_and_save_kobo').notNull().default(0),
    // Stored negated, as the spec's smart coin charge: it lowers the total.
    smartCoinKobo: kobo('smart_coin_kobo').notNull().default(0),
    transactionChargeKobo: kobo('transaction_charge_kobo').notNull().default(0),
    deliveryFeeKobo: kobo('delivery_fee_kobo').notNull().default(0),
    totalKobo: kobo('total_kobo').notNull(),
    // An unpaid order gives its stock back at this time (the release job of orders/release.ts).
    expiresAt: timestamptz('expires_at'),
    paidAt: timestamptz('paid_at'),
    cancelledAt: timestamptz('cancelled_at'),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_id_created_at_idx').on(t.userId, t.createdAt),
    unique('orders_user_id_idempotency_key_key').on(t.userId, t.idempotencyKey),
    index('orders_status_idx').on(t.status),
    check('orders_smart_coin_check', sql`${t.smartCoinKobo} <= 0`),
  ],
);

/** What one vendor ships: the spec's packages, each with its own status and package history. */
export const orderPackages = pgTable(
  'order_packages',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    // The order reference with the package number: OJA-7KQ2M9XD-1.
    reference: text('reference').notNull().unique(),
    status: orderStatus('status').notNull().default('pending'),
    subtotalKobo: kobo('subtotal_kobo').notNull(),
    deliveryFeeKobo: kobo('delivery_fee_kobo').notNull().default(0),
    weightGrams: integer('weight_grams').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('order_packages_order_id_idx').on(t.orderId)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => orderPackages.id, { onDelete: 'cascade' }),
    // Name and price are copied at checkout; the product may change or disappear later.
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    unitPriceKobo: kobo('unit_price_kobo').notNull(),
    quantity: integer('quantity').notNull(),
    colors: text('colors').array().notNull().default(sql`'{}'::text[]`),
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    lineTotalKobo: kobo('line_total_kobo').notNull(),
    // The affiliate code the line was added with (cart_items.affiliate_id), for the affiliate report.
    affiliateId: text('affiliate_id'),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_package_id_idx').on(t.packageId),
    index('order_items_product_id_idx').on(t.productId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

// Package history: every status change, in order.
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // Null for events of the whole order (placed, paid, expired); set for one package's moves.
    packageId: integer('package_id').references(() => orderPackages.id, { onDelete: 'cascade' }),
    status: orderStatus('status').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_events_order_id_idx').on(t.orderId, t.createdAt)],
);

/**
 * The money of a cancelled order on its way back (ADR 0008, 0035): one row per order, so it is
 * refunded once. A wallet refund is posted in the cancel's transaction and written sent; a card
 * refund names its payment, whose card_refunds row (payments) carries it through the gateway.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    // Restrict: a record of money sent back never vanishes with its order.
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    // The card payment refunded; null for wallet refunds.
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    method: text('method').notNull(),
    amountKobo: kobo('amount_kobo').notNull(),
    // Wallet refunds only: posted with the cancel. A card refund's progress is its card_refunds row.
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_refunds_method_check', sql`${t.method} in ('wallet', 'card')`),
    check('order_refunds_amount_check', sql`${t.amountKobo} > 0`),
  ],
);

/** Which order a review was given for: one review per customer per product per order. */
export const orderReviews = pgTable(
  'order_reviews',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .unique()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // The line reviewed from (an order may hold one product twice, in two colours: one review).
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('order_reviews_order_id_product_id_key').on(t.orderId, t.productId)],
);
