import { messages } from '@oja/contract/messages';
import { pinTriesLeftMessage, savingsAtMostMessage } from '@oja/contract/wallet';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/tables/identity.ts';
import { ledgerTransactions } from '../../db/tables/wallet.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { Headers } from '../cart/test-helpers.ts';
import { fundSavings, walletCustomer } from './test-helpers.ts';
import { verifyWallets } from './verify.ts';

const settings = (app: FastifyInstance, headers: Headers, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/v1/spend-and-save-wallet/settings', headers, payload });

const withdraw = (app: FastifyInstance, headers: Headers, payload: object, key?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/spend-and-save-wallet/withdraw',
    headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

const balances = async (app: FastifyInstance, headers: Headers) => {
  const [main, savings] = await Promise.all([
    app.inject({ method: 'GET', url: '/api/v1/wallet', headers }),
    app.inject({ method: 'GET', url: '/api/v1/spend-and-save-wallet', headers }),
  ]);
  return { main: main.json().data.balance as number, savings: savings.json().data.balance as number };
};

describe('Spend and Save', () => {
  let shop: TestApp;
  const app = () => shop.app;
  beforeAll(async () => {
    shop = await buildTestApp({ seed: false });
  });
  afterAll(async () => shop.close());

  async function customerWithPin(pin = '1394') {
    const customer = await walletCustomer(app());
    const res = await app().inject({
      method: 'POST',
      url: '/api/v1/wallet/pin',
      headers: customer.headers,
      payload: { new_pin: pin },
    });
    expect(res.statusCode).toBe(201);
    return customer;
  }

  it('turns on with a percentage, off keeping it, and stores both on the user', async () => {
    const { headers, userId } = await walletCustomer(app());
    const noPercentage = await settings(app(), headers, { enabled: true });
    expect(noPercentage.statusCode).toBe(422);
    expect(noPercentage.json().errors).toEqual({ percentage: [messages.spendAndSavePercentageRequired] });

    const on = await settings(app(), headers, { enabled: true, percentage: 2.5 });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.headers['cache-control']).toBe('private, no-store');
    expect(on.json()).toMatchObject({
      message: messages.spendAndSaveOn,
      data: { enabled: true, percentage: 2.5, balance: 0, isPinAvailable: false },
    });
    const [row] = await app()
      .database.db.select({ on: users.spendAndSave, bp: users.spendAndSavePercentageBp })
      .from(users)
      .where(eq(users.id, userId));
    expect(row).toEqual({ on: true, bp: 250 });

    const off = await settings(app(), headers, { enabled: false });
    expect(off.json()).toMatchObject({
      message: messages.spendAndSaveOff,
      data: { enabled: false, percentage: 2.5 },
    });
    const backOn = await settings(app(), headers, { enabled: true });
    expect(backOn.json().data).toMatchObject({ enabled: true, percentage: 2.5 });

    for (const percentage of [0, 101, -5]) {
      expect((await settings(app(), headers, { enabled: true, percentage })).statusCode).toBe(422);
    }
    expect((await settings(app(), headers, { percentage: 5 })).statusCode).toBe(422);
  });

  it('moves savings to the main wallet with the PIN, as one balanced transaction', async () => {
    const { headers, userId } = await customerWithPin();
    await fundSavings(app().database.db, userId, 120_000);
    const res = await withdraw(app(), headers, { amount: 450.5, pin: '1394' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: messages.savingsMoved,
      data: { amount: 450.5, balance: 749.5, main_balance: 450.5 },
    });
    expect(await balances(app(), headers)).toEqual({ main: 450.5, savings: 749.5 });
    const history = await app().inject({
      method: 'GET',
      url: '/api/v1/wallet/transactions?perPage=2',
      headers,
    });
    const [credit, debit] = history.json().data.data;
    expect(credit).toMatchObject({ wallet: 'main', direction: 'credit', amount: 450.5 });
    expect(debit).toMatchObject({ wallet: 'spend_and_save', direction: 'debit', amount: 450.5 });
    expect(credit.reference).toBe(debit.reference);
    expect((await verifyWallets(app().database.db)).differences).toEqual([]);
  });

  it('refuses more than the balance, a wrong PIN, and no PIN; nothing moves', async () => {
    const noPin = await walletCustomer(app());
    expect((await withdraw(app(), noPin.headers, { amount: 1, pin: '1394' })).json().message).toBe(
      messages.pinMissing,
    );

    const { headers, userId } = await customerWithPin('4381');
    await fundSavings(app().database.db, userId, 10_000);
    const tooMuch = await withdraw(app(), headers, { amount: 100.01, pin: '4381' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors).toEqual({ amount: [savingsAtMostMessage(10_000)] });
    const wrongPin = await withdraw(app(), headers, { amount: 10, pin: '1111' });
    expect(wrongPin.statusCode).toBe(422);
    expect(wrongPin.json().errors).toEqual({ pin: [pinTriesLeftMessage(4)] });
    for (const amount of [0, -5, 1.001]) {
      expect((await withdraw(app(), headers, { amount, pin: '4381' })).statusCode).toBe(422);
    }
    expect((await withdraw(app(), headers, { amount: 5, pin: '43' })).statusCode).toBe(422);
    expect(await balances(app(), headers)).toEqual({ main: 0, savings: 100 });
    // All of it is fine.
    expect((await withdraw(app(), headers, { amount: 100, pin: '4381' })).statusCode).toBe(200);
    expect(await balances(app(), headers)).toEqual({ main: 100, savings: 0 });
  });

  it('the same Idempotency-Key sent twice (or at once) moves the money once', async () => {
    const { headers, userId } = await customerWithPin();
    await fundSavings(app().database.db, userId, 50_000);
    const key = `withdraw-${Date.now()}`;
    const first = await withdraw(app(), headers, { amount: 100, pin: '1394' }, key);
    const second = await withdraw(app(), headers, { amount: 100, pin: '1394' }, key);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().data).toEqual(first.json().data);
    const together = await Promise.all(
      Array.from({ length: 5 }, () => withdraw(app(), headers, { amount: 50, pin: '1394' }, `${key}-b`)),
    );
    expect(together.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await balances(app(), headers)).toEqual({ main: 150, savings: 350 });
    const moves = await app()
      .database.db.select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.reference, `savings:${userId}:%`));
    expect(moves).toHaveLength(2);
    // Keys belong to one customer: another customer's same key is their own withdrawal.
    const other = await customerWithPin();
    await fundSavings(app().database.db, other.userId, 1_000);
    const theirs = await withdraw(app(), other.headers, { amount: 10, pin: '1394' }, key);
    expect(theirs.json().data).toMatchObject({ amount: 10, main_balance: 10 });
  });

  it("another customer's PIN and request never move your savings", async () => {
    const owner = await customerWithPin('5831');
    const other = await customerWithPin('2592');
    await fundSavings(app().database.db, owner.userId, 20_000);
    const res = await withdraw(app(), other.headers, { amount: 100, pin: '2592' });
    expect(res.statusCode).toBe(422);
    expect(await balances(app(), owner.headers)).toEqual({ main: 0, savings: 200 });
  });
});
