import { messages } from '@oja/contract/messages';
import { nairaToKobo, percentOfKobo } from '@oja/contract/money';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/tables/catalog.ts';
import { orders } from '../../db/tables/orders.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { findProduct, type Headers } from '../cart/test-helpers.ts';
import { releaseUnpaidOrder } from '../orders/release.ts';
import { paystackClientFor } from '../payments/gateway.ts';
import { fundCoins, fundMain, userIdOf } from '../wallet/test-helpers.ts';
import { verifyWallets } from '../wallet/verify.ts';
import { addToCart, checkoutBodyFor, customerWithAddress, placeOrder, summary } from './test-helpers.ts';

let shop: TestApp;
const app = () => shop.app;
beforeAll(async () => {
  shop = await buildTestApp();
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => shop.close());

const PIN = '2580';

async function walletShopper(fundedKobo: number) {
  const headers = await customerWithAddress(app());
  const userId = await userIdOf(app(), headers);
  if (fundedKobo > 0) await fundMain(app().database.db, userId, fundedKobo);
  const pin = await app().inject({
    method: 'POST',
    url: '/api/v1/wallet/pin',
    headers,
    payload: { new_pin: PIN },
  });
  expect(pin.statusCode, pin.body).toBe(201);
  return { headers, userId };
}

async function balances(headers: Headers) {
  const main = await app().inject({ method: 'GET', url: '/api/v1/wallet', headers });
  const saved = await app().inject({ method: 'GET', url: '/api/v1/spend-and-save-wallet', headers });
  const coins = await app().inject({ method: 'GET', url: '/api/v1/smart-coin-wallet', headers });
  return {
    main: nairaToKobo(main.json().data.balance as number),
    savings: nairaToKobo(saved.json().data.balance as number),
    coins: coins.json().data.coins as number,
  };
}

async function cartOf(headers: Headers, query = '?payment_mode=wallet') {
  const product = await findProduct(app(), { minStock: 5 });
  await addToCart(app(), headers, product.slug, 1);
  return { product, shown: await summary(app(), headers, query) };
}

const stockOf = async (app: FastifyInstance, id: number) =>
  (await app.database.db.select({ q: products.quantity }).from(products).where(eq(products.id, id)))[0]!.q;

async function ledgerIsClean() {
  const report = await verifyWallets(app().database.db);
  expect(report.differences).toEqual([]);
}

describe('paying by wallet', () => {
  it('pays at once from the main wallet: no gateway, no transaction charge, the balance shown and debited', async () => {
    const { headers } = await walletShopper(500_000_000);
    const { product, shown } = await cartOf(headers);
    expect(shown.wallet_balance).toBe(5_000_000);
    expect(shown.totals.transaction_charge).toBe(0);
    const before = await stockOf(app(), product.id);
    const res = await placeOrder(app(), headers, checkoutBodyFor(shown, { pin: PIN }));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data;
    expect(answer.payment_status).toBe('paid');
    expect(answer.status).toBe('confirmed');
    expect(answer.authorization_url).toBeNull();
    expect((await balances(headers)).main).toBe(500_000_000 - nairaToKobo(shown.totals.total));
    expect(await stockOf(app(), product.id)).toBe(before - 1);
    const done = await app().inject({
      method: 'POST',
      url: '/api/v1/payments/verify',
      headers,
      payload: { reference: answer.reference },
    });
    expect(done.json().data.payment_status).toBe('paid');
    await ledgerIsClean();
  });

  it('asks for the PIN, counts a wrong one, and writes nothing', async () => {
    const { headers } = await walletShopper(500_000_000);
    const { shown } = await cartOf(headers);
    const none = await placeOrder(app(), headers, checkoutBodyFor(shown));
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.pin).toEqual([messages.pinRequired]);
    const wrong = await placeOrder(app(), headers, checkoutBodyFor(shown, { pin: '0000' }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.pin[0]).toMatch(/tr(y|ies) left/i);
    expect(
      await app()
        .database.db.select()
        .from(orders)
        .where(eq(orders.groupReferenceId, shown.group_reference_id)),
    ).toEqual([]);
    expect((await balances(headers)).main).toBe(500_000_000);
  });

  it('not enough money: 409 with a clear message; no order, the stock, cart and balance untouched', async () => {
    const { headers } = await walletShopper(10_000);
    const { product, shown } = await cartOf(headers);
    const before = await stockOf(app(), product.id);
    const res = await placeOrder(app(), headers, checkoutBodyFor(shown, { pin: PIN }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.notEnoughMoney);
    expect(
      await app()
        .database.db.select()
        .from(orders)
        .where(eq(orders.groupReferenceId, shown.group_reference_id)),
    ).toEqual([]);
    expect(await stockOf(app(), product.id)).toBe(before);
    const cart = await app().inject({ method: 'GET', url: '/api/v1/cart/items', headers });
    expect(cart.json().data.cart_items).toHaveLength(1);
    expect((await balances(headers)).main).toBe(10_000);
    await ledgerIsClean();
  });
});

describe('Spend and Save', () => {
  async function saver(percentage: number) {
    const shopper = await walletShopper(500_000_000);
    const on = await app().inject({
      method: 'PUT',
      url: '/api/v1/spend-and-save-wallet/settings',
      headers: shopper.headers,
      payload: { enabled: true, percentage },
    });
    expect(on.statusCode, on.body).toBe(200);
    return shopper;
  }

  it('adds its percentage of the cart total and saves it when a wallet order is paid', async () => {
    const { headers } = await saver(5);
    const { shown } = await cartOf(headers);
    const cartTotal = nairaToKobo(shown.totals.cart_total);
    expect(nairaToKobo(shown.totals.spend_and_save_charge)).toBe(percentOfKobo(cartTotal, 5));
    const res = await placeOrder(app(), headers, checkoutBodyFor(shown, { pin: PIN }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await balances(headers)).savings).toBe(percentOfKobo(cartTotal, 5));
    await ledgerIsClean();
  });

  it('saves the charge of a card order once its payment arrives, not before', async () => {
    const { headers } = await saver(10);
    const { shown } = await cartOf(headers, '');
    const res = await placeOrder(app(), headers, checkoutBodyFor(shown));
    const placed = res.json().data;
    expect((await balances(headers)).savings).toBe(0);
    await app().inject({
      method: 'POST',
      url: `/sandbox/paystack/checkout/${placed.access_code}/pay`,
      payload: { card_number: '4084084084084081', expiry: '12/30', cvv: '408' },
    });
    await app().inject({
      method: 'POST',
      url: '/api/v1/payments/verify',
      headers,
      payload: { reference: placed.payment_reference },
    });
    expect((await balances(headers)).savings).toBe(nairaToKobo(shown.totals.spend_and_save_charge));
    await ledgerIsClean();
  });
});

describe('Smart Coin', () => {
  it('is disabled with no coins, and with coins takes a negated discount off the total', async () => {
    const { headers, userId } = await walletShopper(0);
    const { shown } = await cartOf(headers, '');
    expect(shown.smart_coin_enabled).toBe(false);
    await fundCoins(app().database.db, userId, 250);
    const withCoins = await summary(app(), headers, '?use_smart_coin_as_discount=true');
    expect(withCoins.smart_coin_enabled).toBe(true);
    const coinValue = app().config.smartCoinValueKobo;
    expect(nairaToKobo(withCoins.totals.smart_coin_charge)).toBe(-250 * coinValue);
    const without = await summary(app(), headers, '?use_smart_coin_as_discount=false');
    expect(nairaToKobo(without.totals.total) - nairaToKobo(withCoins.totals.total)).toBeGreaterThanOrEqual(
      250 * coinValue,
    );
  });

  it('spends the coins with the order, and gives them back if the order is released unpaid', async () => {
    const { headers, userId } = await walletShopper(0);
    await fundCoins(app().database.db, userId, 300);
    const { shown } = await cartOf(headers, '?use_smart_coin_as_discount=true');
    const res = await placeOrder(
      app(),
      headers,
      checkoutBodyFor(shown, { use_smart_coin_as_discount: true }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await balances(headers)).coins).toBe(0);
    const [order] = await app()
      .database.db.select()
      .from(orders)
      .where(eq(orders.reference, res.json().data.reference));
    expect(order!.smartCoinKobo).toBe(-300 * app().config.smartCoinValueKobo);
    await releaseUnpaidOrder(
      { db: app().database.db, paystack: paystackClientFor(app()), log: app().log },
      order!.id,
    );
    expect((await balances(headers)).coins).toBe(300);
    await ledgerIsClean();
  });
});

describe('paying an unpaid order from the wallet instead of the card', () => {
  it('drops the card charge, debits the wallet once, and refuses a second payment', async () => {
    const { headers } = await walletShopper(500_000_000);
    const { shown } = await cartOf(headers, '');
    const placed = (await placeOrder(app(), headers, checkoutBodyFor(shown))).json().data;
    expect(placed.payment_status).toBe('pending');
    const pay = (pin: string) =>
      app().inject({
        method: 'POST',
        url: `/api/v1/orders/${placed.reference}/pay-by-wallet`,
        headers,
        payload: { pin },
      });
    expect((await pay('0000')).statusCode).toBe(422);
    const paid = await pay(PIN);
    expect(paid.statusCode, paid.body).toBe(200);
    const done = paid.json().data;
    expect(done.payment_status).toBe('paid');
    expect(done.payment_mode).toBe('wallet');
    expect(done.totals.transaction_charge).toBe(0);
    expect(done.totals.total).toBe(shown.totals.total - shown.totals.transaction_charge);
    expect((await balances(headers)).main).toBe(500_000_000 - nairaToKobo(done.totals.total));
    expect((await pay(PIN)).statusCode).toBe(409);
    await ledgerIsClean();
  });
});
