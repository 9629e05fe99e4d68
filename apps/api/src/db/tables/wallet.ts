import { WALLET_KINDS } from '@oja/contract/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, kobo, publicUuid, timestamptz } from '../columns.ts';
import { users } from './identity.ts';

export const walletKind = pgEnum('wallet_kind', WALLET_KINDS);

/**
 * An account of the ledger (ADR 0007). A customer has three (main, spend_and_save, smart_coin); the
 * shop's own accounts are rows too, with no user and a `system_code`, so every movement balances.
 * The kind also names the unit: `smart_coin` accounts count coins, every other one counts kobo.
 */
export const wallets = pgTable(
  'wallets',
  {
    id: serial('id').primaryKey(),
    // Restrict: money records never vanish with an account (accounts are banned, not deleted).
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    // The shop's accounts: gateway_clearing, shop_sales, smart_coin_issuance.
    systemCode: text('system_code').unique(),
    kind: walletKind('kind').notNull(),
    // A customer's running balance (coins for smart_coin), written only by postLedgerTransaction under
    // a row lock; `npm run ops -- wallets verify` proves it equals the sum of the account's entries.
    // Always 0 on the shop's accounts: their balance is the sum of their entries (ADR 0028).
    balanceKobo: kobo('balance_kobo').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('wallets_user_id_kind_key').on(t.userId, t.kind),
    check('wallets_owner_check', sql`(${t.userId} is null) = (${t.systemCode} is not null)`),
    // The last line of defence against a double spend racing past the service check. The shop's
    // accounts are contra accounts (money owed to or by the shop) and may go below zero.
    check('wallets_balance_check', sql`${t.userId} is null or ${t.balanceKobo} >= 0`),
  ],
);

/** One money movement: its entries sum to zero; the unique reference makes a retry a no-op. */
export const ledgerTransactions = pgTable('ledger_transactions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  reference: text('reference').notNull().unique(),
  kind: text('kind').notNull(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

// Append-only (a trigger refuses updates and deletes): the balance is the sum of entries, and
// balance_after makes statements cheap (null on the shop's accounts, which keep no running balance). Entry ids grow in posting order per account (the account row
// is locked while they are written), so the balance_after chain is ordered by id.
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: publicUuid(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'restrict' }),
    amountKobo: kobo('amount_kobo').notNull(),
    balanceAfterKobo: kobo('balance_after_kobo'),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_entries_wallet_id_id_idx').on(t.walletId, t.id),
    index('wallet_entries_transaction_id_idx').on(t.transactionId),
    check('wallet_entries_amount_check', sql`${t.amountKobo} <> 0`),
  ],
);

/** One wallet PIN per customer, argon2id-hashed; wrong attempts are counted in rate_limit_counters. */
export const walletPins = pgTable('wallet_pins', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * Coins a returned order earned that the return could not take back, because they had been spent
 * (ADR 0075). Coins given back to the customer later (an order that spent coins, cancelled or
 * released) settle the debt first, so a shopper never keeps the coins of a returned order. One row per
 * returned order; `settled` grows to `coins`. Written only by the wallet module, under the customer's
 * wallet locks.
 */
export const smartCoinDebts = pgTable(
  'smart_coin_debts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    // The returned order whose earned coins were short.
    orderReference: text('order_reference').notNull().unique(),
    coins: integer('coins').notNull(),
    settled: integer('settled').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('smart_coin_debts_open_idx').on(t.userId, t.id).where(sql`${t.settled} < ${t.coins}`),
    check('smart_coin_debts_coins_check', sql`${t.coins} > 0`),
    check('smart_coin_debts_settled_check', sql`${t.settled} >= 0 and ${t.settled} <= ${t.coins}`),
  ],
);
