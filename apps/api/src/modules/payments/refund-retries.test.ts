import type { OrderDetails } from '@oja/contract/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/tables/engagement.ts';
import { cardRefunds, payments } from '../../db/tables/payments.ts';
import { paystackSignature, SANDBOX_SECRET_KEY } from '../../integrations/paystack.ts';
import { REFUND_FAILURE_REASON } from '../../sandbox/paystack/cards.ts';
import { paystackSandboxOf } from '../../sandbox/paystack/routes.ts';
import { sandboxPaystackRefunds, sandboxPaystackTransactions } from '../../sandbox/paystack/tables.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { runOpsWith } from '../../test/ops-cli.ts';
import { verifyCustomersBooks } from '../orders/books.ts';
import { settlementPorts } from '../orders/payment.ts';
import { api, unpaidCardOrder } from '../orders/test-helpers.ts';
import { paystackClientFor } from './gateway.ts';
import { type RefundDeps, reconcileRefunds } from './refunds.ts';

/**
 * A failed card refund sent again, when the gateway retries the same refund (the same id) rather than
 * opening another, as Paystack does and the sandbox now does too (issue 53, item 7): the refund must
 * reach a final state, and news of the attempt that failed must not undo the retry.
 */

const FAILING_REFUND_CARD = { card_number: '4084 0840 8408 4099', expiry: '12/30', cvv: '408' };
const GOOD_AUTHORIZATION = { bin: '408408', last4: '4081' };
const NOW = { pollMinutes: 0, retryMinutes: 0 };

let t: TestApp;
const app = () => t.app;
let gatewayUrl = '';
beforeAll(async () => {
  t = await buildTestApp();
  // The sandbox's webhooks and the shop's Paystack client (the ops command's too) need the server listening.
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

/** A card order paid with the card whose refunds fail, confirmed, then cancelled; its refund failed once. */
async function cancelledAndRefundFailed() {
  const order = await unpaidCardOrder(app());
  const paid = await app().inject({
    method: 'POST',
    url: `/sandbox/paystack/checkout/${order.placed.access_code}/pay`,
    payload: FAILING_REFUND_CARD,
  });
  expect(paid.statusCode).toBe(303);
  const paymentReference = order.placed.payment_reference!;
  expect(
    (await api(app(), 'POST', 'payments/verify', order.headers, { reference: paymentReference })).status,
  ).toBe(200);
  await sandbox().idle();
  const cancel = await api(app(), 'POST', `orders/${order.reference}/cancel`, order.headers, {
    reason: 'I changed my mind',
  });
  expect(cancel.status).toBe(200);
  await sandbox().settleRefunds();
  const failed = await refundOf(paymentReference);
  expect(failed).toMatchObject({ status: 'failed', attempts: 1, failure: REFUND_FAILURE_REASON });
  return { ...order, paymentReference, paidKobo: Math.round(order.placed.totals.total * 100), failed };
}

async function refundOf(paymentReference: string) {
  const [row] = await app()
    .database.db.select({ refund: cardRefunds })
    .from(cardRefunds)
    .innerJoin(payments, eq(payments.id, cardRefunds.paymentId))
    .where(eq(payments.reference, paymentReference));
  return row!.refund;
}

/** The bank takes refunds to the card again (its account was reopened). */
const bankTakesRefunds = (paymentReference: string) =>
  app()
    .database.db.update(sandboxPaystackTransactions)
    .set({ authorization: GOOD_AUTHORIZATION })
    .where(eq(sandboxPaystackTransactions.reference, paymentReference));

const gatewayRefund = async (id: string) =>
  (
    await app()
      .database.db.select()
      .from(sandboxPaystackRefunds)
      .where(eq(sandboxPaystackRefunds.id, Number(id)))
  )[0]!;

function signedRefundEvent(status: string, id: string, reference: string, amount: number, reason?: string) {
  const raw = JSON.stringify({
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

const told = async (userId: number, title: string) =>
  (await app().database.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
    (n) => n.title === title,
  ).length;

async function owedOf(userId: number) {
  const report = await verifyCustomersBooks(app().database.db, [userId]);
  expect(report.differences).toEqual([]);
  return report.refundsOwed;
}

describe('a failed card refund the gateway retries under the same refund id', () => {
  it('sent again by `refunds retry`: pending, then processed; nothing owed in the books', async () => {
    const order = await cancelledAndRefundFailed();
    await bankTakesRefunds(order.paymentReference);

    const env = { PAYSTACK_BASE_URL: gatewayUrl };
    const retry = await runOpsWith(app().database, env, 'refunds', 'retry', String(order.failed.id));
    expect(retry.code, retry.err).toBe(0);
    expect(retry.out).toBe(`#${order.failed.id}: sent again: the gateway has it (pending)`);
    const retried = await refundOf(order.paymentReference);
    // The gateway kept its refund's id: the retry is that refund again, not a second one.
    expect(retried).toMatchObject({
      status: 'pending',
      attempts: 2,
      gatewayRefundId: order.failed.gatewayRefundId,
      claimedAt: null,
    });
    expect((await gatewayRefund(order.failed.gatewayRefundId!)).status).toBe('pending');

    await sandbox().settleRefunds();
    expect(await refundOf(order.paymentReference)).toMatchObject({
      status: 'processed',
      processedAt: expect.any(Date),
    });
    const shown = (await api<OrderDetails>(app(), 'GET', `orders/${order.reference}`, order.headers)).body
      .data;
    expect(shown.refunds).toEqual([expect.objectContaining({ status: 'processed' })]);
    expect(await owedOf(order.userId)).toEqual([]);
    expect(await told(order.userId, 'Refund completed')).toBe(1);
    const list = await runOpsWith(app().database, {}, 'refunds', 'list');
    expect(list.out).not.toContain(`#${order.failed.id} `);
  });

  it('sent again by the reconcile job: a late refund.failed of the first attempt does not fail the retry', async () => {
    const order = await cancelledAndRefundFailed();
    await bankTakesRefunds(order.paymentReference);
    expect((await reconcileRefunds(deps(), NOW)).retried).toBeGreaterThanOrEqual(1);
    expect(await refundOf(order.paymentReference)).toMatchObject({
      status: 'pending',
      attempts: 2,
      gatewayRefundId: order.failed.gatewayRefundId,
    });

    // The first attempt's refund.failed, delivered again late: the gateway, asked, says the refund is pending.
    const late = await signedRefundEvent(
      'failed',
      order.failed.gatewayRefundId!,
      order.paymentReference,
      order.paidKobo,
      REFUND_FAILURE_REASON,
    );
    expect(late.statusCode).toBe(200);
    expect((await refundOf(order.paymentReference)).status).toBe('pending');
    expect(await told(order.userId, 'We could not refund your card')).toBe(1);

    await sandbox().settleRefunds();
    expect((await refundOf(order.paymentReference)).status).toBe('processed');
    expect(await owedOf(order.userId)).toEqual([]);
    const [atGateway] = await app()
      .database.db.select()
      .from(sandboxPaystackTransactions)
      .where(eq(sandboxPaystackTransactions.reference, order.paymentReference));
    // Refunded once in all.
    expect(atGateway).toMatchObject({ status: 'reversed', refundedKobo: order.paidKobo });
  });

  it('that fails again is failed again, told again, and counted owed until the bound', async () => {
    const order = await cancelledAndRefundFailed();
    expect((await reconcileRefunds(deps(), NOW)).retried).toBeGreaterThanOrEqual(1);
    expect(await refundOf(order.paymentReference)).toMatchObject({ status: 'pending', attempts: 2 });
    await sandbox().settleRefunds();
    expect(await refundOf(order.paymentReference)).toMatchObject({
      status: 'failed',
      attempts: 2,
      failure: REFUND_FAILURE_REASON,
    });
    expect(await told(order.userId, 'We could not refund your card')).toBe(2);
    expect(await owedOf(order.userId)).toEqual([{ status: 'failed', count: 1, kobo: order.paidKobo }]);
  });
});
