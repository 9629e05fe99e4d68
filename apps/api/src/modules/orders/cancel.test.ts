import { messages } from '@oja/contract/messages';
import type { CancelPreview, OrderDetails } from '@oja/contract/orders';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/tables/catalog.ts';
import { inboxMessages, notifications } from '../../db/tables/engagement.ts';
import { users } from '../../db/tables/identity.ts';
import { orderRefunds } from '../../db/tables/orders.ts';
import { cardRefunds, payments } from '../../db/tables/payments.ts';
import { ledgerTransactions } from '../../db/tables/wallet.ts';
import { PaystackError } from '../../integrations/paystack.ts';
import { paystackSandboxOf } from '../../sandbox/paystack/routes.ts';
import { sandboxPaystackTransactions } from '../../sandbox/paystack/tables.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { newCustomer, newGuest } from '../cart/test-helpers.ts';
import { paystackClientFor } from '../payments/gateway.ts';
import { sendCardRefund } from '../payments/refunds.ts';
import { ensureWallets } from '../wallet/accounts.ts';
import { withdrawSavings } from '../wallet/postings.ts';
import { fundCoins } from '../wallet/test-helpers.ts';
import { verifyWallets } from '../wallet/verify.ts';
import { cancelOrder } from './cancel.ts';
import { advanceOrder } from './lifecycle.ts';
import { settlementPorts } from './payment.ts';
import {
  api,
  orderRow,
  paidCardOrder,
  paidWalletOrder,
  unpaidCardOrder,
  walletShopper,
} from './test-helpers.ts';

let t: TestApp;
const app = () => t.app;
beforeAll(async () => {
  t = await buildTestApp();
  // The Paystack client reaches the sandbox gateway of this same server over HTTP.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const cancel = (reference: string, headers: Record<string, string>, reason = 'I ordered the wrong size') =>
  api<OrderDetails>(app(), 'POST', `orders/${reference}/cancel`, headers, { reason });

const stockOf = async (id: number) =>
  (await app().database.db.select({ q: products.quantity }).from(products).where(eq(products.id, id)))[0]!.q;

const walletsOf = async (userId: number) => {
  const mine = await ensureWallets(app().database.db, userId);
  return {
    main: mine.main.balanceKobo,
    savings: mine.spend_and_save.balanceKobo,
    coins: mine.smart_coin.balanceKobo,
  };
};

async function ledgerIsClean() {
  expect((await verifyWallets(app().database.db)).differences).toEqual([]);
}

const refundDeps = () => ({
  db: app().database.db,
  paystack: paystackClientFor(app()),
  log: app().log,
  notify: settlementPorts.notify,
  inbox: settlementPorts.inbox,
});

const refundsOf = async (orderId: number) =>
  app().database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));

describe('POST orders/{reference}/cancel: wallet orders', () => {
  it('cancels, puts the stock back and refunds the main wallet in the ledger, which still balances', async () => {
    const shopper = await walletShopper(app(), 500_000_000);
    const before = await walletsOf(shopper.userId);
    const order = await paidWalletOrder(app(), shopper, 2);
    const stockAfterOrder = await stockOf(order.product.id);
    expect((await walletsOf(shopper.userId)).main).toBe(
      before.main - Math.round(order.placed.totals.total * 100),
    );

    const res = await cancel(order.reference, shopper.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.message).toBe(messages.orderCancelled);
    expect(res.body.data).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      cancel_reason: 'I ordered the wrong size',
      can_cancel: false,
      refunds: [
        expect.objectContaining({ method: 'wallet', amount: order.placed.totals.total, status: 'processed' }),
      ],
    });
    expect(res.body.data.packages.every((p) => p.status === 'cancelled')).toBe(true);
    expect(await stockOf(order.product.id)).toBe(stockAfterOrder + 2);
    expect(await walletsOf(shopper.userId)).toEqual(before);
    await ledgerIsClean();

    const row = await orderRow(app(), order.reference);
    const [refundEntry] = await app()
      .database.db.select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, `order:${order.reference}:refund`));
    expect(refundEntry).toMatchObject({ kind: 'refund' });
    const notices = await app()
      .database.db.select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, shopper.userId));
    expect(notices.map((n) => n.title)).toEqual(
      expect.arrayContaining(['Order cancelled', 'Refund received']),
    );
    const [mail] = await app()
      .database.db.select()
      .from(inboxMessages)
      .where(
        and(
          eq(inboxMessages.userId, shopper.userId),
          eq(inboxMessages.subject, `Your order ${order.reference} is cancelled`),
        ),
      );
    expect(mail!.body).toContain('I ordered the wrong size');
    expect(await refundsOf(row.id)).toHaveLength(1);
  });

  it('a second cancel changes nothing and answers the cancelled order again (200)', async () => {
    const order = await paidWalletOrder(app());
    const first = await cancel(order.reference, order.headers);
    expect(first.status).toBe(200);
    const after = await walletsOf(order.userId);
    const stock = await stockOf(order.product.id);
    const second = await cancel(order.reference, order.headers, 'Pressed twice');
    expect(second.status).toBe(200);
    expect(second.body.message).toBe(messages.orderAlreadyCancelled);
    expect(second.body.data.cancel_reason).toBe('I ordered the wrong size');
    expect(await walletsOf(order.userId)).toEqual(after);
    expect(await stockOf(order.product.id)).toBe(stock);
    expect(await refundsOf((await orderRow(app(), order.reference)).id)).toHaveLength(1);
  });

  it('two cancels sent together refund once', async () => {
    const order = await paidWalletOrder(app());
    const before = await walletsOf(order.userId);
    const stock = await stockOf(order.product.id);
    const answers = await Promise.all([
      cancel(order.reference, order.headers),
      cancel(order.reference, order.headers),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.message).sort()).toEqual(
      [messages.orderAlreadyCancelled, messages.orderCancelled].sort(),
    );
    expect((await walletsOf(order.userId)).main).toBe(
      before.main + Math.round(order.placed.totals.total * 100),
    );
    expect(await stockOf(order.product.id)).toBe(stock + 1);
    await ledgerIsClean();
  });

  it('gives back the coins spent and takes back the Spend and Save credit', async () => {
    const shopper = await walletShopper(app());
    await fundCoins(app().database.db, shopper.userId, 300);
    await app()
      .database.db.update(users)
      .set({ spendAndSave: true, spendAndSavePercentageBp: 1000 })
      .where(eq(users.id, shopper.userId));
    const before = await walletsOf(shopper.userId);
    const order = await paidWalletOrder(app(), shopper, 1, { smartCoins: true });
    expect(order.placed.totals.smart_coin_charge).toBeLessThan(0);
    expect(order.placed.totals.spend_and_save_charge).toBeGreaterThan(0);
    const during = await walletsOf(shopper.userId);
    expect(during.coins).toBeLessThan(before.coins);
    expect(during.savings).toBeGreaterThan(0);

    expect((await cancel(order.reference, shopper.headers)).status).toBe(200);
    expect(await walletsOf(shopper.userId)).toEqual(before);
    await ledgerIsClean();
  });

  it('promises before the cancel exactly what the cancel then pays, naming the savings already moved and the coins (issue 54)', async () => {
    const shopper = await walletShopper(app());
    await fundCoins(app().database.db, shopper.userId, 300);
    await app()
      .database.db.update(users)
      .set({ spendAndSave: true, spendAndSavePercentageBp: 1000 })
      .where(eq(users.id, shopper.userId));
    const order = await paidWalletOrder(app(), shopper, 1, { smartCoins: true });
    const { savings } = await walletsOf(shopper.userId);
    expect(savings).toBeGreaterThan(100);
    // Part of the order's savings moved to the main wallet before the cancel, as in the issue.
    const moved = Math.floor(savings / 2);
    await app().database.db.transaction((tx) =>
      withdrawSavings(tx, {
        userId: shopper.userId,
        reference: `test-move-${order.reference}`,
        amountKobo: moved,
      }),
    );
    const preview = await api<CancelPreview>(
      app(),
      'GET',
      `orders/${order.reference}/cancel-preview`,
      shopper.headers,
    );
    expect(preview.status).toBe(200);
    const before = await walletsOf(shopper.userId);
    const promised = preview.body.data;
    expect(promised).toMatchObject({ paid: true, method: 'wallet', savings_kept: moved / 100 });
    expect(promised.coins_returned).toBe(-order.placed.totals.smart_coin_charge);

    expect((await cancel(order.reference, shopper.headers)).status).toBe(200);
    const after = await walletsOf(shopper.userId);
    // What the main wallet got back is what the page promised, to the kobo.
    expect((after.main - before.main) / 100).toBe(promised.refund_amount);
    expect(promised.refund_amount).toBe(order.placed.totals.total - moved / 100);
    expect(after.coins - before.coins).toBe(promised.coins_returned);
    const [refund] = await refundsOf((await orderRow(app(), order.reference)).id);
    expect(refund!.amountKobo / 100).toBe(promised.refund_amount);
    await ledgerIsClean();
  });

  it('promises nothing back for an unpaid card order, and answers 404 for another customer’s order', async () => {
    const order = await unpaidCardOrder(app());
    const preview = await api<CancelPreview>(
      app(),
      'GET',
      `orders/${order.reference}/cancel-preview`,
      order.headers,
    );
    expect(preview.body.data).toEqual({
      paid: false,
      method: null,
      refund_amount: 0,
      savings_kept: 0,
      coins_returned: 0,
    });
    const other = await walletShopper(app());
    const theirs = await api(app(), 'GET', `orders/${order.reference}/cancel-preview`, other.headers);
    expect(theirs.status).toBe(404);
  });

  it('refuses once shipped (409), and the order stays as it was', async () => {
    const order = await paidWalletOrder(app());
    await advanceOrder({ db: app().database.db, rates: app().config }, order.reference, 'shipped');
    const before = await walletsOf(order.userId);
    const res = await cancel(order.reference, order.headers);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(messages.orderNotCancellable);
    expect((await orderRow(app(), order.reference)).status).toBe('shipped');
    expect(await walletsOf(order.userId)).toEqual(before);
    const details = await api<OrderDetails>(app(), 'GET', `orders/${order.reference}`, order.headers);
    expect(details.body.data.can_cancel).toBe(false);
  });

  it('answers 404 for another customer’s order, 401 for a guest, 422 without a reason', async () => {
    const order = await paidWalletOrder(app());
    const stranger = await cancel(order.reference, await newCustomer(app()));
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe(messages.orderNotFound);
    expect((await cancel(order.reference, await newGuest(app()))).status).toBe(401);
    const empty = await api(app(), 'POST', `orders/${order.reference}/cancel`, order.headers, {
      reason: '  ',
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ reason: [messages.cancelReasonRequired] });
    expect((await orderRow(app(), order.reference)).status).toBe('confirmed');
  });
});

describe('POST orders/{reference}/cancel: card orders', () => {
  it('an unpaid order is just cancelled: stock back, its payment page closed, no money moved', async () => {
    const order = await unpaidCardOrder(app());
    const stock = await stockOf(order.product.id);
    const res = await cancel(order.reference, order.headers);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', payment_status: 'expired', refunds: [] });
    expect(await stockOf(order.product.id)).toBe(stock + 1);
    const [payment] = await app()
      .database.db.select()
      .from(payments)
      .where(eq(payments.reference, order.placed.payment_reference!));
    expect(payment!.status).toBe('abandoned');
    const row = await orderRow(app(), order.reference);
    expect(await refundsOf(row.id)).toEqual([]);
    const pay = await api(app(), 'POST', `orders/${order.reference}/pay`, order.headers, {});
    expect(pay.status).toBe(409);
  });

  it('a paid order is refunded through the gateway once: pending, then processed when its event arrives', async () => {
    const order = await paidCardOrder(app());
    const paidKobo = Math.round(order.placed.totals.total * 100);
    const res = await cancel(order.reference, order.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.payment_status).toBe('refunded');
    expect(res.body.data.refunds).toEqual([
      expect.objectContaining({ method: 'card', cause: 'cancelled', status: 'pending', processed_at: null }),
    ]);
    const row = await orderRow(app(), order.reference);
    const [refund] = await refundsOf(row.id);
    expect(refund).toMatchObject({ method: 'card', amountKobo: paidKobo });
    const [payment] = await app()
      .database.db.select()
      .from(payments)
      .where(eq(payments.reference, order.placed.payment_reference!));
    expect(payment).toMatchObject({ status: 'reversed', refundedKobo: paidKobo });
    const [sent] = await app()
      .database.db.select()
      .from(cardRefunds)
      .where(eq(cardRefunds.paymentId, payment!.id));
    expect(sent).toMatchObject({ status: 'pending', attempts: 1, amountKobo: paidKobo });
    expect(sent!.gatewayRefundId).toMatch(/^\d+$/);
    const [atGateway] = await app()
      .database.db.select()
      .from(sandboxPaystackTransactions)
      .where(eq(sandboxPaystackTransactions.reference, order.placed.payment_reference!));
    expect(atGateway).toMatchObject({ status: 'reversed', refundedKobo: paidKobo });

    // A second cancel and a resent job change nothing: the refund is sent once.
    expect((await cancel(order.reference, order.headers)).body.message).toBe(messages.orderAlreadyCancelled);
    expect(await sendCardRefund(refundDeps(), sent!.id)).toBe('not_sending');
    // The gateway processes it later; its refund.processed webhook moves it.
    expect(await paystackSandboxOf(app()).settleRefunds()).toBeGreaterThanOrEqual(1);
    const details = await api<OrderDetails>(app(), 'GET', `orders/${order.reference}`, order.headers);
    expect(details.body.data.refunds).toEqual([
      expect.objectContaining({ method: 'card', status: 'processed', processed_at: expect.any(String) }),
    ]);
    const [still] = await app()
      .database.db.select()
      .from(sandboxPaystackTransactions)
      .where(eq(sandboxPaystackTransactions.reference, order.placed.payment_reference!));
    expect(still!.refundedKobo).toBe(paidKobo);
    const told = await app()
      .database.db.select()
      .from(notifications)
      .where(eq(notifications.userId, order.userId));
    expect(told.filter((n) => n.title === 'Refund completed')).toHaveLength(1);
    const ledger = await app()
      .database.db.select({ reference: ledgerTransactions.reference })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.reference, `order:${order.reference}:%`));
    expect(ledger.map((l) => l.reference).sort()).toEqual([
      `order:${order.reference}:card`,
      `order:${order.reference}:card-refund`,
    ]);
    await ledgerIsClean();
  });

  it('a gateway that fails leaves the refund to send; a later send asks the gateway first and never refunds twice', async () => {
    const order = await paidCardOrder(app());
    const real = paystackClientFor(app());
    let calls = 0;
    const down = {
      ...real,
      refund: async () => {
        calls += 1;
        throw new PaystackError('Paystack could not be reached: connect ECONNREFUSED', 0);
      },
    };
    const deps = { ...refundDeps(), paystack: down };
    // The cancel itself (its transaction) with the gateway down: recorded, not sent.
    const outcome = await cancelOrder(
      { ...deps, jobs: app().jobs },
      order.userId,
      order.reference,
      'Too slow',
    );
    expect(outcome.cardRefundId).not.toBeNull();
    expect(calls).toBe(1);
    const [unsent] = await app()
      .database.db.select()
      .from(cardRefunds)
      .where(eq(cardRefunds.id, outcome.cardRefundId!));
    expect(unsent).toMatchObject({ status: 'sending', claimedAt: null, attempts: 1, gatewayRefundId: null });
    expect(unsent!.failure).toContain('ECONNREFUSED');
    const details = await api<OrderDetails>(app(), 'GET', `orders/${order.reference}`, order.headers);
    expect(details.body.data.refunds).toEqual([expect.objectContaining({ status: 'pending' })]);

    // The retry (the queued job) with the gateway back sends it.
    expect(await sendCardRefund(deps, unsent!.id)).toBe('error');
    const up = { ...deps, paystack: real };
    expect(await sendCardRefund(up, unsent!.id)).toBe('sent');
    // The gateway's refund.pending webhook (sent after its answer) is in first: arriving after the
    // crash below, it would adopt the refund itself before the next sender does.
    await paystackSandboxOf(app()).idle();
    // A sender that crashed after the gateway took it (the answer lost): the next one finds it there.
    await app()
      .database.db.update(cardRefunds)
      .set({ status: 'sending', gatewayRefundId: null })
      .where(eq(cardRefunds.id, unsent!.id));
    expect(await sendCardRefund(up, unsent!.id)).toBe('adopted');
    const [after] = await app().database.db.select().from(cardRefunds).where(eq(cardRefunds.id, unsent!.id));
    expect(after).toMatchObject({ status: 'pending' });
    expect(after!.gatewayRefundId).toMatch(/^\d+$/);
    const [atGateway] = await app()
      .database.db.select()
      .from(sandboxPaystackTransactions)
      .where(eq(sandboxPaystackTransactions.reference, order.placed.payment_reference!));
    expect(atGateway).toMatchObject({ status: 'reversed', refundedKobo: unsent!.amountKobo });
    await ledgerIsClean();
  });
});
