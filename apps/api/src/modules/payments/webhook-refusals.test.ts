import type { CheckoutAnswer, OrderCompleteAnswer } from '@oja/contract/orders';
import type { WalletFundAnswer } from '@oja/contract/wallet';
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/tables/orders.ts';
import { paymentRefusals, payments } from '../../db/tables/payments.ts';
import { ledgerTransactions, walletEntries } from '../../db/tables/wallet.ts';
import { paystackSignature, SANDBOX_SECRET_KEY } from '../../integrations/paystack.ts';
import { sandboxPaystackTransactions } from '../../sandbox/paystack/tables.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { runOpsOn } from '../../test/ops-cli.ts';
import { findProduct, type Headers } from '../cart/test-helpers.ts';
import {
  addToCart,
  checkoutBodyFor,
  customerWithAddress,
  placeOrder,
  summary,
} from '../checkout/test-helpers.ts';
import { settlementPorts } from '../orders/payment.ts';
import { paystackClientFor } from './gateway.ts';
import { recentRefusals } from './refusals.ts';
import { reconcilePayments, type SettlementDeps } from './service.ts';
import { settleFromWebhook } from './webhook.ts';

const GOOD_CARD = { card_number: '4084 0840 8408 4081', expiry: '12/30', cvv: '408' };

let shop: TestApp;
const app = () => shop.app;
let deps: SettlementDeps;
beforeAll(async () => {
  shop = await buildTestApp();
  // Card checkouts and verify call the sandbox gateway over HTTP, as they would call Paystack.
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  deps = { db: app().database.db, paystack: paystackClientFor(app()), log: app().log, ...settlementPorts };
});
afterAll(async () => shop.close());

async function cardOrder(): Promise<{ headers: Headers; placed: CheckoutAnswer }> {
  const headers = await customerWithAddress(app());
  const product = await findProduct(app(), { minStock: 5 });
  await addToCart(app(), headers, product.slug, 1);
  const res = await placeOrder(app(), headers, checkoutBodyFor(await summary(app(), headers)));
  expect(res.statusCode, res.body).toBe(200);
  return { headers, placed: res.json().data as CheckoutAnswer };
}

function signedWebhook(body: object) {
  const raw = JSON.stringify(body);
  return app().inject({
    method: 'POST',
    url: '/api/v1/payments/paystack/webhook',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': paystackSignature(raw, SANDBOX_SECRET_KEY),
    },
    payload: raw,
  });
}

/** A charge.success as Paystack signs it, with the card authorization a real one carries. */
const chargeSuccess = (reference: string, data: { amount: number; currency?: string; status?: string }) => ({
  event: 'charge.success',
  data: {
    id: 4099260516,
    reference,
    amount: data.amount,
    currency: data.currency ?? 'NGN',
    status: data.status ?? 'success',
    gateway_response: 'Successful',
    paid_at: new Date().toISOString(),
    channel: 'card',
    authorization: { authorization_code: 'AUTH_secret0001', last4: '4081' },
    customer: { email: 'ada@example.com' },
  },
});

const paymentOf = async (reference: string) =>
  (await app().database.db.select().from(payments).where(eq(payments.reference, reference)))[0]!;
const orderOf = async (reference: string) =>
  (await app().database.db.select().from(orders).where(eq(orders.reference, reference)))[0]!;
const refusalsOf = (reference: string) =>
  app()
    .database.db.select()
    .from(paymentRefusals)
    .where(eq(paymentRefusals.reference, reference))
    .orderBy(paymentRefusals.id);

/** Every ledger row there is: a refused webhook must add none. */
async function ledgerSize() {
  const db = app().database.db;
  const [transactions] = await db.select({ n: count() }).from(ledgerTransactions);
  const [entries] = await db.select({ n: count() }).from(walletEntries);
  return { transactions: transactions!.n, entries: entries!.n };
}

const FORGERIES = (amount: number) =>
  [
    ['a status that is not success', { amount, status: 'failed' }, "charge.success with status 'failed'"],
    ['another amount', { amount: amount - 1 }, 'amount'],
    ['another currency', { amount, currency: 'USD' }, 'currency USD, the payment is in NGN'],
  ] as const;

describe("a signed charge.success is checked against its own data, the payment and the gateway's answer", () => {
  it('refuses each forgery and records it; nothing is settled, the ledger is unchanged', async () => {
    const { placed } = await cardOrder();
    const reference = placed.payment_reference!;
    const before = await paymentOf(reference);
    const ledger = await ledgerSize();

    for (const [name, data, reason] of FORGERIES(before.amountKobo)) {
      const res = await signedWebhook(chargeSuccess(reference, data));
      // Acknowledged, so Paystack does not send it again; refused all the same.
      expect(res.statusCode, name).toBe(200);
      const order = await orderOf(placed.reference);
      expect(order.paidAt, name).toBeNull();
      expect(order.status, name).toBe('pending');
      const payment = await paymentOf(reference);
      expect(payment, name).toMatchObject({
        status: 'pending',
        verifiedAt: null,
        gatewayPayload: null,
        gatewayResponse: null,
      });
      expect((await refusalsOf(reference)).at(-1)?.reason, name).toContain(reason);
    }
    expect(await ledgerSize()).toEqual(ledger);

    const recorded = await refusalsOf(reference);
    expect(recorded).toHaveLength(3);
    expect(recorded.map((r) => [r.source, r.paymentId, r.seen])).toEqual([
      ['webhook', before.id, 1],
      ['webhook', before.id, 1],
      ['webhook', before.id, 1],
    ]);
    expect(recorded[1]!.reason).toMatch(
      /^amount ₦[\d,.]+, the payment is ₦[\d,.]+; the gateway says 'pending'$/,
    );
    // What it said, without the card authorization or the customer.
    expect(recorded[0]!.said).toEqual({
      id: 4099260516,
      status: 'failed',
      reference,
      amount: before.amountKobo,
      currency: 'NGN',
      gateway_response: 'Successful',
      paid_at: expect.any(String),
      channel: 'card',
    });
    // The same forgery again is counted, not added.
    await signedWebhook(chargeSuccess(reference, { amount: before.amountKobo, status: 'failed' }));
    expect((await refusalsOf(reference)).map((r) => r.seen)).toEqual([2, 1, 1]);
    expect((await recentRefusals(app().database.db, 1)).map((r) => r.reference)).toContain(reference);

    // The reconciliation asks the gateway: not paid there, so still not paid here.
    await reconcilePayments(deps);
    expect((await orderOf(placed.reference)).paidAt).toBeNull();
    expect((await paymentOf(reference)).status).toBe('pending');

    // The shopper really pays: the gateway's own webhook (and verify) settle it, once.
    const page = await app().inject({
      method: 'POST',
      url: `/sandbox/paystack/checkout/${placed.access_code}/pay`,
      payload: GOOD_CARD,
    });
    expect(page.statusCode).toBe(303);
    await reconcilePayments(deps);
    expect((await paymentOf(reference)).status).toBe('success');
    expect((await orderOf(placed.reference)).status).toBe('confirmed');
    expect(await refusalsOf(reference)).toHaveLength(3);
  });

  it('credits no wallet from a forged funding charge', async () => {
    const headers = await customerWithAddress(app());
    const started = await app().inject({
      method: 'POST',
      url: '/api/v1/wallet/fund',
      headers,
      payload: { amount: 5000 },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { reference } = started.json().data as WalletFundAnswer;
    const amount = (await paymentOf(reference)).amountKobo;
    const ledger = await ledgerSize();
    for (const [name, data] of FORGERIES(amount)) {
      expect((await signedWebhook(chargeSuccess(reference, data))).statusCode, name).toBe(200);
    }
    expect(await ledgerSize()).toEqual(ledger);
    expect((await paymentOf(reference)).status).toBe('pending');
    expect(await refusalsOf(reference)).toHaveLength(3);
    const wallet = await app().inject({ method: 'GET', url: '/api/v1/wallet', headers });
    expect(wallet.statusCode).toBe(200);
    expect(wallet.json().data.balance).toBe(0);
  });

  it('says a refusal in the log with the reference and the reason, and no card or key', async () => {
    const { placed } = await cardOrder();
    const reference = placed.payment_reference!;
    const lines: unknown[][] = [];
    const log = {
      ...app().log,
      warn: (...args: unknown[]) => lines.push(args),
    } as unknown as FastifyBaseLogger;
    const settlement = await settleFromWebhook(
      { ...deps, log },
      {
        reference,
        status: 'success',
        amountKobo: 100,
        currency: 'NGN',
        raw: chargeSuccess(reference, { amount: 100 }).data,
      },
    );
    // Not settled: the gateway's verify says the transaction is pending.
    expect(settlement).toBe('pending');
    expect(lines).toHaveLength(1);
    const [fields, message] = lines[0]!;
    expect(fields).toEqual({ reference, source: 'webhook', reason: expect.stringMatching(/^amount ₦1\.00/) });
    expect(message).toMatch(/refused/);
    expect(JSON.stringify(lines)).not.toMatch(/AUTH_|sk_test|ada@example/);
  });

  it('checks what verify answers too: another amount is recorded and never paid', async () => {
    const { headers, placed } = await cardOrder();
    const reference = placed.payment_reference!;
    // The gateway's transaction says another amount than the shop asked for.
    await app()
      .database.db.update(sandboxPaystackTransactions)
      .set({ amountKobo: 100 })
      .where(eq(sandboxPaystackTransactions.reference, reference));
    const ledger = await ledgerSize();
    await app().inject({
      method: 'POST',
      url: `/sandbox/paystack/checkout/${placed.access_code}/pay`,
      payload: GOOD_CARD,
    });
    const verified = await app().inject({
      method: 'POST',
      url: '/api/v1/payments/verify',
      headers,
      payload: { reference },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((verified.json().data as OrderCompleteAnswer).payment_status).not.toBe('paid');
    expect((await orderOf(placed.reference)).paidAt).toBeNull();
    expect((await paymentOf(reference)).status).toBe('failed');
    expect(await ledgerSize()).toEqual(ledger);
    const sources = (await refusalsOf(reference)).map((r) => r.source);
    expect(sources).toContain('verify');
  });
});

describe('npm run ops -- payments refused', () => {
  it('lists the refusals for the operator, newest first, in Lagos time; --json for a machine', async () => {
    const { placed } = await cardOrder();
    const reference = placed.payment_reference!;
    await signedWebhook(chargeSuccess(reference, { amount: 1, status: 'abandoned' }));
    const listed = await runOpsOn(app().database, 'payments', 'refused');
    expect(listed.code, listed.err).toBe(0);
    const line = listed.out.split('\n').find((l) => l.includes(reference));
    expect(line).toMatch(
      new RegExp(
        `^\\d{1,2} \\w{3} \\d{4}, \\d{1,2}:\\d{2} [ap]m  ${reference}  webhook: charge.success with status 'abandoned'; amount ₦0\\.01`,
      ),
    );
    expect(listed.out).toMatch(/\d+ refused; times are Lagos time/);
    const json = await runOpsOn(app().database, 'payments', 'refused', '--days', '1', '--json');
    expect(JSON.parse(json.out)[0]).toMatchObject({ reference, source: 'webhook', seen: 1 });
    const wrong = await runOpsOn(app().database, 'payments', 'refused', '--days', 'lots');
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain('--days');
  });
});

describe('an unknown reference at the gateway', () => {
  it('is an answer, not a crash: the shopper gets the order as it is, never a 500', async () => {
    const { headers, placed } = await cardOrder();
    const reference = placed.payment_reference!;
    // The gateway has never heard of it (a sandbox reset, another key): verify answers 404.
    await app()
      .database.db.delete(sandboxPaystackTransactions)
      .where(eq(sandboxPaystackTransactions.reference, reference));
    const res = await app().inject({
      method: 'POST',
      url: '/api/v1/payments/verify',
      headers,
      payload: { reference },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ payment_status: 'pending', status: 'pending' });
    expect((await paymentOf(reference)).status).toBe('pending');
    // The reconciliation asks too, and carries on.
    await expect(reconcilePayments(deps)).resolves.toMatchObject({ checked: expect.any(Number) });
    expect((await paymentOf(reference)).status).toBe('pending');
  });
});
