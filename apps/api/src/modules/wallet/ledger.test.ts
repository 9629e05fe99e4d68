import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { ledgerTransactions, walletEntries, wallets } from '../../db/tables/wallet.ts';
import { createTestDatabase } from '../../test/database.ts';
import { ensureWallets, shopBalance, systemWallet } from './accounts.ts';
import { LedgerError, NotEnoughMoney, postLedgerTransaction } from './ledger.ts';
import {
  creditSpendAndSave,
  creditWalletFunding,
  earnSmartCoins,
  payOrderFromWallet,
  redeemSmartCoins,
} from './postings.ts';
import { refundToWallet } from './reversals.ts';
import { coinsEarned, smartCoinValueKobo } from './smart-coin.ts';
import { fundCoins, fundMain, insertUser, uniqueReference } from './test-helpers.ts';
import { verifyWallets } from './verify.ts';

describe('the wallet ledger', () => {
  let database: DatabaseHandle;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(async () => database?.close());

  const balanceOf = async (walletId: number) => {
    const [row] = await db()
      .select({ balance: wallets.balanceKobo })
      .from(wallets)
      .where(eq(wallets.id, walletId));
    return row!.balance;
  };

  it('refuses legs that do not sum to zero, that are not safe integers, or that mix coins and kobo', async () => {
    const userId = await insertUser(db());
    const mine = await ensureWallets(db(), userId);
    const shop = await systemWallet(db(), 'shop_sales');
    const post = (legs: Array<{ walletId: number; amountKobo: number }>) =>
      db().transaction((tx) =>
        postLedgerTransaction(tx, {
          reference: uniqueReference(),
          kind: 'refund',
          description: 'test',
          legs,
        }),
      );
    await expect(
      post([
        { walletId: shop.id, amountKobo: -100 },
        { walletId: mine.main.id, amountKobo: 99 },
      ]),
    ).rejects.toThrow(LedgerError);
    await expect(post([{ walletId: mine.main.id, amountKobo: 100 }])).rejects.toThrow(LedgerError);
    await expect(
      post([
        { walletId: shop.id, amountKobo: -1.5 },
        { walletId: mine.main.id, amountKobo: 1.5 },
      ]),
    ).rejects.toThrow(LedgerError);
    await expect(
      post([
        { walletId: shop.id, amountKobo: -(2 ** 53) },
        { walletId: mine.main.id, amountKobo: 2 ** 53 },
      ]),
    ).rejects.toThrow(LedgerError);
    await expect(
      post([
        { walletId: shop.id, amountKobo: 0 },
        { walletId: mine.main.id, amountKobo: 0 },
      ]),
    ).rejects.toThrow(LedgerError);
    const issuance = await systemWallet(db(), 'smart_coin_issuance');
    await expect(
      post([
        { walletId: issuance.id, amountKobo: -5 },
        { walletId: mine.main.id, amountKobo: 5 },
      ]),
    ).rejects.toThrow(/coins and kobo/);
    // Nothing was written by any of them.
    expect(await balanceOf(mine.main.id)).toBe(0);
    const [entries] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(walletEntries)
      .where(eq(walletEntries.walletId, mine.main.id));
    expect(entries!.n).toBe(0);
  });

  it('posts a reference once: a retry, or ten at the same moment, change nothing more', async () => {
    const userId = await insertUser(db());
    const payment = {
      reference: uniqueReference('OJA-WF'),
      purpose: 'wallet_funding',
      userId,
      amountKobo: 250_000,
    };
    const first = await db().transaction((tx) => creditWalletFunding(tx, payment));
    const again = await db().transaction((tx) => creditWalletFunding(tx, payment));
    expect(first.posted).toBe(true);
    expect(again).toEqual({ posted: false });
    const together = await Promise.all(
      Array.from({ length: 10 }, () =>
        db().transaction((tx) =>
          refundToWallet(tx, { userId, orderReference: 'OJA-ONCE', amountKobo: 1_000 }),
        ),
      ),
    );
    expect(together.filter((result) => result.posted)).toHaveLength(1);
    const mine = await ensureWallets(db(), userId);
    expect(mine.main.balanceKobo).toBe(251_000);
  });

  it('parallel first uses of a new customer create one set of wallets', async () => {
    const userId = await insertUser(db());
    const sets = await Promise.all(
      Array.from({ length: 8 }, () => db().transaction((tx) => ensureWallets(tx, userId))),
    );
    expect(new Set(sets.map((set) => set.main.id)).size).toBe(1);
    const rows = await db().select().from(wallets).where(eq(wallets.userId, userId));
    expect(rows.map((row) => row.kind).sort()).toEqual(['main', 'smart_coin', 'spend_and_save']);
  });

  it('a payment larger than the balance is refused with 409 and the whole transaction rolls back', async () => {
    const userId = await insertUser(db());
    await fundMain(db(), userId, 5_000);
    const attempt = db().transaction(async (tx) => {
      await creditSpendAndSave(tx, { userId, orderReference: 'OJA-SHORT', amountKobo: 700 });
      await payOrderFromWallet(tx, { userId, orderReference: 'OJA-SHORT', amountKobo: 5_001 });
    });
    await expect(attempt).rejects.toBeInstanceOf(NotEnoughMoney);
    await expect(attempt).rejects.toMatchObject({ statusCode: 409 });
    const mine = await ensureWallets(db(), userId);
    expect(mine.main.balanceKobo).toBe(5_000);
    expect(mine.spend_and_save.balanceKobo).toBe(0);
    const written = await db()
      .select()
      .from(ledgerTransactions)
      .where(sql`${ledgerTransactions.reference} like 'order:OJA-SHORT:%'`);
    expect(written).toHaveLength(0);
    // The same order can pay once the money is there.
    await fundMain(db(), userId, 1);
    const paid = await db().transaction((tx) =>
      payOrderFromWallet(tx, { userId, orderReference: 'OJA-SHORT', amountKobo: 5_001 }),
    );
    expect(paid.posted).toBe(true);
    expect((await ensureWallets(db(), userId)).main.balanceKobo).toBe(0);
  });

  it('smart coins: earned and redeemed against the issuance account, in coins, never below zero', async () => {
    const rates = { smartCoinEarnPer100Naira: 1, smartCoinValueKobo: 100 };
    expect(coinsEarned(25_000, rates)).toBe(2);
    expect(coinsEarned(9_999, rates)).toBe(0);
    expect(coinsEarned(1_000_000, { ...rates, smartCoinEarnPer100Naira: 3 })).toBe(300);
    expect(smartCoinValueKobo(7, rates)).toBe(700);
    expect(() => smartCoinValueKobo(1.5, rates)).toThrow(RangeError);

    const userId = await insertUser(db());
    await fundCoins(db(), userId, 12);
    await db().transaction((tx) => redeemSmartCoins(tx, { userId, orderReference: 'OJA-COIN1', coins: 10 }));
    await expect(
      db().transaction((tx) => redeemSmartCoins(tx, { userId, orderReference: 'OJA-COIN2', coins: 3 })),
    ).rejects.toMatchObject({ statusCode: 409, unit: 'coins' });
    await db().transaction((tx) => earnSmartCoins(tx, { userId, orderReference: 'OJA-COIN1', coins: 4 }));
    expect((await ensureWallets(db(), userId)).smart_coin.balanceKobo).toBe(6);
  });

  it('50 concurrent debits of a wallet that covers exactly 20: 20 succeed, never below zero, verify clean', async () => {
    const userId = await insertUser(db());
    const price = 199_999;
    await fundMain(db(), userId, 20 * price);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        db().transaction((tx) =>
          payOrderFromWallet(tx, { userId, orderReference: `OJA-RACE${i}`, amountKobo: price }),
        ),
      ),
    );
    const paid = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(paid).toHaveLength(20);
    expect(refused).toHaveLength(30);
    for (const result of refused)
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(NotEnoughMoney);

    const mine = await ensureWallets(db(), userId);
    expect(mine.main.balanceKobo).toBe(0);
    const chain = await db()
      .select({ amount: walletEntries.amountKobo, after: walletEntries.balanceAfterKobo })
      .from(walletEntries)
      .where(eq(walletEntries.walletId, mine.main.id))
      .orderBy(asc(walletEntries.id));
    expect(chain).toHaveLength(21);
    expect(chain.every((entry) => entry.after !== null && entry.after >= 0)).toBe(true);
    const report = await verifyWallets(db());
    expect(report.differences).toEqual([]);
    expect(report.entries).toBeGreaterThan(40);
  });

  it('entries and transactions are append-only', async () => {
    const userId = await insertUser(db());
    await fundMain(db(), userId, 100);
    await expect(
      db().update(walletEntries).set({ amountKobo: 1 }).where(isNotNull(walletEntries.id)),
    ).rejects.toThrow();
    await expect(db().delete(ledgerTransactions).where(isNotNull(ledgerTransactions.id))).rejects.toThrow();
    expect((await verifyWallets(db())).differences).toEqual([]);
  });

  it('verifyWallets reports a stored balance that is not the sum of its entries, and is clean once fixed', async () => {
    const userId = await insertUser(db());
    await fundMain(db(), userId, 10_000);
    const { main } = await ensureWallets(db(), userId);
    await db().update(wallets).set({ balanceKobo: 10_050 }).where(eq(wallets.id, main.id));
    const report = await verifyWallets(db());
    expect(report.differences).toEqual([
      {
        check: 'balance',
        walletId: main.id,
        owner: `user ${userId} main`,
        storedKobo: 10_050,
        entriesSumKobo: 10_000,
      },
    ]);
    // A customer balance cannot be set below zero at all (the check constraint).
    await expect(
      db().update(wallets).set({ balanceKobo: -1 }).where(eq(wallets.id, main.id)),
    ).rejects.toThrow();
    await db()
      .update(wallets)
      .set({ balanceKobo: 10_000 })
      .where(and(eq(wallets.id, main.id)));
    expect((await verifyWallets(db())).differences).toEqual([]);
  });

  it('the shop accounts are contra accounts: they go below zero as customers are credited', async () => {
    const clearing = await systemWallet(db(), 'gateway_clearing');
    expect(clearing.userId).toBeNull();
    expect(await shopBalance(db(), 'gateway_clearing')).toBeLessThan(0);
    // They keep no running balance (nothing queues on their row): the sum of entries is the figure.
    expect(await balanceOf(clearing.id)).toBe(0);
    // A system wallet has no user, a customer wallet no system code (the owner check).
    await expect(
      db().insert(wallets).values({ kind: 'main', userId: null, systemCode: null }),
    ).rejects.toThrow();
  });
});

describe("the shop's accounts", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(async () => database?.close());

  it('first opened in a transaction that rolls back are opened again, and postings then find them', async () => {
    const db = database.db;
    const userId = await insertUser(db);
    const rolledBack = new Error('roll back');
    let openedThere: number | undefined;
    await expect(
      db.transaction(async (tx) => {
        openedThere = (await systemWallet(tx, 'gateway_clearing')).id;
        // Found again in the same transaction: still only this transaction's row.
        expect((await systemWallet(tx, 'gateway_clearing')).id).toBe(openedThere);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(openedThere).toBeDefined();
    const gone = await db.select().from(wallets).where(eq(wallets.id, openedThere!));
    expect(gone).toEqual([]);

    // The next funding opens the account for good, and later ones post to that same committed row.
    for (let i = 0; i < 3; i++) await fundMain(db, userId, 1_000);
    const clearing = await systemWallet(db, 'gateway_clearing');
    expect(clearing.id).not.toBe(openedThere);
    const legs = await db
      .select({ walletId: walletEntries.walletId })
      .from(walletEntries)
      .where(eq(walletEntries.walletId, clearing.id));
    expect(legs).toHaveLength(3);
    expect(await shopBalance(db, 'gateway_clearing')).toBe(-3_000);
    expect((await verifyWallets(db)).differences).toEqual([]);
  });
});

describe("the shop's accounts under racing first uses", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(async () => database?.close());

  it('ten fundings at once on a new shop, every other one rolled back: one account, the committed five on it', async () => {
    const db = database.db;
    const userId = await insertUser(db);
    const rolledBack = new Error('roll back');
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        db.transaction(async (tx) => {
          await creditWalletFunding(tx, {
            reference: uniqueReference('OJA-WF'),
            purpose: 'wallet_funding',
            userId,
            amountKobo: 1_000,
          });
          if (i % 2 === 1) throw rolledBack;
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(results.filter((r) => r.status === 'rejected').every((r) => r.reason === rolledBack)).toBe(true);

    const accounts = await db.select().from(wallets).where(eq(wallets.systemCode, 'gateway_clearing'));
    expect(accounts).toHaveLength(1);
    // The next funding, made after the race, posts to that same account.
    await fundMain(db, userId, 1_000);
    expect((await systemWallet(db, 'gateway_clearing')).id).toBe(accounts[0]!.id);
    expect(await shopBalance(db, 'gateway_clearing')).toBe(-6_000);
    expect((await ensureWallets(db, userId)).main.balanceKobo).toBe(6_000);
    expect((await verifyWallets(db)).differences).toEqual([]);
  });
});
