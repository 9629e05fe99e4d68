import type {
  SmartCoinAnswer,
  WalletAnswer,
  WalletTransaction,
  WalletTransactionsAnswer,
} from '@oja/contract/wallet';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { type Headers, newGuest } from '../cart/test-helpers.ts';
import { payOrderFromWallet } from './postings.ts';
import { fundCoins, fundMain, fundSavings, walletCustomer } from './test-helpers.ts';

const get = (app: FastifyInstance, url: string, headers: Headers = {}) =>
  app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });

describe('wallet balances and history', () => {
  let shop: TestApp;
  const app = () => shop.app;
  beforeAll(async () => {
    shop = await buildTestApp({ seed: false, config: { smartCoinValueKobo: 150 } });
  });
  afterAll(async () => shop.close());

  it('a new customer has three empty wallets and no PIN; answers are private', async () => {
    const { headers } = await walletCustomer(app());
    const main = await get(app(), 'wallet', headers);
    expect(main.statusCode, main.body).toBe(200);
    expect(main.headers['cache-control']).toBe('private, no-store');
    expect(main.json().data).toEqual({ isPinAvailable: false, balance: 0 } satisfies WalletAnswer);
    const savings = await get(app(), 'spend-and-save-wallet', headers);
    expect(savings.json().data).toEqual({ isPinAvailable: false, balance: 0, percentage: 0, enabled: false });
    const coins = await get(app(), 'smart-coin-wallet', headers);
    expect(coins.json().data).toEqual({ balance: 0, coins: 0, coin_value: 1.5, coins_per_100_naira: 1 });
    const history = await get(app(), 'wallet/transactions', headers);
    expect(history.json().data).toEqual({
      data: [],
      pagination: { page: 1, perPage: 20, total: 0, lastPage: 1 },
    });
  });

  it('balances come from the ledger; coins are worth the configured value', async () => {
    const { headers, userId } = await walletCustomer(app());
    const db = app().database.db;
    await fundMain(db, userId, 1_250_050);
    await fundSavings(db, userId, 30_000);
    await fundCoins(db, userId, 40);
    expect((await get(app(), 'wallet', headers)).json().data.balance).toBe(12_500.5);
    expect((await get(app(), 'spend-and-save-wallet', headers)).json().data.balance).toBe(300);
    const coins = (await get(app(), 'smart-coin-wallet', headers)).json().data as SmartCoinAnswer;
    expect(coins).toMatchObject({ coins: 40, balance: 60 });
  });

  it('history: newest first, paged, with direction, balance after, references and dates; filtered by wallet', async () => {
    const { headers, userId } = await walletCustomer(app());
    const db = app().database.db;
    for (let i = 1; i <= 5; i++) await fundMain(db, userId, i * 10_000);
    await db.transaction((tx) =>
      payOrderFromWallet(tx, { userId, orderReference: 'OJA-HIST0001', amountKobo: 20_000 }),
    );
    await fundCoins(db, userId, 3);

    const first = (await get(app(), 'wallet/transactions?page=1&perPage=3', headers)).json()
      .data as WalletTransactionsAnswer;
    expect(first.pagination).toEqual({ page: 1, perPage: 3, total: 7, lastPage: 3 });
    const [coin, payment, lastFunding] = first.data as [
      WalletTransaction,
      WalletTransaction,
      WalletTransaction,
    ];
    expect(coin).toMatchObject({
      wallet: 'smart_coin',
      direction: 'credit',
      amount: 3,
      balance_after: 3,
      unit: 'coins',
    });
    expect(payment).toMatchObject({
      wallet: 'main',
      direction: 'debit',
      amount: 200,
      balance_after: 1_300,
      unit: 'naira',
      reference: 'OJA-HIST0001',
      description: 'Payment for order OJA-HIST0001',
    });
    expect(lastFunding).toMatchObject({ direction: 'credit', amount: 500, balance_after: 1_500 });
    expect(lastFunding.reference).toMatch(/^OJA-WF-/);
    expect(Date.parse(payment.created_at)).toBeGreaterThan(Date.now() - 60_000);

    const last = (await get(app(), 'wallet/transactions?page=3&perPage=3', headers)).json()
      .data as WalletTransactionsAnswer;
    expect(last.data).toHaveLength(1);
    expect(last.data[0]).toMatchObject({ amount: 100, balance_after: 100 });

    const onlyMain = (await get(app(), 'wallet/transactions?wallet=main&perPage=100', headers)).json()
      .data as WalletTransactionsAnswer;
    expect(onlyMain.pagination.total).toBe(6);
    expect(onlyMain.data.every((entry) => entry.wallet === 'main')).toBe(true);
    const uuids = new Set([...first.data, ...last.data].map((entry) => entry.uuid));
    expect(uuids.size).toBe(4);

    const bad = await get(app(), 'wallet/transactions?wallet=piggy_bank', headers);
    expect(bad.statusCode).toBe(422);
    expect((await get(app(), 'wallet/transactions?perPage=500', headers)).statusCode).toBe(422);
  });

  it('another customer never sees your wallets or history', async () => {
    const owner = await walletCustomer(app());
    const other = await walletCustomer(app());
    await fundMain(app().database.db, owner.userId, 99_900);
    expect((await get(app(), 'wallet', other.headers)).json().data.balance).toBe(0);
    const history = (await get(app(), 'wallet/transactions', other.headers)).json()
      .data as WalletTransactionsAnswer;
    expect(history.pagination.total).toBe(0);
    expect((await get(app(), 'wallet', owner.headers)).json().data.balance).toBe(999);
  });

  it('guests and callers without a session get 401 on every wallet call', async () => {
    const guest = await newGuest(app());
    const calls: Array<[string, string, object?]> = [
      ['GET', 'wallet'],
      ['GET', 'wallet/transactions'],
      ['GET', 'spend-and-save-wallet'],
      ['GET', 'smart-coin-wallet'],
      ['POST', 'wallet/pin', { new_pin: '1394' }],
      ['POST', 'wallet/reset-pin', { new_pin: '1394', old_pin: '4381' }],
      ['PUT', 'spend-and-save-wallet/settings', { enabled: true, percentage: 5 }],
      ['POST', 'spend-and-save-wallet/withdraw', { amount: 10, pin: '1234' }],
      ['POST', 'wallet/fund', { amount: 1000 }],
      ['POST', 'wallet/fund/verify', { reference: 'OJA-WF-ANY' }],
    ];
    for (const [method, url, payload] of calls) {
      for (const headers of [guest, {}]) {
        const res = await app().inject({
          method: method as 'GET',
          url: `/api/v1/${url}`,
          headers,
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
    }
  });
});
