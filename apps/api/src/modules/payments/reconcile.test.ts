import type { CheckoutAnswer } from '@oja/contract/orders';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { notifications } from '../../db/tables/engagement.ts';
import { orders } from '../../db/tables/orders.ts';
import { cardRefunds, payments } from '../../db/tables/payments.ts';
import { createTestDatabase } from '../../test/database.ts';
import { findProduct } from '../cart/test-helpers.ts';
import {
  addToCart,
  checkoutBodyFor,
  customerWithAddress,
  placeOrder,
  summary,
} from '../checkout/test-helpers.ts';
import { settlementPorts } from '../orders/payment.ts';
import { releaseUnpaidOrder } from '../orders/release.ts';
import { paystackClientFor } from './gateway.ts';
import { reconcilePayments, type SettlementDeps } from './service.ts';

const GOOD_CARD = { card_number: '4084 0840 8408 4081', expiry: '12/30', cvv: '408' };
const DECLINED_CARD = { card_number: '4084 0800 0000 5408', expiry: '12/30', cvv: '001' };

/**
 * The shop with its Paystack webhook cut off: the sandbox gateway's deliveries are refused, as when
 * Paystack's webhook is lost. The gateway itself (this server's sandbox) still answers verify.
 */
let database: DatabaseHandle;
let app: FastifyInstance;
let deps: SettlementDeps;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true, products: 300 });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', OJA_MICRO_CACHE_SECONDS: '0' });
  app = await buildApp({ config, database, logger: false });
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/v1/payments/paystack/webhook')) await reply.code(503).send();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  deps = { db: app.database.db, paystack: paystackClientFor(app), log: app.log, ...settlementPorts };
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function cardOrder() {
  const headers = await customerWithAddress(app);
  const product = await findProduct(app, { minStock: 5 });
  await addToCart(app, headers, product.slug, 1);
  const res = await placeOrder(app, headers, checkoutBodyFor(await summary(app, headers)));
  expect(res.statusCode, res.body).toBe(200);
  return { headers, placed: res.json().data as CheckoutAnswer };
}

const payOnPage = (accessCode: string, card: object) =>
  app.inject({ method: 'POST', url: `/sandbox/paystack/checkout/${accessCode}/pay`, payload: card });

async function declineThenVerify(order: Awaited<ReturnType<typeof cardOrder>>) {
  expect((await payOnPage(order.placed.access_code!, DECLINED_CARD)).statusCode).toBe(303);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/v1/payments/verify',
    headers: order.headers,
    payload: { reference: order.placed.payment_reference },
  });
  expect(verified.json().data.payment_status).toBe('failed');
}

const orderOf = async (reference: string) =>
  (await app.database.db.select().from(orders).where(eq(orders.reference, reference)))[0]!;
const paymentOf = async (reference: string) =>
  (await app.database.db.select().from(payments).where(eq(payments.reference, reference)))[0]!;
const noticesOf = async (userId: number) =>
  app.database.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('reconciliation with the gateway when the webhook is lost', () => {
  it('declined, then paid on the same page: the periodic reconciliation pays the order and tells the shopper', async () => {
    const order = await cardOrder();
    await declineThenVerify(order);
    // The shopper tries again on the page Paystack still shows; its webhook never arrives.
    expect((await payOnPage(order.placed.access_code!, GOOD_CARD)).statusCode).toBe(303);
    expect((await orderOf(order.placed.reference)).paidAt).toBeNull();

    const { outcomes } = await reconcilePayments(deps);
    expect(outcomes.paid).toBeGreaterThanOrEqual(1);
    const paid = await orderOf(order.placed.reference);
    expect(paid.status).toBe('confirmed');
    expect((await paymentOf(order.placed.payment_reference!)).status).toBe('success');
    const told = await noticesOf(paid.userId);
    expect(told.some((n) => n.body.includes(order.placed.reference) && /paid|confirmed/i.test(n.title))).toBe(
      true,
    );
    // Once more: nothing changes.
    await reconcilePayments(deps);
    expect((await orderOf(order.placed.reference)).paidAt).toEqual(paid.paidAt);
  });

  it('declined, then paid, then the deadline: the release finds the payment and does not release the order', async () => {
    const order = await cardOrder();
    await declineThenVerify(order);
    expect((await payOnPage(order.placed.access_code!, GOOD_CARD)).statusCode).toBe(303);
    const row = await orderOf(order.placed.reference);
    await releaseUnpaidOrder(deps, row.id);
    const after = await orderOf(order.placed.reference);
    expect(after.status).toBe('confirmed');
    expect(after.cancelledAt).toBeNull();
  });

  it('released unpaid, then paid on the still-open page: the charge is refunded and the shopper told', async () => {
    const order = await cardOrder();
    await declineThenVerify(order);
    const row = await orderOf(order.placed.reference);
    await releaseUnpaidOrder(deps, row.id);
    expect((await orderOf(order.placed.reference)).status).toBe('cancelled');
    // After the release the page still takes the card; the webhook is lost.
    expect((await payOnPage(order.placed.access_code!, GOOD_CARD)).statusCode).toBe(303);

    const { outcomes } = await reconcilePayments(deps);
    expect(outcomes.refund_needed).toBeGreaterThanOrEqual(1);
    const payment = await paymentOf(order.placed.payment_reference!);
    expect(payment).toMatchObject({ status: 'reversed', refundedKobo: payment.amountKobo });
    const told = await noticesOf(row.userId);
    expect(
      told.some(
        (n) => n.title === 'Payment refunded: order was released' && n.body.includes(order.placed.reference),
      ),
    ).toBe(true);
    const [refund] = await app.database.db
      .select()
      .from(cardRefunds)
      .where(eq(cardRefunds.paymentId, payment.id));
    expect(refund).toMatchObject({ cause: 'released', status: 'pending', amountKobo: payment.amountKobo });
    expect((await orderOf(order.placed.reference)).status).toBe('cancelled');
  });
});

describe('reconciliation under a flood of new attempts', () => {
  it('works through every open attempt, oldest first: a lost-webhook charge behind 220 newer ones is paid', async () => {
    const order = await cardOrder();
    // Paid on the page; its webhook is lost (this app refuses them).
    expect((await payOnPage(order.placed.access_code!, GOOD_CARD)).statusCode).toBe(303);
    const lost = await paymentOf(order.placed.payment_reference!);
    expect(lost.status).toBe('pending');
    // Then 220 attempts newer than it, still open (pages nobody paid; the gateway never saw these).
    const flood = Array.from({ length: 220 }, (_, i) => ({
      reference: `OJA-FLOOD-${lost.id}-${i}-P1`,
      purpose: 'order',
      userId: lost.userId,
      amountKobo: 10_000 + i,
      accessCode: `flood-${lost.id}-${i}`,
      authorizationUrl: `http://127.0.0.1/flood-${lost.id}-${i}`,
    }));
    await app.database.db.insert(payments).values(flood);

    const { checked, outcomes } = await reconcilePayments(deps);
    expect(checked).toBeGreaterThanOrEqual(221);
    expect(outcomes.paid).toBeGreaterThanOrEqual(1);
    expect((await paymentOf(lost.reference)).status).toBe('success');
    expect((await orderOf(order.placed.reference)).paidAt).not.toBeNull();
  });

  it('pages by id in bounded batches and skips none', async () => {
    const before = await reconcilePayments(deps);
    // Pages of 7 see exactly what one big page sees.
    const paged = await reconcilePayments(deps, { batch: 7 });
    expect(paged.checked).toBe(before.checked);
  });
});
