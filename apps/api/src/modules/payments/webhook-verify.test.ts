import type { OrderDetails } from '@oja/contract/orders';
import type { WalletFundAnswer } from '@oja/contract/wallet';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardRefunds, paymentRefusals, payments } from '../../db/tables/payments.ts';
import { ledgerTransactions } from '../../db/tables/wallet.ts';
import { paystackSignature, SANDBOX_SECRET_KEY } from '../../integrations/paystack.ts';
import { transactionData } from '../../sandbox/paystack/answers.ts';
import { findByReference } from '../../sandbox/paystack/gateway.ts';
import { paystackSandboxOf } from '../../sandbox/paystack/routes.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { customerWithAddress } from '../checkout/test-helpers.ts';
import { api, orderRow, paidCardOrder, unpaidCardOrder } from '../orders/test-helpers.ts';
import { insertUser } from '../wallet/test-helpers.ts';

/**
 * Value only on the gateway's word (ADR 0070). Without PAYSTACK_SECRET_KEY the webhook's signing key
 * is the sandbox's, printed in the README: anyone can sign with it. A correctly signed event is
 * therefore news that leads to a question to the gateway (verify, refund fetch), and only the answer
 * moves money.
 */

let shop: TestApp;
const app = () => shop.app;
beforeAll(async () => {
  shop = await buildTestApp();
  // The shop's Paystack client reaches the sandbox gateway of this same server over HTTP.
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => shop?.close());

const signed = (target: TestApp['app'], body: object) => {
  const raw = JSON.stringify(body);
  return target.inject({
    method: 'POST',
    url: '/api/v1/payments/paystack/webhook',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': paystackSignature(raw, SANDBOX_SECRET_KEY),
    },
    payload: raw,
  });
};

/** A charge.success exactly as the gateway would send it for a paid transaction, but made up. */
const forgedSuccess = (reference: string, amountKobo: number) => ({
  event: 'charge.success',
  data: {
    id: 5_000_001,
    reference,
    amount: amountKobo,
    currency: 'NGN',
    status: 'success',
    gateway_response: 'Successful',
    paid_at: new Date().toISOString(),
    channel: 'card',
  },
});

const paymentOf = async (reference: string) =>
  (await app().database.db.select().from(payments).where(eq(payments.reference, reference)))[0]!;
const refusalsOf = (reference: string) =>
  app().database.db.select().from(paymentRefusals).where(eq(paymentRefusals.reference, reference));

describe('a correctly signed charge.success the gateway never made', () => {
  it('credits no wallet: the gateway says pending, so the funding stays pending and the refusal is kept', async () => {
    const headers = await customerWithAddress(app());
    const started = await api<WalletFundAnswer>(app(), 'POST', 'wallet/fund', headers, { amount: 5_000_000 });
    expect(started.status).toBe(200);
    const { reference } = started.body.data;

    const res = await signed(app(), forgedSuccess(reference, 500_000_000));
    expect(res.statusCode, res.body).toBe(200);

    const wallet = await api<{ balance: number }>(app(), 'GET', 'wallet', headers);
    expect(wallet.body.data.balance).toBe(0);
    expect((await paymentOf(reference)).status).toBe('pending');
    expect((await findByReference(app().database.db, reference))?.status).toBe('pending');
    const [funding] = await app()
      .database.db.select({ n: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, `funding:${reference}`));
    expect(funding!.n).toBe(0);
    expect((await refusalsOf(reference)).map((r) => [r.source, r.reason])).toEqual([
      ['webhook', "the gateway says 'pending'"],
    ]);
  });

  it('marks no card order paid', async () => {
    const order = await unpaidCardOrder(app());
    const reference = order.placed.payment_reference!;
    const res = await signed(app(), forgedSuccess(reference, (await paymentOf(reference)).amountKobo));
    expect(res.statusCode).toBe(200);
    const row = await orderRow(app(), order.reference);
    expect(row.paidAt).toBeNull();
    expect(row.status).toBe('pending');
    expect((await paymentOf(reference)).status).toBe('pending');
  });

  it('the gateway has no transaction of that reference: refused, nothing settled', async () => {
    const order = await unpaidCardOrder(app());
    const reference = order.placed.payment_reference!;
    // Another reference of this shop that the gateway never saw (its page was never asked for).
    await app()
      .database.db.update(payments)
      .set({ reference: `${reference}-X` })
      .where(eq(payments.reference, reference));
    const res = await signed(
      app(),
      forgedSuccess(`${reference}-X`, (await paymentOf(`${reference}-X`)).amountKobo),
    );
    expect(res.statusCode).toBe(200);
    expect((await paymentOf(`${reference}-X`)).status).toBe('pending');
    expect((await refusalsOf(`${reference}-X`)).map((r) => r.reason)).toEqual([
      'the gateway has no transaction of this reference',
    ]);
    expect((await orderRow(app(), order.reference)).paidAt).toBeNull();
  });

  it('a genuine one still settles on its own (the gateway confirms it), once', async () => {
    const order = await unpaidCardOrder(app());
    const reference = order.placed.payment_reference!;
    const paid = await app().inject({
      method: 'POST',
      url: `/sandbox/paystack/checkout/${order.placed.access_code}/pay`,
      payload: { card_number: '4084 0840 8408 4081', expiry: '12/30', cvv: '408' },
    });
    expect(paid.statusCode).toBe(303);
    const row = await findByReference(app().database.db, reference);
    const body = { event: 'charge.success', data: transactionData(row!) };
    const [a, b] = await Promise.all([signed(app(), body), signed(app(), body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await paymentOf(reference)).status).toBe('success');
    expect((await orderRow(app(), order.reference)).paidAt).not.toBeNull();
    expect(await refusalsOf(reference)).toEqual([]);
  });
});

describe('a correctly signed refund event the gateway does not bear out', () => {
  it('moves nothing: the refund stays as the gateway holds it until the gateway itself ends it', async () => {
    const order = await paidCardOrder(app());
    const cancel = await api<OrderDetails>(app(), 'POST', `orders/${order.reference}/cancel`, order.headers, {
      reason: 'I changed my mind',
    });
    expect(cancel.status).toBe(200);
    const paymentReference = order.placed.payment_reference!;
    const refundOf = async () =>
      (
        await app()
          .database.db.select({ refund: cardRefunds })
          .from(cardRefunds)
          .innerJoin(payments, eq(payments.id, cardRefunds.paymentId))
          .where(eq(payments.reference, paymentReference))
      )[0]!.refund;
    const sent = await refundOf();
    expect(sent.status).toBe('pending');
    const processed = {
      event: 'refund.processed',
      data: {
        id: Number(sent.gatewayRefundId),
        status: 'processed',
        transaction_reference: paymentReference,
        amount: sent.amountKobo,
        currency: 'NGN',
      },
    };
    expect((await signed(app(), processed)).statusCode).toBe(200);
    expect((await refundOf()).status).toBe('pending');
    // Nor a failure the gateway does not report.
    const failedElsewhere = { event: 'refund.failed', data: { ...processed.data, status: 'failed' } };
    expect((await signed(app(), failedElsewhere)).statusCode).toBe(200);
    expect((await refundOf()).status).toBe('pending');

    await paystackSandboxOf(app()).settleRefunds();
    expect((await refundOf()).status).toBe('processed');
  });
});

describe('a webhook whose payment the gateway cannot be asked about', () => {
  it('is answered 503 so that Paystack sends it again, and settles nothing', async () => {
    // The same shop with its gateway out of reach (nothing listens on port 9).
    const cut = await buildTestApp({ products: 5, config: { paystackBaseUrl: 'http://127.0.0.1:9' } });
    try {
      const db = cut.app.database.db;
      const userId = await insertUser(db);
      const reference = 'OJA-WF-UNREACHABLE1';
      await db.insert(payments).values({
        reference,
        purpose: 'wallet_funding',
        userId,
        amountKobo: 1_000_000,
        accessCode: 'access-of-a-page',
        authorizationUrl: 'http://127.0.0.1:9/checkout/access-of-a-page',
      });
      const res = await signed(cut.app, forgedSuccess(reference, 1_000_000));
      expect(res.statusCode, res.body).toBe(503);
      const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
      expect(row!.status).toBe('pending');
      const [credit] = await db
        .select({ n: count() })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.reference, `funding:${reference}`));
      expect(credit!.n).toBe(0);
    } finally {
      await cut.close();
    }
  });
});
