import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, kobo, timestamptz } from '../../db/columns.ts';
import { users } from '../identity/tables.ts';

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
    check('payments_purpose_check', sql`${t.purpose} in ('order', 'wallet_funding')`),
  ],
);
