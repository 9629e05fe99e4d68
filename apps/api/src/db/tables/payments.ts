import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, kobo, timestamptz } from '../columns.ts';
import { users } from './identity.ts';

export const paymentStatus = pgEnum('payment_status', [
  'pending',
  'success',
  'failed',
  'abandoned',
  'reversed',
]);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    // The gateway reference; unique so a replayed webhook cannot settle twice.
    reference: text('reference').notNull().unique(),
    // What the money is for: an order (orders.group_reference_id) or funding the main wallet.
    purpose: text('purpose').notNull().default('order'),
    // orders.group_reference_id of the checkout this payment settles; null for wallet funding.
    orderGroup: uuid('order_group'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountKobo: kobo('amount_kobo').notNull(),
    currency: text('currency').notNull().default('NGN'),
    gateway: text('gateway').notNull().default('paystack'),
    status: paymentStatus('status').notNull().default('pending'),
    authorizationUrl: text('authorization_url'),
    // One request at a time asks the gateway for this payment's page (a double tap sends two).
    initializeClaimedAt: timestamptz('initialize_claimed_at'),
    accessCode: text('access_code'),
    gatewayResponse: text('gateway_response'),
    gatewayPayload: jsonb('gateway_payload'),
    refundedKobo: kobo('refunded_kobo').notNull().default(0),
    verifiedAt: timestamptz('verified_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_group_idx').on(t.orderGroup),
    index('payments_user_id_idx').on(t.userId),
    // The attempts the gateway may still charge (service.ts MAY_BE_CHARGED, with a page), walked by
    // id in pages by the reconciliation.
    index('payments_may_be_charged_idx')
      .on(t.id)
      .where(sql`${t.status} in ('pending', 'failed', 'abandoned') and ${t.accessCode} is not null`),
    check('payments_purpose_check', sql`${t.purpose} in ('order', 'wallet_funding')`),
  ],
);

/**
 * What the gateway said about a payment that the shop refused to act on (ADR 0036): a signed
 * charge.success whose own data says it is not a success, or whose amount or currency is not the
 * payment's, and a verify answer of the wrong amount or currency. Nothing is settled from it; the
 * operator reads these (`npm run ops -- payments refused`), and the reconciliation asks the gateway
 * again. One row per payment, source and reason; the same refusal again counts `seen` up.
 */
export const paymentRefusals = pgTable(
  'payment_refusals',
  {
    id: serial('id').primaryKey(),
    // The gateway's reference as it came: it may name no payment of the shop at all.
    reference: text('reference').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    source: text('source').notNull(),
    // In words, with the figures: "status is 'failed', not success; amount ₦1.00, not ₦12,432.25".
    reason: text('reason').notNull(),
    // The fields the refusal is about (status, amount, currency, gateway_response, id, paid_at), never
    // the card authorization or the customer.
    said: jsonb('said').notNull(),
    seen: integer('seen').notNull().default(1),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [
    check('payment_refusals_source_check', sql`${t.source} in ('webhook', 'verify')`),
    unique('payment_refusals_reference_source_reason_key').on(t.reference, t.source, t.reason),
    index('payment_refusals_created_at_idx').on(t.createdAt),
  ],
);

/**
 * A card payment's money on its way back through the gateway (ADR 0035): the refund of a cancelled
 * order (orders' order_refunds names the payment) or of a charge the shop could not keep (a payment
 * for a released order, or a second payment). One per payment, so it is never sent twice.
 *
 * status: 'sending' recorded, the gateway not yet sure to have it; 'pending' the gateway accepted it
 * (Paystack's pending or processing); 'processed' the money reached the customer; 'failed' the
 * gateway could not refund (sent again up to a bound, then an operator's); 'needs-attention' the
 * gateway wants details only an operator can give. processed and failed are final for one gateway
 * refund; a retry sends a new one.
 */
export const cardRefunds = pgTable(
  'card_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountKobo: kobo('amount_kobo').notNull(),
    cause: text('cause').notNull(),
    status: text('status').notNull().default('sending'),
    // The gateway's id of the refund now in flight (a retry replaces it).
    gatewayRefundId: text('gateway_refund_id'),
    // Times sent to the gateway (the retry bound counts these).
    attempts: integer('attempts').notNull().default(0),
    // One sender at a time; an older claim is taken to be a crashed sender's.
    claimedAt: timestamptz('claimed_at'),
    // The gateway's words when it failed, or the error of the last call that did not reach it.
    failure: text('failure'),
    sentAt: timestamptz('sent_at'),
    processedAt: timestamptz('processed_at'),
    failedAt: timestamptz('failed_at'),
    // The last time the gateway told us how it stands (an event or a fetch): polling starts after it.
    checkedAt: timestamptz('checked_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('card_refunds_amount_check', sql`${t.amountKobo} > 0`),
    check('card_refunds_cause_check', sql`${t.cause} in ('cancelled', 'released', 'duplicate')`),
    check(
      'card_refunds_status_check',
      sql`${t.status} in ('sending', 'pending', 'processed', 'failed', 'needs-attention')`,
    ),
    index('card_refunds_open_idx').on(t.status, t.updatedAt).where(sql`${t.status} <> 'processed'`),
  ],
);
