import { WALLET_KINDS, type WalletKind } from '@oja/contract/constants';
import { eq } from 'drizzle-orm';
import type { Executor } from '../cart/lock.ts';
import { wallets } from './tables.ts';

export type WalletRow = typeof wallets.$inferSelect;
export type CustomerWallets = Record<WalletKind, WalletRow>;

/**
 * The shop's own accounts (ADR 0007). gateway_clearing: money received through Paystack for the
 * main wallet; shop_sales: what orders earned and what the shop pays back (savings, refunds);
 * smart_coin_issuance: coins the shop has issued and not taken back (counts coins).
 */
export const SYSTEM_WALLETS = {
  gateway_clearing: 'main',
  shop_sales: 'main',
  smart_coin_issuance: 'smart_coin',
} as const satisfies Record<string, WalletKind>;
export type SystemWalletCode = keyof typeof SYSTEM_WALLETS;

async function selectCustomerWallets(db: Executor, userId: number) {
  return db.select().from(wallets).where(eq(wallets.userId, userId));
}

/**
 * The customer's three wallets (main, spend_and_save, smart_coin), created on first use. Parallel
 * first uses both insert with `on conflict do nothing`: one wins, both read the same rows.
 * Balances read here are a snapshot; only postLedgerTransaction changes them, under a lock.
 */
export async function ensureWallets(db: Executor, userId: number): Promise<CustomerWallets> {
  let rows = await selectCustomerWallets(db, userId);
  if (rows.length < WALLET_KINDS.length) {
    await db
      .insert(wallets)
      .values(WALLET_KINDS.map((kind) => ({ userId, kind })))
      .onConflictDoNothing();
    rows = await selectCustomerWallets(db, userId);
  }
  const byKind = Object.fromEntries(rows.map((row) => [row.kind, row])) as Partial<CustomerWallets>;
  for (const kind of WALLET_KINDS) {
    if (!byKind[kind]) throw new Error(`wallet ${kind} of user ${userId} missing after insert`);
  }
  return byKind as CustomerWallets;
}

/** The same as ensureWallets: reading a customer's wallets opens them. */
export const walletsOf = ensureWallets;

/** One of the shop's accounts, created on first use like the customers' ones. */
export async function systemWallet(db: Executor, code: SystemWalletCode): Promise<WalletRow> {
  const find = () => db.select().from(wallets).where(eq(wallets.systemCode, code)).limit(1);
  let [row] = await find();
  if (!row) {
    await db.insert(wallets).values({ systemCode: code, kind: SYSTEM_WALLETS[code] }).onConflictDoNothing();
    [row] = await find();
  }
  if (!row) throw new Error(`system wallet ${code} missing after insert`);
  return row;
}
