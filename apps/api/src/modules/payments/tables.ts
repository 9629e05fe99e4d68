import { index, integer, jsonb, pgEnum, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
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
    // orders.group_reference_id of the checkout this payment settles.
    orderGroup: uuid('order_group').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountKobo: kobo('amount_kobo').notNull(),
    gateway: text('gateway').notNull().default('paystack'),
    status: paymentStatus('status').notNull().default('pending'),
    gatewayPayload: jsonb('gateway_payload'),
    verifiedAt: timestamptz('verified_at'),
    createdAt: createdAt(),
  },
  (t) => [index('payments_order_group_idx').on(t.orderGroup), index('payments_user_id_idx').on(t.userId)],
);
