import { paginationOf } from '@oja/contract/envelope';
import { koboToNaira } from '@oja/contract/money';
import type {
  SmartCoinAnswer,
  SpendAndSaveWalletAnswer,
  WalletAnswer,
  WalletTransactionsAnswer,
  WalletTransactionsQuery,
} from '@oja/contract/wallet';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/tables/identity.ts';
import { ledgerTransactions, walletEntries, wallets } from '../../db/tables/wallet.ts';
import { ensureWallets } from './accounts.ts';
import { hasPin } from './pin.ts';
import { type SmartCoinRates, smartCoinValueKobo } from './smart-coin.ts';

/** GET wallet: the main wallet (the spec's emart wallet). */
export async function mainWalletAnswer(db: Db, userId: number): Promise<WalletAnswer> {
  const [mine, pin] = await Promise.all([ensureWallets(db, userId), hasPin(db, userId)]);
  return { isPinAvailable: pin, balance: koboToNaira(mine.main.balanceKobo) };
}

/** GET spend-and-save-wallet: the savings, the switch and its percentage, and whether a PIN exists. */
export async function spendAndSaveAnswer(db: Db, userId: number): Promise<SpendAndSaveWalletAnswer> {
  const [mine, pin, settings] = await Promise.all([
    ensureWallets(db, userId),
    hasPin(db, userId),
    db
      .select({ enabled: users.spendAndSave, percentageBp: users.spendAndSavePercentageBp })
      .from(users)
      .where(eq(users.id, userId))
      .then((rows) => rows[0]),
  ]);
  return {
    isPinAvailable: pin,
    balance: koboToNaira(mine.spend_and_save.balanceKobo),
    percentage: (settings?.percentageBp ?? 0) / 100,
    enabled: settings?.enabled ?? false,
  };
}

/** GET smart-coin-wallet: the coins and what they take off a checkout total. */
export async function smartCoinAnswer(
  db: Db,
  userId: number,
  rates: SmartCoinRates,
): Promise<SmartCoinAnswer> {
  const mine = await ensureWallets(db, userId);
  const coins = mine.smart_coin.balanceKobo;
  return {
    coins,
    balance: koboToNaira(smartCoinValueKobo(coins, rates)),
    coin_value: koboToNaira(rates.smartCoinValueKobo),
    coins_per_100_naira: rates.smartCoinEarnPer100Naira,
  };
}

/**
 * The reference a shopper can quote to support: the order or payment a movement belongs to. Ledger
 * references are internal keys (`order:<ref>:wallet`, `funding:<payment>`, `savings:<user>:<key>`);
 * savings moves have no outside reference, and their key (with the user id) stays on the server.
 */
function shownReference(ledgerReference: string): string | null {
  const [scope, id] = ledgerReference.split(':');
  return (scope === 'order' || scope === 'funding') && id ? id : null;
}

/**
 * GET wallet/transactions: the entries of the caller's wallets, newest first. Ownership is the
 * `user_id` in the query itself, so no id a caller sends can reach another customer's entries.
 */
export async function walletHistory(
  db: Db,
  userId: number,
  query: WalletTransactionsQuery,
): Promise<WalletTransactionsAnswer> {
  const mine = and(eq(wallets.userId, userId), query.wallet ? eq(wallets.kind, query.wallet) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        uuid: walletEntries.uuid,
        kind: wallets.kind,
        amount: walletEntries.amountKobo,
        balanceAfter: walletEntries.balanceAfterKobo,
        description: ledgerTransactions.description,
        reference: ledgerTransactions.reference,
        createdAt: walletEntries.createdAt,
      })
      .from(walletEntries)
      .innerJoin(wallets, eq(wallets.id, walletEntries.walletId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, walletEntries.transactionId))
      .where(mine)
      .orderBy(desc(walletEntries.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ n: count() })
      .from(walletEntries)
      .innerJoin(wallets, eq(wallets.id, walletEntries.walletId))
      .where(mine),
  ]);
  return {
    data: rows.map((row) => {
      const coins = row.kind === 'smart_coin';
      // Coins are whole numbers, shown as they are; money goes out in naira.
      const shown = (value: number) => (coins ? value : koboToNaira(value));
      return {
        uuid: row.uuid,
        wallet: row.kind,
        direction: row.amount > 0 ? 'credit' : 'debit',
        amount: shown(Math.abs(row.amount)),
        // A customer's entries always carry it; only the shop's accounts keep none.
        balance_after: shown(row.balanceAfter ?? 0),
        unit: coins ? 'coins' : 'naira',
        description: row.description,
        reference: shownReference(row.reference),
        created_at: row.createdAt.toISOString(),
      };
    }),
    pagination: paginationOf(query.page, query.perPage, total?.n ?? 0),
  };
}
