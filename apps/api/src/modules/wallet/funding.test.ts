import { messages } from '@oja/contract/messages';
import type { WalletFundAnswer, WalletFundVerifyAnswer } from '@oja/contract/wallet';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/tables/payments.ts';
import { ledgerTransactions } from '../../db/tables/wallet.ts';
import { DECLINED_CARD, SUCCESS_CARD } from '../../sandbox/paystack/test-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { Headers } from '../cart/test-helpers.ts';
import { ensureWallets } from './accounts.ts';
import { creditWalletFunding, fundingReference } from './postings.ts';
import { insertUser, uniqueReference, walletCustomer } from './test-helpers.ts';
import { verifyWallets } from './verify.ts';

const fund = (app: FastifyInstance, headers: Headers, payload: object, key?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/wallet/fund',
    headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

const verifyFunding = async (app: FastifyInstance, headers: Headers, reference: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/wallet/fund/verify',
    headers,
    payload: { reference },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as WalletFundVerifyAnswer;
};

async function paymentRow(app: FastifyInstance, reference: string) {
  const [row] = await app.database.db.select().from(payments).where(eq(payments.reference, reference));
  return row!;
}

describe('funding the main wallet by card', () => {
  let shop: TestApp;
  const app = () => shop.app;
  beforeAll(async () => {
    shop = await buildTestApp({ seed: false });
    // The Paystack client reaches the sandbox gateway over HTTP, so the app must listen.
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => shop.close());

  /** The shopper on the sandbox page: the card form posts, the page sends them back to the shop. */
  const payOnGatewayPage = (started: WalletFundAnswer, card = SUCCESS_CARD) =>
    app().inject({
      method: 'POST',
      url: `/sandbox/paystack/checkout/${started.access_code}/pay`,
      payload: card,
    });

  it('answers a sandbox payment page for a wallet_funding payment and returns to the wallet page', async () => {
    const { headers, userId } = await walletCustomer(app());
    const res = await fund(app(), headers, { amount: 2_500.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const started = res.json().data as WalletFundAnswer;
    expect(started.reference).toMatch(/^OJA-WF-[0-9A-Z]{12}$/);
    expect(started.amount).toBe(2_500.5);
    expect(started.authorization_url).toContain(`/sandbox/paystack/checkout/${started.access_code}`);
    const page = await app().inject({ method: 'GET', url: new URL(started.authorization_url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const row = await paymentRow(app(), started.reference);
    expect(row).toMatchObject({
      purpose: 'wallet_funding',
      orderGroup: null,
      userId,
      amountKobo: 250_050,
      status: 'pending',
    });

    const paid = await payOnGatewayPage(started);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain(`/account/wallet/emart-wallet?reference=${started.reference}`);
  });

  it('verify credits the main wallet once, however often it and the webhook come', async () => {
    const { headers } = await walletCustomer(app());
    const started = (await fund(app(), headers, { amount: 10_000 })).json().data as WalletFundAnswer;
    await payOnGatewayPage(started);
    const [a, b] = await Promise.all([
      verifyFunding(app(), headers, started.reference),
      verifyFunding(app(), headers, started.reference),
    ]);
    for (const answer of [a, b])
      expect(answer).toMatchObject({ status: 'success', credited: true, balance: 10_000 });
    const again = await verifyFunding(app(), headers, started.reference);
    expect(again).toMatchObject({ credited: true, balance: 10_000, amount: 10_000 });
    // settlePayment will call creditWalletFunding too: it finds the reference posted and changes nothing.
    const payment = await paymentRow(app(), started.reference);
    const twice = await app().database.db.transaction((tx) => creditWalletFunding(tx, payment));
    expect(twice).toEqual({ posted: false });
    const wallet = await app().inject({ method: 'GET', url: '/api/v1/wallet', headers });
    expect(wallet.json().data.balance).toBe(10_000);
    const posted = await app()
      .database.db.select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, fundingReference(started.reference)));
    expect(posted).toHaveLength(1);
    expect((await verifyWallets(app().database.db)).differences).toEqual([]);
  });

  it('a declined card credits nothing', async () => {
    const { headers } = await walletCustomer(app());
    const started = (await fund(app(), headers, { amount: 300 })).json().data as WalletFundAnswer;
    await payOnGatewayPage(started, DECLINED_CARD);
    const answer = await verifyFunding(app(), headers, started.reference);
    expect(answer).toMatchObject({ status: 'failed', credited: false, balance: 0 });
  });

  it('creditWalletFunding called twice for one payment (even at once) credits once', async () => {
    const userId = await insertUser(app().database.db);
    const payment = {
      reference: uniqueReference('OJA-WF'),
      purpose: 'wallet_funding',
      userId,
      amountKobo: 77_700,
    };
    const results = await Promise.all([
      app().database.db.transaction((tx) => creditWalletFunding(tx, payment)),
      app().database.db.transaction((tx) => creditWalletFunding(tx, payment)),
    ]);
    expect(results.filter((result) => result.posted)).toHaveLength(1);
    expect((await ensureWallets(app().database.db, userId)).main.balanceKobo).toBe(77_700);
    await expect(
      app().database.db.transaction((tx) => creditWalletFunding(tx, { ...payment, purpose: 'order' })),
    ).rejects.toThrow(/not a wallet funding/);
  });

  it('the same Idempotency-Key answers the same page and makes one payment', async () => {
    const { headers, userId } = await walletCustomer(app());
    const key = `fund-${Date.now()}`;
    const [a, b] = await Promise.all([
      fund(app(), headers, { amount: 1_000 }, key),
      fund(app(), headers, { amount: 1_000 }, key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data).toEqual(b.json().data);
    const rows = await app().database.db.select().from(payments).where(eq(payments.userId, userId));
    expect(rows).toHaveLength(1);
    const otherAmount = await fund(app(), headers, { amount: 2_000 }, key);
    expect(otherAmount.statusCode).toBe(422);
  });

  it('amount limits, return address rules, and ownership of a funding', async () => {
    const { headers } = await walletCustomer(app());
    const cases: Array<[object, string, string]> = [
      [{ amount: 99.99 }, 'amount', messages.walletFundMin],
      [{ amount: 5_000_000.01 }, 'amount', messages.walletFundMax],
      [{ amount: 150.005 }, 'amount', 'Amount may have at most 2 decimals'],
      [{}, 'amount', messages.walletAmountRequired],
      [
        { amount: 500, callback_url: 'https://evil.example/account/wallet/emart-wallet' },
        'callback_url',
        messages.walletReturnAddress,
      ],
      [
        { amount: 500, callback_url: 'http://localhost:3000/cart' },
        'callback_url',
        messages.walletReturnAddress,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await fund(app(), headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors[field]).toContain(message);
    }
    const bounds = [100, 5_000_000];
    for (const amount of bounds) expect((await fund(app(), headers, { amount })).statusCode).toBe(200);
    const toOrderComplete = await fund(app(), headers, {
      amount: 500,
      callback_url: 'http://localhost:3000/order-complete',
    });
    expect(toOrderComplete.statusCode).toBe(200);

    const mine = (await fund(app(), headers, { amount: 700 })).json().data as WalletFundAnswer;
    const other = await walletCustomer(app());
    const res = await app().inject({
      method: 'POST',
      url: '/api/v1/wallet/fund/verify',
      headers: other.headers,
      payload: { reference: mine.reference },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.walletFundingNotFound);
  });
});
