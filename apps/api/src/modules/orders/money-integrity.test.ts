import { unpaidOrdersLimitMessage, unpaidUnitsLimitMessage } from '@oja/contract/messages';
import { koboToNaira } from '@oja/contract/money';
import type { CheckoutAnswer, OrderDetails } from '@oja/contract/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/tables/catalog.ts';
import { notifications } from '../../db/tables/engagement.ts';
import { orderRefunds } from '../../db/tables/orders.ts';
import { cardRefunds } from '../../db/tables/payments.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { findProduct, setStock } from '../cart/test-helpers.ts';
import {
  addToCart,
  checkoutBodyFor,
  customerWithAddress,
  placeOrder,
  summary,
} from '../checkout/test-helpers.ts';
import { ensureWallets, shopBalance } from '../wallet/accounts.ts';
import { userIdOf } from '../wallet/test-helpers.ts';
import { verifyWallets } from '../wallet/verify.ts';
import { api, orderRow, PIN, paidWalletOrder, walletShopper } from './test-helpers.ts';

let t: TestApp;
const app = () => t.app;
const db = () => app().database.db;
beforeAll(async () => {
  t = await buildTestApp();
  // The Paystack client reaches the sandbox gateway of this same server over HTTP.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const money = async (userId: number) => {
  const mine = await ensureWallets(db(), userId);
  return { main: mine.main.balanceKobo, savings: mine.spend_and_save.balanceKobo };
};

/** Empties the cart line by line, as the cart page's remove buttons do. */
async function emptyCart(headers: Record<string, string>) {
  const cart = await api<{ cart_items: { uuid: string }[] }>(app(), 'GET', 'cart/items', headers);
  for (const line of cart.body.data.cart_items) {
    expect((await api(app(), 'DELETE', `cart/items/${line.uuid}`, headers)).status).toBe(200);
  }
}

async function saveEverything(headers: Record<string, string>) {
  const on = await api(app(), 'PUT', 'spend-and-save-wallet/settings', headers, {
    enabled: true,
    percentage: 100,
  });
  expect(on.status, JSON.stringify(on.body)).toBe(200);
}

async function withdrawAll(headers: Record<string, string>, userId: number) {
  const { savings } = await money(userId);
  const moved = await api(app(), 'POST', 'spend-and-save-wallet/withdraw', headers, {
    amount: koboToNaira(savings),
    pin: PIN,
  });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  return savings;
}

describe('undoing an order never gives back more than was paid (ADR 0018)', () => {
  it('wallet order, 100% Spend and Save, savings moved to the main wallet, then cancelled: nothing gained', async () => {
    const shopper = await walletShopper(app(), 2_000_000_00);
    await saveEverything(shopper.headers);
    const before = await money(shopper.userId);
    const order = await paidWalletOrder(app(), shopper);
    const saved = await withdrawAll(shopper.headers, shopper.userId);
    expect(saved).toBeGreaterThan(0);

    const cancelled = await api<OrderDetails>(
      app(),
      'POST',
      `orders/${order.reference}/cancel`,
      shopper.headers,
      {
        reason: 'Changed my mind',
      },
    );
    expect(cancelled.status).toBe(200);
    const after = await money(shopper.userId);
    // Everything the shopper had is back, and not a kobo more: the moved savings were their own money.
    expect(after.main + after.savings).toBe(before.main + before.savings);
    const row = await orderRow(app(), order.reference);
    const [refund] = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, row.id));
    expect(refund!.amountKobo).toBe(row.totalKobo - saved);
    const [notice] = await db()
      .select({ body: notifications.body })
      .from(notifications)
      .where(eq(notifications.userId, shopper.userId))
      .orderBy(notifications.id)
      .then((rows) => rows.filter((n) => n.body.includes(`${order.reference} was cancelled`)));
    expect(notice!.body).toContain('had already been moved from Spend and Save to your main wallet');
    expect((await verifyWallets(db())).differences).toEqual([]);
    expect(await shopBalance(db(), 'shop_sales')).toBeGreaterThanOrEqual(0);
  });

  it('card order with empty wallets, savings moved, then cancelled: the card gets the total less the moved savings', async () => {
    const order = await paidCardOrderSaving();
    const before = await money(order.userId);
    expect(before.main).toBe(0);
    const saved = await withdrawAll(order.headers, order.userId);
    const cancelled = await api(app(), 'POST', `orders/${order.reference}/cancel`, order.headers, {
      reason: 'Too late',
    });
    expect(cancelled.status).toBe(200);
    const row = await orderRow(app(), order.reference);
    const [refund] = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, row.id));
    expect(refund).toMatchObject({ method: 'card', amountKobo: row.totalKobo - saved });
    // A partial refund, taken by the gateway (pending until its event says processed).
    const [atGateway] = await db()
      .select()
      .from(cardRefunds)
      .where(eq(cardRefunds.paymentId, refund!.paymentId!));
    expect(atGateway).toMatchObject({ status: 'pending', amountKobo: row.totalKobo - saved });
    // Paid row.totalKobo by card; back: the card refund plus the savings now in the main wallet.
    const after = await money(order.userId);
    expect(refund!.amountKobo + after.main + after.savings).toBe(row.totalKobo);
    expect(await shopBalance(db(), 'shop_sales')).toBeGreaterThanOrEqual(0);
  });

  it('savings still in Spend and Save are taken back and the whole total is refunded', async () => {
    const order = await paidCardOrderSaving();
    const cancelled = await api(app(), 'POST', `orders/${order.reference}/cancel`, order.headers, {
      reason: 'Too late',
    });
    expect(cancelled.status).toBe(200);
    const row = await orderRow(app(), order.reference);
    const [refund] = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, row.id));
    expect(refund!.amountKobo).toBe(row.totalKobo);
    expect(await money(order.userId)).toEqual({ main: 0, savings: 0 });
  });
});

/** A card order paid on the gateway by a shopper with Spend and Save at 100% and nothing in any wallet. */
async function paidCardOrderSaving() {
  const headers = await customerWithAddress(app());
  const userId = await userIdOf(app(), headers);
  const pin = await api(app(), 'POST', 'wallet/pin', headers, { new_pin: PIN });
  expect(pin.status).toBe(201);
  await saveEverything(headers);
  const product = await findProduct(app(), { minStock: 5 });
  await addToCart(app(), headers, product.slug, 1);
  const res = await placeOrder(app(), headers, checkoutBodyFor(await summary(app(), headers)));
  expect(res.statusCode, res.body).toBe(200);
  const placed = res.json().data as CheckoutAnswer;
  expect(placed.totals.spend_and_save_charge).toBeGreaterThan(0);
  const page = await app().inject({
    method: 'POST',
    url: `/sandbox/paystack/checkout/${placed.access_code}/pay`,
    payload: { card_number: '4084 0840 8408 4081', expiry: '12/30', cvv: '408' },
  });
  expect(page.statusCode).toBe(303);
  const verified = await api(app(), 'POST', 'payments/verify', headers, {
    reference: placed.payment_reference,
  });
  expect(verified.status).toBe(200);
  return { headers, userId, reference: placed.reference };
}

describe('wallet checkouts and cancels of one product at the same moment', () => {
  it('5 shoppers x 4 rounds: every call answers 200 or a clear 409, never 5xx; stock and books add up', async () => {
    const product = await findProduct(app(), { minStock: 5 });
    await setStock(app(), product.id, 12);
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => walletShopper(app(), 50_000_000_00)));
    const placed: { reference: string; headers: Record<string, string> }[] = [];
    const statuses: number[] = [];
    for (let round = 0; round < 4; round++) {
      const ready = await Promise.all(
        shoppers.map(async (shopper) => {
          await addToCart(app(), shopper.headers, product.slug, 1);
          return { shopper, shown: await summary(app(), shopper.headers, '?payment_mode=wallet') };
        }),
      );
      const toCancel = placed.splice(0);
      const answers = await Promise.all([
        ...ready.map(({ shopper, shown }) =>
          placeOrder(app(), shopper.headers, checkoutBodyFor(shown, { pin: PIN })).then((res) => {
            statuses.push(res.statusCode);
            if (res.statusCode === 200) {
              placed.push({ reference: res.json().data.reference, headers: shopper.headers });
            }
            return res.statusCode;
          }),
        ),
        ...toCancel.map(({ reference, headers }) =>
          api(app(), 'POST', `orders/${reference}/cancel`, headers, { reason: 'Race' }).then((res) => {
            statuses.push(res.status);
            return res.status;
          }),
        ),
      ]);
      expect(
        answers.every((status) => status === 200 || status === 409),
        JSON.stringify(answers),
      ).toBe(true);
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(20);
    // Stock: the shelf plus what the live orders hold is what there was.
    const [shelf] = await db()
      .select({ q: products.quantity })
      .from(products)
      .where(eq(products.id, product.id));
    expect(shelf!.q + placed.length).toBe(12);
    expect((await verifyWallets(db())).differences).toEqual([]);
    expect(await shopBalance(db(), 'shop_sales')).toBeGreaterThanOrEqual(0);
  });
});

describe('cancels and savings withdrawals of one shopper at the same moment', () => {
  it('never deadlock into a 5xx, and the shopper ends with what they had', async () => {
    const shopper = await walletShopper(app(), 50_000_000_00);
    await saveEverything(shopper.headers);
    const before = await money(shopper.userId);
    const orders: string[] = [];
    for (let i = 0; i < 4; i++) orders.push((await paidWalletOrder(app(), shopper)).reference);
    const saved = (await money(shopper.userId)).savings;
    const part = koboToNaira(Math.floor(saved / 8));
    const answers = await Promise.all([
      ...orders.map((reference) =>
        api(app(), 'POST', `orders/${reference}/cancel`, shopper.headers, { reason: 'Race' }),
      ),
      ...Array.from({ length: 4 }, (_, i) =>
        api(
          app(),
          'POST',
          'spend-and-save-wallet/withdraw',
          { ...shopper.headers, 'idempotency-key': `race-${i}-${orders[0]}` },
          {
            amount: part,
            pin: PIN,
          },
        ),
      ),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status >= 500),
      JSON.stringify(statuses),
    ).toEqual([]);
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    const after = await money(shopper.userId);
    expect(after.main + after.savings).toBe(before.main + before.savings);
    expect((await verifyWallets(db())).differences).toEqual([]);
  });
});

describe('hold limits: one shopper cannot keep a product off sale', () => {
  it('refuses a card order holding more than 5 units of one product, and a 4th unpaid order, with a clear 409', async () => {
    const headers = await customerWithAddress(app());
    const product = await findProduct(app(), { minStock: 20 });
    await setStock(app(), product.id, 40);
    await addToCart(app(), headers, product.slug, 6);
    const tooMany = await placeOrder(app(), headers, checkoutBodyFor(await summary(app(), headers)));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(unpaidUnitsLimitMessage(product.name, 5, 0));

    await emptyCart(headers);
    const bought: number[] = [];
    for (const quantity of [2, 2]) {
      await addToCart(app(), headers, product.slug, quantity);
      const res = await placeOrder(app(), headers, checkoutBodyFor(await summary(app(), headers)));
      expect(res.statusCode, res.body).toBe(200);
      bought.push(quantity);
    }
    await addToCart(app(), headers, product.slug, 2);
    const overHeld = await placeOrder(app(), headers, checkoutBodyFor(await summary(app(), headers)));
    expect(overHeld.statusCode).toBe(409);
    expect(overHeld.json().message).toBe(unpaidUnitsLimitMessage(product.name, 5, 4));

    const other = await findProduct(app(), { minStock: 5, exclude: [product.id] });
    await emptyCart(headers);
    await addToCart(app(), headers, other.slug, 1);
    const third = await placeOrder(app(), headers, checkoutBodyFor(await summary(app(), headers)));
    expect(third.statusCode, third.body).toBe(200);
    await addToCart(app(), headers, other.slug, 1);
    const fourth = await placeOrder(app(), headers, checkoutBodyFor(await summary(app(), headers)));
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(unpaidOrdersLimitMessage(3));
    const [shelf] = await db()
      .select({ q: products.quantity })
      .from(products)
      .where(eq(products.id, product.id));
    expect(shelf!.q).toBe(40 - bought.reduce((a, b) => a + b, 0));
  });

  it('a wallet order holds nothing, so the limit does not apply to it', async () => {
    const shopper = await walletShopper(app(), 50_000_000_00);
    const order = await paidWalletOrder(app(), shopper, 6);
    expect(order.placed.payment_status).toBe('paid');
  });
});
