import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, kobo, timestamptz } from '../../db/columns.ts';

/**
 * The Paystack stand-in's own transactions (development and tests only; empty in production). Kept in
 * the database so a payment page survives a restart and two API processes see the same gateway.
 */
export const sandboxPaystackTransactions = pgTable(
  'sandbox_paystack_transactions',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    accessCode: text('access_code').notNull().unique(),
    amountKobo: kobo('amount_kobo').notNull(),
    currency: text('currency').notNull().default('NGN'),
    email: text('email').notNull(),
    callbackUrl: text('callback_url'),
    metadata: jsonb('metadata'),
    status: text('status').notNull().default('pending'),
    gatewayResponse: text('gateway_response').notNull().default(''),
    channel: text('channel'),
    // The step a PIN and OTP card is waiting for: 'pin', 'otp', or null.
    step: text('step'),
    authorization: jsonb('authorization'),
    refundedKobo: kobo('refunded_kobo').notNull().default(0),
    // Each card try and refund, for the hosted page and for tests to read.
    log: jsonb('log').notNull().default(sql`'[]'::jsonb`),
    paidAt: timestamptz('paid_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'sandbox_paystack_transactions_status_check',
      sql`${t.status} in ('pending', 'ongoing', 'success', 'failed', 'abandoned', 'reversed')`,
    ),
  ],
);

/**
 * The stand-in's refunds: created pending, then processed (or failed, for the test card whose
 * refunds fail) by the sandbox's tick or on demand, each change sent once as a refund.* webhook.
 */
export const sandboxPaystackRefunds = pgTable(
  'sandbox_paystack_refunds',
  {
    // Paystack's refund ids are plain integers; the stand-in draws them at random.
    id: integer('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => sandboxPaystackTransactions.id, { onDelete: 'cascade' }),
    amountKobo: kobo('amount_kobo').notNull(),
    status: text('status').notNull().default('pending'),
    // What the refund will end as: the card's refunds fail or go through (cards.ts).
    outcome: text('outcome').notNull().default('processed'),
    merchantNote: text('merchant_note'),
    customerNote: text('customer_note'),
    reason: text('reason'),
    refundedAt: timestamptz('refunded_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('sandbox_paystack_refunds_status_check', sql`${t.status} in ('pending', 'processed', 'failed')`),
    index('sandbox_paystack_refunds_transaction_idx').on(t.transactionId),
  ],
);
