import { WALLET_KINDS } from '@oja/contract/constants';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgEnum, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, kobo } from '../../db/columns.ts';
import { users } from '../identity/tables.ts';

export const walletKind = pgEnum('wallet_kind', WALLET_KINDS);

export const wallets = pgTable(
  'wallets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: walletKind('kind').notNull(),
    balanceKobo: kobo('balance_kobo').notNull().default(0),
    pinHash: text('pin_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('wallets_user_id_kind_key').on(t.userId, t.kind),
    // The last line of defence against a double spend racing past the service check.
    check('wallets_balance_check', sql`${t.balanceKobo} >= 0`),
  ],
);

// Append-only ledger: the balance is the sum of entries; balance_after makes statements cheap.
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    amountKobo: kobo('amount_kobo').notNull(),
    balanceAfterKobo: kobo('balance_after_kobo').notNull(),
    kind: text('kind').notNull(),
    reference: text('reference'),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_entries_wallet_id_created_at_idx').on(t.walletId, t.createdAt),
    index('wallet_entries_reference_idx').on(t.reference),
  ],
);
