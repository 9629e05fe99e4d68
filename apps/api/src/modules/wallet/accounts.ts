import { WALLET_KINDS, type WalletKind } from '@oja/contract/constants';
import { asc, eq, getTableColumns, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { databaseKey, preparedQuery } from '../../db/prepared.ts';
import { walletEntries, wallets } from '../../db/tables/wallet.ts';

export type WalletRow = typeof wallets.$inferSelect;
export type CustomerWallets = Record<WalletKind, WalletRow>;

/**
 * The shop's own accounts (ADR 0007). gateway_clearing: money received through Paystack for the
 * main wallet; shop_sales: what orders earned and what the shop pays back (savings, refunds);
 * smart_coin_issuance: coins the shop has issued and not taken back (counts coins).
 */
const SYSTEM_WALLETS = {
  gateway_clearing: 'main',
  shop_sales: 'main',
  smart_coin_issuance: 'smart_coin',
} as const satisfies Record<string, WalletKind>;
export type SystemWalletCode = keyof typeof SYSTEM_WALLETS;

const customerWalletsQuery = preparedQuery((db) =>
  db
    .select()
    .from(wallets)
    .where(eq(wallets.userId, sql.placeholder('userId')))
    .prepare('customer_wallets'),
);
const customerWalletsLock = preparedQuery((db) =>
  db
    .select()
    .from(wallets)
    .where(eq(wallets.userId, sql.placeholder('userId')))
    .orderBy(asc(wallets.id))
    .for('update')
    .prepare('customer_wallets_lock'),
);

/**
 * A customer's balance in one of their wallets, as a column of another module's statement (null
 * while the wallet is not opened yet: the caller then opens them with ensureWallets). The kind is
 * in the statement's text (ADR 0059).
 */
export const walletBalanceColumn = (userId: SQLWrapper, kind: WalletKind) =>
  sql<
    number | null
  >`(select ${wallets.balanceKobo} from ${wallets} where ${wallets.userId} = ${userId} and ${wallets.kind} = ${sql.raw(`'${kind}'`)})`.mapWith(
    wallets.balanceKobo,
  );

async function selectCustomerWallets(db: Executor, userId: number) {
  return customerWalletsQuery(db).execute({ userId });
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

/**
 * The shop's accounts already committed, per database (`databaseKey`: its transactions share it):
 * an account row is never changed nor deleted once written (its balance is the sum of its entries),
 * so after the first read every posting finds it without a statement.
 */
const shopAccounts = new WeakMap<object, Map<SystemWalletCode | number, WalletRow>>();
const shopAccountsOf = (db: Executor) => {
  const key = databaseKey(db);
  let held = shopAccounts.get(key);
  if (!held) {
    held = new Map();
    shopAccounts.set(key, held);
  }
  return held;
};

/** A shop account's row by its id, when it is known committed (see systemWallet); else undefined. */
export function knownShopAccount(db: Executor, id: number): WalletRow | undefined {
  return shopAccountsOf(db).get(id);
}

const shopAccountQuery = preparedQuery((db) =>
  db
    .select({
      row: getTableColumns(wallets),
      // Written by this very transaction (its first use): not known committed until the transaction is.
      own: sql<boolean>`${wallets}.xmin::text = (txid_current_if_assigned() % 4294967296)::text`,
    })
    .from(wallets)
    .where(eq(wallets.systemCode, sql.placeholder('code')))
    .limit(1)
    .prepare('shop_account'),
);

/** One of the shop's accounts, created on first use like the customers' ones. */
export async function systemWallet(db: Executor, code: SystemWalletCode): Promise<WalletRow> {
  const known = shopAccountsOf(db);
  const cached = known.get(code);
  if (cached) return cached;
  const find = () => shopAccountQuery(db).execute({ code });
  let [found] = await find();
  if (!found) {
    await db.insert(wallets).values({ systemCode: code, kind: SYSTEM_WALLETS[code] }).onConflictDoNothing();
    [found] = await find();
  }
  if (!found) throw new Error(`system wallet ${code} missing after insert`);
  if (!found.own) {
    known.set(code, found.row);
    known.set(found.row.id, found.row);
  }
  return found.row;
}

/**
 * Locks the customer's three wallets, in ascending id order, for a transaction that posts more than
 * one movement of theirs (a checkout: coins, payment, savings; undoing an order: coins, savings,
 * refund). Called after any product row the transaction locks (ADR 0027: products by id, then wallets
 * by id), so two money transactions never wait on each other in a circle. Answers fresh balances.
 */
export async function lockCustomerWallets(tx: Tx, userId: number): Promise<CustomerWallets> {
  const lock = () => customerWalletsLock(tx).execute({ userId });
  let rows = await lock();
  // Opened on first use: only a customer without their three wallets yet needs the second round.
  if (rows.length < WALLET_KINDS.length) {
    await ensureWallets(tx, userId);
    rows = await lock();
  }
  return Object.fromEntries(rows.map((row) => [row.kind, row])) as CustomerWallets;
}

/**
 * The balance of one of the shop's accounts: the sum of its entries (the shop's accounts keep no
 * running balance, so no wallet checkout queues on their row; ADR 0028). In its unit (coins for
 * smart_coin_issuance).
 */
export async function shopBalance(db: Executor, code: SystemWalletCode): Promise<number> {
  const account = await systemWallet(db, code);
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${walletEntries.amountKobo}), 0)` })
    .from(walletEntries)
    .where(eq(walletEntries.walletId, account.id));
  return Number(row?.total ?? 0);
}
