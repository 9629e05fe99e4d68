import { formatNaira } from '@oja/contract/money';
import type { OrderCompleteAnswer, OrderDetails, OrdersAnswer } from '@oja/contract/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxMessages, notifications } from '../../db/tables/engagement.ts';
import { cardRefunds, payments } from '../../db/tables/payments.ts';
import { paystackSignature, SANDBOX_SECRET_KEY } from '../../integrations/paystack.ts';
import { REFUND_FAILURE_REASON } from '../../sandbox/paystack/cards.ts';
import { paystackSandboxOf } from '../../sandbox/paystack/routes.ts';
import { sandboxPaystackRefunds, sandboxPaystackTransactions } from '../../sandbox/paystack/tables.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { runOpsWith } from '../../test/ops-cli.ts';
import { verifyCustomersBooks } from '../orders/books.ts';
import { settlementPorts } from '../orders/payment.ts';
import { releaseUnpaidOrder } from '../orders/release.ts';
import { api, orderRow, unpaidCardOrder } from '../orders/test-helpers.ts';
import { paystackClientFor } from './gateway.ts';
import { type RefundDeps, reconcileRefunds } from './refunds.ts';

const GOOD_CARD = { card_number: '4084 0840 8408 4081', expiry: '12/30', cvv: '408' };
const FAILING_REFUND_CARD = { card_number: '4084 0840 8408 4099', expiry: '12/30', cvv: '408' };
const DECLINED_CARD = { card_number: '4084 0800 0000 5408', expiry: '12/30', cvv: '001' };
/** What reconcile would do later (a quiet refund fetched, a failed one sent again), done now. */
const NOW = { pollMinutes: 0, retryMinutes: 0 };

let t: TestApp;
const app = () => t.app;
let gatewayUrl = '';
beforeAll(async () => {
  t = await buildTestApp();
  // The sandbox's webhooks and the shop's Paystack client both need the server listening.
  gatewayUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/sandbox/paystack`;
});
afterAll(() => t.close());

const deps = (): RefundDeps => ({
  db: app().database.db,
  paystack: paystackClientFor(app()),
  log: app().log,
  notify: settlementPorts.notify,
  inbox: settlementPorts.inbox,
});
const sandbox = () => paystackSandboxOf(app());

const payOnPage = (accessCode: string, card: object) =>
  app().inject({ method: 'POST', url: `/sandbox/paystack/checkout/${accessCode}/pay`, payload: card });

const orderComplete = async (headers: Record<string, string>, reference: string) => {
  const res = await api<OrderCompleteAnswer>(app(), 'POST', 'payments/verify', headers, { reference });
  expect(res.status).toBe(200);
  // The charge.success webhook the page set off is in too, whichever came first.
  await sandbox().idle();
  return res.body.data;
};

const details = async (headers: Record<string, string>, reference: string) =>
  (await api<OrderDetails>(app(), 'GET', `orders/${reference}`, headers)).body.data;

const noticesOf = (userId: number) =>
  app().database.db.select().from(notifications).where(eq(notifications.userId, userId));
const inboxOf = (userId: number) =>
  app().database.db.select().from(inboxMessages).where(eq(inboxMessages.userId, userId));

async function refundOfPayment(reference: string) {
  const [row] = await app()
    .database.db.select({ refund: cardRefunds })
    .from(cardRefunds)
    .innerJoin(payments, eq(payments.id, cardRefunds.paymentId))
    .where(eq(payments.reference, reference));
  return row!.refund;
}

/** A card order paid on the sandbox's page with `card`, confirmed by /order-complete. */
async function paidWith(card: object) {
  const order = await unpaidCardOrder(app());
  expect((await payOnPage(order.placed.access_code!, card)).statusCode).toBe(303);
  const done = await orderComplete(order.headers, order.placed.payment_reference!);
  expect(done.payment_status).toBe('paid');
  return {
    ...order,
    paymentReference: order.placed.payment_reference!,
    paidKobo: Math.round(order.placed.totals.total * 100),
  };
}

async function cancelled(card: object) {
  const order = await paidWith(card);
  const res = await api<OrderDetails>(app(), 'POST', `orders/${order.reference}/cancel`, order.headers, {
    reason: 'I changed my mind',
  });
  expect(res.status).toBe(200);
  return { ...order, answer: res.body.data };
}

async function booksOf(userId: number) {
  const report = await verifyCustomersBooks(app().database.db, [userId]);
  expect(report.differences).toEqual([]);
  return report;
}

function signedWebhook(body: object, signature?: string) {
  const raw = JSON.stringify(body);
  return app().inject({
    method: 'POST',
    url: '/api/v1/payments/paystack/webhook',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': signature ?? paystackSignature(raw, SANDBOX_SECRET_KEY),
    },
    payload: raw,
  });
}

const refundEvent = (status: string, id: string, reference: string, amount: number, reason?: string) => ({
  event: `refund.${status}`,
  data: {
    id: Number(id),
    status,
    transaction_reference: reference,
    amount,
    currency: 'NGN',
    ...(reason ? { reason } : {}),
  },
});

/** The order as GET orders lists it (closed tab): its payment state and its card refund's. */
async function listedRefund(headers: Record<string, string>, reference: string) {
  const listed = (await api<OrdersAnswer>(app(), 'GET', 'orders?status=closed&perPage=50', headers)).body
    .data;
  const row = listed.data.find((one) => one.reference === reference);
  return row ? { payment_status: row.payment_status, refund_status: row.refund_status } : null;
}

describe('a cancelled card order’s refund', () => {
  it('is in progress at first, then processed when the gateway’s event arrives: told once, the books hold', async () => {
    const order = await cancelled(GOOD_CARD);
    expect(order.answer.refunds).toEqual([
      {
        method: 'card',
        cause: 'cancelled',
        amount: order.placed.totals.total,
        payment_reference: order.paymentReference,
        status: 'pending',
        processed_at: null,
        failure: null,
        retrying: false,
      },
    ]);
    expect((await booksOf(order.userId)).refundsOwed).toEqual([
      { status: 'pending', count: 1, kobo: order.paidKobo },
    ]);
    // The orders list and the order say the same: refunded, the card refund in progress.
    expect(await listedRefund(order.headers, order.reference)).toEqual({
      payment_status: 'refunded',
      refund_status: 'pending',
    });
    expect(order.answer.refund_status).toBe('pending');

    expect(await sandbox().settleRefunds()).toBeGreaterThanOrEqual(1);
    const after = await details(order.headers, order.reference);
    expect(after.refunds).toEqual([
      expect.objectContaining({ status: 'processed', processed_at: expect.any(String) }),
    ]);
    expect(after.refund_status).toBe('processed');
    expect(await listedRefund(order.headers, order.reference)).toEqual({
      payment_status: 'refunded',
      refund_status: 'processed',
    });
    const done = (await noticesOf(order.userId)).filter((n) => n.title === 'Refund completed');
    expect(done).toHaveLength(1);
    expect(done[0]!.body).toMatch(
      new RegExp(
        `^Order ${order.reference}: ${formatNaira(order.paidKobo).replace('.', '\\.')} was refunded to your card on \\d{1,2} \\w{3} \\d{4}\\.`,
      ),
    );
    expect((await booksOf(order.userId)).refundsOwed).toEqual([]);
  });

  it('that fails is told with the bank’s reason and sent again; a late event of the failed attempt changes nothing', async () => {
    const order = await cancelled(FAILING_REFUND_CARD);
    await sandbox().settleRefunds();
    const failed = await refundOfPayment(order.paymentReference);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, failure: REFUND_FAILURE_REASON });
    const shown = await details(order.headers, order.reference);
    expect(shown.refunds).toEqual([
      expect.objectContaining({ status: 'failed', failure: REFUND_FAILURE_REASON, retrying: true }),
    ]);
    expect(shown.refund_status).toBe('failed');
    expect((await listedRefund(order.headers, order.reference))?.refund_status).toBe('failed');
    const told = (await noticesOf(order.userId)).find((n) => n.title === 'We could not refund your card');
    expect(told!.body).toBe(
      `Order ${order.reference}: We could not refund your card: the card account is closed, so the bank could not take the refund. We will try again shortly and tell you how it goes. The money is still yours.`,
    );
    expect(
      (await inboxOf(order.userId)).some((m) => m.subject.startsWith('We could not refund your card')),
    ).toBe(true);
    // Still owed to the customer: the books say so, and hold.
    expect((await booksOf(order.userId)).refundsOwed).toEqual([
      { status: 'failed', count: 1, kobo: order.paidKobo },
    ]);

    // The bank takes refunds again (the card's account is fine now); the reconcile job sends it again.
    await app()
      .database.db.update(sandboxPaystackTransactions)
      .set({ authorization: { bin: '408408', last4: '4081' } })
      .where(eq(sandboxPaystackTransactions.reference, order.paymentReference));
    const { retried } = await reconcileRefunds(deps(), NOW);
    expect(retried).toBeGreaterThanOrEqual(1);
    const again = await refundOfPayment(order.paymentReference);
    expect(again).toMatchObject({ status: 'pending', attempts: 2 });
    // The gateway retried its failed refund under the same id, as Paystack does (issue 53, item 7).
    expect(again.gatewayRefundId).toBe(failed.gatewayRefundId);
    // The first attempt's refund.failed, delivered late (or again): news of an attempt that is over.
    const late = await signedWebhook(
      refundEvent('failed', failed.gatewayRefundId!, order.paymentReference, order.paidKobo, 'Declined'),
    );
    expect(late.statusCode).toBe(200);
    expect((await refundOfPayment(order.paymentReference)).status).toBe('pending');

    await sandbox().settleRefunds();
    expect((await details(order.headers, order.reference)).refunds).toEqual([
      expect.objectContaining({ status: 'processed' }),
    ]);
    const [atGateway] = await app()
      .database.db.select()
      .from(sandboxPaystackTransactions)
      .where(eq(sandboxPaystackTransactions.reference, order.paymentReference));
    // Refunded once in all: the failed refund gave its amount back at the gateway.
    expect(atGateway).toMatchObject({ status: 'reversed', refundedKobo: order.paidKobo });
    await booksOf(order.userId);
  });

  it('that keeps failing stops after the bound and waits for an operator: refunds list, refunds retry', async () => {
    const order = await cancelled(FAILING_REFUND_CARD);
    await sandbox().settleRefunds();
    for (let attempt = 2; attempt <= 3; attempt++) {
      await reconcileRefunds(deps(), NOW);
      await sandbox().settleRefunds();
      expect(await refundOfPayment(order.paymentReference)).toMatchObject({
        status: 'failed',
        attempts: attempt,
      });
    }
    await reconcileRefunds(deps(), NOW);
    const stuck = await refundOfPayment(order.paymentReference);
    expect(stuck).toMatchObject({ status: 'failed', attempts: 3 });
    const shown = await details(order.headers, order.reference);
    expect(shown.refunds).toEqual([expect.objectContaining({ status: 'failed', retrying: false })]);

    const list = await runOpsWith(app().database, {}, 'refunds', 'list');
    expect(list.code).toBe(0);
    expect(list.out).toContain(`#${stuck.id} failed ${formatNaira(order.paidKobo)} order ${order.reference}`);
    expect(list.out).toContain(`OPERATOR: failed 3 times; send again with: refunds retry ${stuck.id}`);
    expect(list.out).toContain(`reason: ${REFUND_FAILURE_REASON}`);

    const env = { PAYSTACK_BASE_URL: gatewayUrl };
    const retry = await runOpsWith(app().database, env, 'refunds', 'retry', String(stuck.id));
    expect(retry.code, retry.err).toBe(0);
    expect(retry.out).toBe(`#${stuck.id}: sent again: the gateway has it (pending)`);
    expect(await refundOfPayment(order.paymentReference)).toMatchObject({ status: 'pending', attempts: 4 });
    // Only a failed refund is sent again; a number that is no refund, or no number, is refused.
    expect((await runOpsWith(app().database, env, 'refunds', 'retry', String(stuck.id))).code).toBe(1);
    expect((await runOpsWith(app().database, env, 'refunds', 'retry', '99999999')).code).toBe(1);
    expect((await runOpsWith(app().database, env, 'refunds', 'retry', 'all')).code).toBe(2);
    await sandbox().settleRefunds();
    await booksOf(order.userId);
  });
});

describe('refund webhooks', () => {
  it('refuses a bad signature; duplicates and a late pending change nothing once processed', async () => {
    const order = await cancelled(GOOD_CARD);
    const sent = await refundOfPayment(order.paymentReference);
    const processed = refundEvent('processed', sent.gatewayRefundId!, order.paymentReference, order.paidKobo);
    // The gateway has processed it: an event is acted on only as the gateway's refund fetch bears it
    // out (ADR 0070), so the gateway's own record moves first.
    await app()
      .database.db.update(sandboxPaystackRefunds)
      .set({ status: 'processed', refundedAt: new Date() })
      .where(eq(sandboxPaystackRefunds.id, Number(sent.gatewayRefundId)));

    const forged = await signedWebhook(processed, 'ab'.repeat(64));
    expect(forged.statusCode).toBe(401);
    const otherKey = await signedWebhook(
      processed,
      paystackSignature(JSON.stringify(processed), 'sk_test_other'),
    );
    expect(otherKey.statusCode).toBe(401);
    expect((await refundOfPayment(order.paymentReference)).status).toBe('pending');

    // Delivered twice at once, then a pending that was delayed on the way, then a failed (final stays).
    const [a, b] = await Promise.all([signedWebhook(processed), signedWebhook(processed)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    for (const status of ['pending', 'processing', 'failed']) {
      const res = await signedWebhook(
        refundEvent(status, sent.gatewayRefundId!, order.paymentReference, order.paidKobo),
      );
      expect(res.statusCode).toBe(200);
    }
    expect(await refundOfPayment(order.paymentReference)).toMatchObject({
      status: 'processed',
      failure: null,
    });
    expect((await noticesOf(order.userId)).filter((n) => n.title === 'Refund completed')).toHaveLength(1);
    expect(
      (await noticesOf(order.userId)).filter((n) => n.title === 'We could not refund your card'),
    ).toHaveLength(0);
    // The sandbox's own events, when they come, are old news too.
    await sandbox().settleRefunds();
    expect((await noticesOf(order.userId)).filter((n) => n.title === 'Refund completed')).toHaveLength(1);
  });

  it('a refund whose event never comes is fetched by the reconcile job and moved as the gateway says', async () => {
    const order = await cancelled(GOOD_CARD);
    const sent = await refundOfPayment(order.paymentReference);
    // The gateway processed it, and its webhook was lost on the way.
    await app()
      .database.db.update(sandboxPaystackRefunds)
      .set({ status: 'processed', refundedAt: new Date() })
      .where(eq(sandboxPaystackRefunds.id, Number(sent.gatewayRefundId)));
    // Not due yet: a refund is asked about only after REFUND_POLL_MINUTES without news.
    await reconcileRefunds(deps());
    expect((await refundOfPayment(order.paymentReference)).status).toBe('pending');
    const { polled } = await reconcileRefunds(deps(), NOW);
    expect(polled).toBeGreaterThanOrEqual(1);
    expect(await refundOfPayment(order.paymentReference)).toMatchObject({
      status: 'processed',
      processedAt: expect.any(Date),
    });
    expect((await noticesOf(order.userId)).filter((n) => n.title === 'Refund completed')).toHaveLength(1);
  });
});

describe('a charge the order can no longer take', () => {
  it('paid after the order was released: charged ₦X, refunded, items back on sale; told on every page', async () => {
    const order = await unpaidCardOrder(app());
    await releaseUnpaidOrder(
      { db: app().database.db, paystack: paystackClientFor(app()), log: app().log },
      (await orderRow(app(), order.reference)).id,
    );
    expect((await orderRow(app(), order.reference)).status).toBe('cancelled');
    // The gateway's page was still open and took the card.
    expect((await payOnPage(order.placed.access_code!, GOOD_CARD)).statusCode).toBe(303);
    const totalKobo = Math.round(order.placed.totals.total * 100);

    const page = await orderComplete(order.headers, order.placed.payment_reference!);
    expect(page.payment_status).toBe('expired');
    expect(page.expires_at).toBeNull();
    expect(page.refund).toEqual({
      method: 'card',
      cause: 'released',
      amount: order.placed.totals.total,
      payment_reference: order.placed.payment_reference,
      status: 'pending',
      processed_at: null,
      failure: null,
      retrying: false,
    });
    const shown = await details(order.headers, order.reference);
    expect(shown).toMatchObject({ status: 'cancelled', cancel_reason: 'unpaid', payment_status: 'expired' });
    expect(shown.refunds).toEqual([page.refund]);
    const told = (await noticesOf(order.userId)).filter(
      (n) => n.title === 'Payment refunded: order was released',
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain(`Your card was charged ${formatNaira(totalKobo)}`);
    expect(told[0]!.body).toContain('its items had gone back on sale');
    expect(told[0]!.body).toContain('Refund in progress');
    expect(
      (await inboxOf(order.userId)).some(
        (m) => m.subject === `Payment refunded: order was released: ${order.reference}`,
      ),
    ).toBe(true);
    expect((await booksOf(order.userId)).refundsOwed).toEqual([
      { status: 'pending', count: 1, kobo: totalKobo },
    ]);

    await sandbox().settleRefunds();
    const later = await orderComplete(order.headers, order.placed.payment_reference!);
    expect(later.refund).toMatchObject({ status: 'processed', processed_at: expect.any(String) });
    expect((await booksOf(order.userId)).refundsOwed).toEqual([]);
  });

  it('paid twice (declined, paid again, then paid on the first page): the second charge refunded, the order confirmed', async () => {
    const order = await unpaidCardOrder(app());
    const first = order.placed.payment_reference!;
    expect((await payOnPage(order.placed.access_code!, DECLINED_CARD)).statusCode).toBe(303);
    expect((await orderComplete(order.headers, first)).payment_status).toBe('failed');
    const again = await api<{ payment_reference: string; access_code: string }>(
      app(),
      'POST',
      `orders/${order.reference}/pay`,
      order.headers,
      {},
    );
    expect((await payOnPage(again.body.data.access_code, GOOD_CARD)).statusCode).toBe(303);
    expect((await orderComplete(order.headers, again.body.data.payment_reference)).payment_status).toBe(
      'paid',
    );
    // The first page, still open, takes a good card too.
    expect((await payOnPage(order.placed.access_code!, GOOD_CARD)).statusCode).toBe(303);

    const page = await orderComplete(order.headers, first);
    expect(page.status).toBe('confirmed');
    expect(page.refund).toMatchObject({ cause: 'duplicate', payment_reference: first, status: 'pending' });
    const shown = await details(order.headers, order.reference);
    expect(shown.status).toBe('confirmed');
    expect(shown.refunds).toEqual([
      expect.objectContaining({ cause: 'duplicate', payment_reference: first }),
    ]);
    // The order's own payment page says the order is paid, with nothing to refund.
    expect((await orderComplete(order.headers, again.body.data.payment_reference)).refund).toBeNull();
    const told = (await noticesOf(order.userId)).filter((n) => n.title === 'Second payment refunded');
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain(`Order ${order.reference} was already paid by another payment`);
    await booksOf(order.userId);
  });
});
