import type { CheckoutAnswer, OrderCompleteAnswer } from '@oja/contract/orders';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { products } from '../../db/tables/catalog.ts';
import { orderStatusEvents, orders } from '../../db/tables/orders.ts';
import { payments } from '../../db/tables/payments.ts';
import { paystackSignature, SANDBOX_SECRET_KEY } from '../../integrations/paystack.ts';
import { paystackSandboxOf } from '../../sandbox/paystack/routes.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { findProduct, type Headers } from '../cart/test-helpers.ts';
import {
  addToCart,
  checkoutBodyFor,
  customerWithAddress,
  placeOrder,
  summary,
} from '../checkout/test-helpers.ts';
import { RELEASE_UNPAID_ORDER } from '../orders/release.ts';

const SUCCESS_CARD = { card_number: '4084 0840 8408 4081', expiry: '12/30', cvv: '408' };
const DECLINED_CARD = { card_number: '4084 0800 0000 5408', expiry: '12/30', cvv: '408' };

async function ordered(app: FastifyInstance, quantity = 1) {
  const headers = await customerWithAddress(app);
  const product = await findProduct(app, { minStock: 5 });
  await addToCart(app, headers, product.slug, quantity);
  const res = await placeOrder(app, headers, checkoutBodyFor(await summary(app, headers)));
  expect(res.statusCode, res.body).toBe(200);
  return { headers, product, placed: res.json().data as CheckoutAnswer };
}

/** The shopper on Paystack's page: the card form posts, and the page sends them back to the shop. */
async function payOnGatewayPage(app: FastifyInstance, placed: CheckoutAnswer, card = SUCCESS_CARD) {
  const res = await app.inject({
    method: 'POST',
    url: `/sandbox/paystack/checkout/${placed.access_code}/pay`,
    payload: card,
  });
  return res;
}

const verify = async (app: FastifyInstance, headers: Headers, reference: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/payments/verify',
    headers,
    payload: { reference },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as OrderCompleteAnswer;
};

function signedWebhook(app: FastifyInstance, body: object, signature?: string) {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: '/api/v1/payments/paystack/webhook',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': signature ?? paystackSignature(raw, SANDBOX_SECRET_KEY),
    },
    payload: raw,
  });
}

const chargeSuccess = (reference: string, amount: number, currency = 'NGN') => ({
  event: 'charge.success',
  data: {
    id: 1,
    reference,
    amount,
    currency,
    status: 'success',
    gateway_response: 'Successful',
    paid_at: new Date().toISOString(),
  },
});

async function orderRow(app: FastifyInstance, reference: string) {
  const [order] = await app.database.db.select().from(orders).where(eq(orders.reference, reference));
  return order!;
}

async function confirmations(app: FastifyInstance, reference: string) {
  const order = await orderRow(app, reference);
  return app.database.db
    .select()
    .from(orderStatusEvents)
    .where(and(eq(orderStatusEvents.orderId, order.id), eq(orderStatusEvents.status, 'confirmed')));
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('card payments through the Paystack protocol', () => {
  let shop: TestApp;
  const app = () => shop.app;
  beforeAll(async () => {
    shop = await buildTestApp();
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => shop.close());

  it('verify first: the order is paid once; the sandbox webhook that follows changes nothing', async () => {
    const { headers, placed } = await ordered(app());
    const page = await payOnGatewayPage(app(), placed);
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toContain(`/order-complete?reference=${placed.payment_reference}`);
    const done = await verify(app(), headers, placed.payment_reference!);
    expect(done.payment_status).toBe('paid');
    expect(done.status).toBe('confirmed');
    expect(done.reference).toBe(placed.reference);
    expect(done.totals).toEqual(placed.totals);
    expect(done.delivery_eta_time).toMatch(/working day/);
    // The gateway's own webhook arrives after the verify; replaying it too must change nothing.
    await signedWebhook(
      app(),
      chargeSuccess(placed.payment_reference!, Math.round(placed.totals.total * 100)),
    );
    // The sandbox's own webhook of the payment, delivered (or given up) before counting.
    await paystackSandboxOf(app()).idle();
    expect(await confirmations(app(), placed.reference)).toHaveLength(1);
    expect((await orderRow(app(), placed.reference)).paidAt).not.toBeNull();
  });

  it('webhook first: the sandbox webhook pays the order; a later verify and a duplicated webhook change nothing', async () => {
    const { headers, placed } = await ordered(app());
    await payOnGatewayPage(app(), placed);
    const paid = await until(
      () => orderRow(app(), placed.reference),
      (order) => order.paidAt !== null,
    );
    expect(paid.paidAt).not.toBeNull();
    expect(paid.status).toBe('confirmed');
    const body = chargeSuccess(placed.payment_reference!, paid.totalKobo);
    const [a, b] = await Promise.all([signedWebhook(app(), body), signedWebhook(app(), body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const done = await verify(app(), headers, placed.reference);
    expect(done.payment_status).toBe('paid');
    expect(await confirmations(app(), placed.reference)).toHaveLength(1);
  });

  it('a forged signature answers 401 and pays nothing', async () => {
    const { placed } = await ordered(app());
    const total = Math.round(placed.totals.total * 100);
    const forged = await signedWebhook(
      app(),
      chargeSuccess(placed.payment_reference!, total),
      'ab'.repeat(64),
    );
    expect(forged.statusCode).toBe(401);
    const unsigned = await app().inject({
      method: 'POST',
      url: '/api/v1/payments/paystack/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(chargeSuccess(placed.payment_reference!, total)),
    });
    expect(unsigned.statusCode).toBe(401);
    // Signed with another key (someone else's Paystack account).
    const raw = JSON.stringify(chargeSuccess(placed.payment_reference!, total));
    const otherKey = await signedWebhook(
      app(),
      JSON.parse(raw),
      paystackSignature(raw, 'sk_test_someone_else'),
    );
    expect(otherKey.statusCode).toBe(401);
    expect((await orderRow(app(), placed.reference)).paidAt).toBeNull();
  });

  it('refuses an amount or currency that does not match: the order stays unpaid, the payment untouched', async () => {
    const { placed } = await ordered(app());
    const total = Math.round(placed.totals.total * 100);
    const short = await signedWebhook(app(), chargeSuccess(placed.payment_reference!, total - 100));
    expect(short.statusCode).toBe(200);
    expect((await orderRow(app(), placed.reference)).paidAt).toBeNull();
    const second = await ordered(app());
    const dollars = await signedWebhook(
      app(),
      chargeSuccess(second.placed.payment_reference!, Math.round(second.placed.totals.total * 100), 'USD'),
    );
    expect(dollars.statusCode).toBe(200);
    expect((await orderRow(app(), second.placed.reference)).paidAt).toBeNull();
    const [payment] = await app()
      .database.db.select()
      .from(payments)
      .where(eq(payments.reference, second.placed.payment_reference!));
    // Refused, not acted on: the payment waits for the gateway's own answer (verify).
    expect(payment!.status).toBe('pending');
  });

  it('a declined card leaves the order unpaid, and paying again with a good card pays it', async () => {
    const { headers, placed } = await ordered(app());
    const declined = await payOnGatewayPage(app(), placed, DECLINED_CARD);
    expect(declined.statusCode).toBe(303);
    const shown = await app().inject({ method: 'GET', url: declined.headers.location as string });
    expect(shown.body).toContain('Declined');
    const cancel = await app().inject({
      method: 'POST',
      url: `/sandbox/paystack/checkout/${placed.access_code}/cancel`,
    });
    expect([303, 302]).toContain(cancel.statusCode);
    const failed = await verify(app(), headers, placed.payment_reference!);
    expect(failed.payment_status).toBe('failed');
    expect(failed.payment_message).toBe('Declined');
    expect(failed.status).toBe('pending');

    const again = await app().inject({
      method: 'POST',
      url: `/api/v1/orders/${placed.reference}/pay`,
      headers,
      payload: {},
    });
    expect(again.statusCode, again.body).toBe(200);
    const page = again.json().data;
    expect(page.payment_reference).toBe(`${placed.reference}-P2`);
    await payOnGatewayPage(app(), { ...placed, access_code: page.access_code });
    const paid = await verify(app(), headers, page.payment_reference);
    expect(paid.payment_status).toBe('paid');
    const repay = await app().inject({
      method: 'POST',
      url: `/api/v1/orders/${placed.reference}/pay`,
      headers,
      payload: {},
    });
    expect(repay.statusCode).toBe(409);
  });

  it('another customer cannot read or pay someone else’s order', async () => {
    const { placed } = await ordered(app());
    const stranger = await customerWithAddress(app());
    const read = await app().inject({
      method: 'POST',
      url: '/api/v1/payments/verify',
      headers: stranger,
      payload: { reference: placed.payment_reference },
    });
    expect(read.statusCode).toBe(404);
    const pay = await app().inject({
      method: 'POST',
      url: `/api/v1/orders/${placed.reference}/pay`,
      headers: stranger,
      payload: {},
    });
    expect(pay.statusCode).toBe(404);
    const guest = await app().inject({
      method: 'POST',
      url: '/api/v1/payments/verify',
      payload: { reference: placed.payment_reference },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('an unpaid order gives its stock back, even across a restart', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true, products: 300 });
  });
  afterAll(async () => database.close());

  /** The order's release jobs not yet completed (queued, retrying or running). */
  const releaseJobsOpen = async (reference: string) => {
    const [order] = await database.db.select().from(orders).where(eq(orders.reference, reference));
    const { rows } = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${RELEASE_UNPAID_ORDER}
          and data->>'orderId' = ${String(order!.id)} and state <> 'completed'`,
    );
    return rows[0]!.n;
  };

  const start = async () => {
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent', OJA_MICRO_CACHE_SECONDS: '0' },
      { unpaidOrderSeconds: 2 },
    );
    const app = await buildApp({ config: { ...config, logLevel: 'error' }, database, logger: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return app;
  };

  it('the release job queued with the order runs after the process that queued it is gone', async () => {
    const first = await start();
    const { product, placed } = await ordered(first, 2);
    const stockOf = async () =>
      (
        await database.db.select({ q: products.quantity }).from(products).where(eq(products.id, product.id))
      )[0]!.q;
    const reserved = await stockOf();
    await first.close();

    // No process is up: the job waits in PostgreSQL, the stock still held.
    expect(await stockOf()).toBe(reserved);
    expect(await releaseJobsOpen(placed.reference)).toBe(1);

    const second = await start();
    try {
      const released = await until(stockOf, (stock) => stock === reserved + 2, 20_000);
      expect(released).toBe(reserved + 2);
      const [order] = await database.db.select().from(orders).where(eq(orders.reference, placed.reference));
      expect(order!.status).toBe('cancelled');
      expect(order!.cancelReason).toBe('unpaid');
      // The job ran once and is done (no retry waits): the stock came back once.
      expect(
        await until(
          () => releaseJobsOpen(placed.reference),
          (open) => open === 0,
        ),
      ).toBe(0);
      expect(await stockOf()).toBe(reserved + 2);
    } finally {
      await second.close();
    }
  });
});

describe('in production', () => {
  const production = {
    env: 'production' as const,
    smtpUrl: 'smtp://127.0.0.1:2525',
    recaptchaSecret: 'secret',
  };

  it('refuses to start without a Paystack secret key', async () => {
    await expect(buildTestApp({ seed: false, config: production })).rejects.toThrow(/PAYSTACK_SECRET_KEY/);
  });

  it('never mounts the sandbox gateway', async () => {
    const shop = await buildTestApp({
      seed: false,
      config: { ...production, paystackSecretKey: 'sk_live_x' },
    });
    try {
      const res = await shop.app.inject({
        method: 'POST',
        url: '/sandbox/paystack/transaction/initialize',
        headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}` },
        payload: { email: 'a@oja.test', amount: 10_000 },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await shop.close();
    }
  });
});
