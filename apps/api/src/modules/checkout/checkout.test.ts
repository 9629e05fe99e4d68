import type { CheckoutSummaryAnswer } from '@oja/contract/checkout';
import { cardTransactionCharge } from '@oja/contract/checkout';
import { formatDateTime } from '@oja/contract/dates';
import { messages, stockShortMessage } from '@oja/contract/messages';
import { nairaToKobo } from '@oja/contract/money';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/tables/account.ts';
import { products } from '../../db/tables/catalog.ts';
import { orderItems, orderPackages, orders } from '../../db/tables/orders.ts';
import { payments } from '../../db/tables/payments.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { findProduct, newCustomer, setStock } from '../cart/test-helpers.ts';
import { addToCart, checkoutBodyFor, customerWithAddress, placeOrder, summary } from './test-helpers.ts';

let shop: TestApp;
const app = () => shop.app;

beforeAll(async () => {
  shop = await buildTestApp();
  // Card checkouts call the sandbox gateway over HTTP, as they would call Paystack.
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => shop.close());

const stockOf = async (productId: number) =>
  (
    await app().database.db.select({ q: products.quantity }).from(products).where(eq(products.id, productId))
  )[0]!.q;

const ordersOf = (groupReferenceId: string) =>
  app().database.db.select().from(orders).where(eq(orders.groupReferenceId, groupReferenceId));

describe('GET checkout/summary', () => {
  it('is for signed-in customers only', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/v1/checkout/summary' });
    expect(res.statusCode).toBe(401);
  });

  it('has no couriers and no delivery fee until an address is set', async () => {
    const headers = await newCustomer(app());
    const product = await findProduct(app(), { minStock: 3 });
    await addToCart(app(), headers, product.slug, 2);
    const shown = await summary(app(), headers);
    expect(shown.delivery_address).toBeNull();
    expect(shown.couriers).toEqual([]);
    expect(shown.totals.delivery_fee).toBe(0);
    expect(shown.packages).toHaveLength(1);
    expect(shown.packages[0]!.items[0]!.quantity).toBe(2);
  });

  it('prices the cart to the address with the cheapest courier and the card charge on the order charge', async () => {
    const headers = await customerWithAddress(app());
    const product = await findProduct(app(), { minStock: 3 });
    await addToCart(app(), headers, product.slug, 1);
    const shown = await summary(app(), headers);
    expect(shown.couriers.length).toBeGreaterThan(1);
    const cheapest = Math.min(...shown.couriers.map((c) => c.total));
    expect(shown.courier_id).toBe(shown.couriers.find((c) => c.total === cheapest)!.courier_id);
    expect(shown.totals.delivery_fee).toBe(cheapest);
    const orderCharge = nairaToKobo(shown.totals.cart_total) + nairaToKobo(shown.totals.delivery_fee);
    expect(nairaToKobo(shown.totals.transaction_charge)).toBe(cardTransactionCharge(orderCharge));
    expect(nairaToKobo(shown.totals.total)).toBe(orderCharge + cardTransactionCharge(orderCharge));
    expect(shown.delivery_dates.length).toBeGreaterThan(0);

    const byWallet = await summary(app(), headers, '?payment_mode=wallet');
    expect(byWallet.totals.transaction_charge).toBe(0);
    const other = shown.couriers.find((c) => c.courier_id !== shown.courier_id)!;
    const chosen = await summary(app(), headers, `?courier_id=${other.courier_id}`);
    expect(chosen.courier_id).toBe(other.courier_id);
    expect(chosen.totals.delivery_fee).toBe(other.total);
  });

  it('keeps one group_reference_id for the cart until it changes', async () => {
    const headers = await customerWithAddress(app());
    const [first, second] = [
      await findProduct(app(), { minStock: 3 }),
      await findProduct(app(), { minStock: 50 }),
    ];
    await addToCart(app(), headers, first.slug);
    const a = await summary(app(), headers);
    const b = await summary(app(), headers);
    expect(b.group_reference_id).toBe(a.group_reference_id);
    await addToCart(app(), headers, second.slug === first.slug ? first.slug : second.slug);
    const c = await summary(app(), headers);
    expect(c.group_reference_id).not.toBe(a.group_reference_id);
  });
});

describe('POST checkout', () => {
  async function readyToPay(quantity = 1, minStock = 5) {
    const headers = await customerWithAddress(app());
    const product = await findProduct(app(), { minStock });
    await addToCart(app(), headers, product.slug, quantity);
    return { headers, product, shown: await summary(app(), headers) };
  }

  it('places one order: stock taken, cart emptied, items at the price shown, a Paystack page to pay on', async () => {
    const { headers, product, shown } = await readyToPay(2);
    const before = await stockOf(product.id);
    const res = await placeOrder(app(), headers, checkoutBodyFor(shown));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data;
    expect(answer.reference).toMatch(/^OJA-[0-9A-Z]{8}$/);
    expect(answer.payment_reference).toBe(`${answer.reference}-P1`);
    expect(answer.status).toBe('pending');
    expect(answer.payment_status).toBe('pending');
    expect(answer.authorization_url).toMatch(/\/sandbox\/paystack\/checkout\//);
    expect(answer.totals).toEqual(shown.totals);

    expect(await stockOf(product.id)).toBe(before - 2);
    const cart = await app().inject({ method: 'GET', url: '/api/v1/cart/items', headers });
    expect(cart.json().data.cart_items).toEqual([]);
    const [order] = await ordersOf(shown.group_reference_id);
    expect(order!.totalKobo).toBe(nairaToKobo(shown.totals.total));
    expect(order!.deliveryAddress).toBe('12 Admiralty Way, Lekki Phase 1');
    // The chosen courier's estimate, as the page showed it.
    const chosen = shown.couriers.find((c) => c.courier_id === shown.courier_id)!;
    expect(order!.deliveryEtaTime).toBe(chosen.delivery_eta_time);
    const items = await app().database.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(items).toHaveLength(1);
    expect(items[0]!.unitPriceKobo).toBe(nairaToKobo(shown.packages[0]!.items[0]!.unit_price));
    expect(items[0]!.affiliateId).toBe('AFF-TEST');
    const packs = await app()
      .database.db.select()
      .from(orderPackages)
      .where(eq(orderPackages.orderId, order!.id));
    expect(packs.map((p) => p.reference)).toEqual([`${answer.reference}-1`]);
    const inbox = await app().inject({ method: 'GET', url: '/api/v1/inbox', headers });
    expect(inbox.statusCode, inbox.body).toBe(200);
    expect(JSON.stringify(inbox.json().data)).toContain(`We received your order ${answer.reference}`);
    const message = await app().inject({
      method: 'GET',
      url: `/api/v1/inbox/${inbox.json().data.data[0].uuid}`,
      headers,
    });
    // The hold's end in the same words and zone as every page: '23 Nov 2026, 9:05 pm (Lagos time)'.
    expect(message.json().data.body).toContain(
      `Pay for it by ${formatDateTime(order!.expiresAt!)} (Lagos time)`,
    );
    const [payment] = await app()
      .database.db.select()
      .from(payments)
      .where(eq(payments.orderGroup, shown.group_reference_id));
    expect(payment!.amountKobo).toBe(order!.totalKobo);
  });

  it('writes one package per vendor, each with its items in cart order and their colours and sizes', async () => {
    const headers = await customerWithAddress(app());
    const styled = await findProduct(app(), { minColors: 2, minSizes: 1, minStock: 5 });
    const [other] = await app()
      .database.db.select({ id: products.id, slug: products.slug, vendorId: products.vendorId })
      .from(products)
      .where(
        sql`${products.vendorId} <> (select vendor_id from products where id = ${styled.id})
          and ${products.type} = 'product' and ${products.sellingPriceKobo} > 0 and ${products.quantity} >= 5`,
      )
      .orderBy(products.id)
      .limit(1);
    const [c1, c2] = styled.colors;
    const [s1] = styled.sizes;
    const added = await app().inject({
      method: 'POST',
      url: '/api/v1/cart/add',
      headers,
      payload: {
        slug: styled.slug,
        quantity: 3,
        variants: [
          { colors: c1, sizes: s1, quantity: 1 },
          { colors: c2, sizes: s1, quantity: 2 },
        ],
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    await addToCart(app(), headers, other!.slug, 1);
    const shown = await summary(app(), headers);
    expect(shown.packages).toHaveLength(2);
    const res = await placeOrder(app(), headers, checkoutBodyFor(shown));
    expect(res.statusCode, res.body).toBe(200);
    const reference = res.json().data.reference as string;

    const [order] = await ordersOf(shown.group_reference_id);
    const db = app().database.db;
    const packs = await db
      .select()
      .from(orderPackages)
      .where(eq(orderPackages.orderId, order!.id))
      .orderBy(orderPackages.id);
    expect(packs.map((p) => p.reference)).toEqual([`${reference}-1`, `${reference}-2`]);
    const items = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order!.id))
      .orderBy(orderItems.id);
    const shownItems = shown.packages.flatMap((pack, i) =>
      pack.items.map((item) => ({ pack: i, name: item.product.name, quantity: item.quantity })),
    );
    expect(items.map((item) => ({ name: item.name, quantity: item.quantity }))).toEqual(
      shownItems.map(({ name, quantity }) => ({ name, quantity })),
    );
    // Each item sits in its own vendor's package, with the colour and size chosen.
    for (const [i, item] of items.entries()) {
      expect(item.packageId).toBe(packs[shownItems[i]!.pack]!.id);
    }
    const styledItems = items.filter((item) => item.productId === styled.id);
    expect(styledItems.map((item) => [item.colors, item.sizes, item.quantity])).toEqual([
      [[c1], [s1], 1],
      [[c2], [s1], 2],
    ]);
    for (const [i, pack] of packs.entries()) {
      expect(pack.subtotalKobo).toBe(
        items.filter((item) => item.packageId === pack.id).reduce((sum, item) => sum + item.lineTotalKobo, 0),
      );
      expect(pack.subtotalKobo).toBe(nairaToKobo(shown.packages[i]!.subtotal));
      expect(pack.deliveryFeeKobo).toBe(nairaToKobo(shown.packages[i]!.delivery_fee));
      expect(pack.weightGrams).toBeGreaterThan(0);
    }
    expect(new Set(packs.map((pack) => pack.vendorId)).size).toBe(2);
    expect(packs.map((pack) => pack.vendorId)).toContain(other!.vendorId);
    const history = await db.execute<{ status: string; note: string }>(
      sql`select status, note from order_status_events where order_id = ${order!.id} order by id`,
    );
    expect(history.rows).toEqual([{ status: 'pending', note: 'Order placed' }]);
  });

  it('sent twice (same group_reference_id) or with the same Idempotency-Key, places one order', async () => {
    const { headers, product, shown } = await readyToPay(1);
    const before = await stockOf(product.id);
    const body = checkoutBodyFor(shown);
    const [a, b] = await Promise.all([placeOrder(app(), headers, body), placeOrder(app(), headers, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().data.reference).toBe(a.json().data.reference);
    expect(b.json().data.authorization_url).toBe(a.json().data.authorization_url);
    expect(await ordersOf(shown.group_reference_id)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(before - 1);

    const second = await readyToPay(1);
    const key = { 'idempotency-key': `key-${second.shown.group_reference_id}` };
    const first = await placeOrder(app(), second.headers, checkoutBodyFor(second.shown), key);
    // A retry that lost the first answer and lost the group id too still finds the order by its key.
    const retry = await placeOrder(
      app(),
      second.headers,
      checkoutBodyFor(second.shown, { group_reference_id: crypto.randomUUID() }),
      key,
    );
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data.reference).toBe(first.json().data.reference);
  });

  it("refuses another customer's group_reference_id with 409, and neither answers nor changes their order", async () => {
    const first = await readyToPay(1);
    const placed = await placeOrder(app(), first.headers, checkoutBodyFor(first.shown));
    expect(placed.statusCode, placed.body).toBe(200);
    const other = await readyToPay(1);
    const before = await stockOf(other.product.id);
    const res = await placeOrder(
      app(),
      other.headers,
      checkoutBodyFor(other.shown, { group_reference_id: first.shown.group_reference_id }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.otherCustomersGroup);
    expect(res.body).not.toContain(placed.json().data.reference);
    expect(await ordersOf(first.shown.group_reference_id)).toHaveLength(1);
    expect(await stockOf(other.product.id)).toBe(before);
    // Their own cart is still there to check out.
    const own = await placeOrder(app(), other.headers, checkoutBodyFor(other.shown));
    expect(own.statusCode, own.body).toBe(200);
  });

  it("ten parallel sends of one checkout and another customer's sends of its group: one order, no 500", async () => {
    const first = await readyToPay(1);
    const other = await readyToPay(1);
    const body = checkoutBodyFor(first.shown);
    const forged = checkoutBodyFor(other.shown, { group_reference_id: first.shown.group_reference_id });
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => placeOrder(app(), first.headers, body)),
      ...Array.from({ length: 3 }, () => placeOrder(app(), other.headers, forged)),
    ]);
    const own = answers.slice(0, 10);
    expect(own.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(own.map((res) => res.json().data.reference)).size).toBe(1);
    // Before the order commits the other cart's own group differs (stale); after, it is another's.
    for (const res of answers.slice(10)) {
      expect(res.statusCode).toBe(409);
      expect(res.body).not.toContain(own[0]!.json().data.reference);
    }
    expect(await ordersOf(first.shown.group_reference_id)).toHaveLength(1);
    expect(await ordersOf(other.shown.group_reference_id)).toEqual([]);
  });

  it('refuses a stale total with 409 and the new figures, and writes nothing', async () => {
    const { headers, product, shown } = await readyToPay(1);
    const before = await stockOf(product.id);
    const res = await placeOrder(
      app(),
      headers,
      checkoutBodyFor(shown, { order_amount: shown.totals.total - 1 }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/The total has changed to ₦/);
    const figures = res.json().data as CheckoutSummaryAnswer;
    expect(figures.totals).toEqual(shown.totals);
    expect(await ordersOf(shown.group_reference_id)).toEqual([]);
    expect(await stockOf(product.id)).toBe(before);
  });

  it('refuses when the price moved after the page was shown', async () => {
    const { headers, product, shown } = await readyToPay(1);
    await app()
      .database.db.update(products)
      .set({
        sellingPriceKobo: sql`${products.sellingPriceKobo} + 10000`,
        actualPriceKobo: sql`${products.actualPriceKobo} + 10000`,
      })
      .where(eq(products.id, product.id));
    const res = await placeOrder(app(), headers, checkoutBodyFor(shown));
    expect(res.statusCode).toBe(409);
    expect((res.json().data as CheckoutSummaryAnswer).totals.total).toBeGreaterThan(shown.totals.total);
  });

  it('refuses a cart that changed since the summary (group_reference_id no longer the cart’s)', async () => {
    const { headers, shown } = await readyToPay(1);
    const other = await findProduct(app(), { minStock: 200 });
    await addToCart(app(), headers, other.slug);
    const res = await placeOrder(app(), headers, checkoutBodyFor(shown));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.cartChanged);
  });

  it('checks the captcha, the courier, the address and the return address', async () => {
    const { headers, shown } = await readyToPay(1);
    const badCaptcha = await placeOrder(app(), headers, checkoutBodyFor(shown, { recaptcha: 'dev:LOGIN' }));
    expect(badCaptcha.statusCode).toBe(422);
    expect(badCaptcha.json().errors.recaptcha).toEqual([messages.captchaUnavailable]);
    const courier = await placeOrder(app(), headers, checkoutBodyFor(shown, { courier_id: 'nobody' }));
    expect(courier.statusCode).toBe(422);
    expect(courier.json().errors.courier_id).toEqual([messages.courierUnavailable]);
    const elsewhere = await placeOrder(
      app(),
      headers,
      checkoutBodyFor(shown, { callback_url: 'https://evil.example/order-complete' }),
    );
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors.callback_url).toBeDefined();
    // Issue 26 row 7: a Host the caller wrote is not this shop's address (PUBLIC_URL is).
    const forgedHost = await placeOrder(
      app(),
      { ...headers, host: 'evil.example' },
      checkoutBodyFor(shown, { callback_url: 'http://evil.example/order-complete' }),
    );
    expect(forgedHost.statusCode).toBe(422);
    expect(forgedHost.json().errors.callback_url).toEqual([messages.orderReturnAddress]);
    const someoneElses = await placeOrder(
      app(),
      headers,
      checkoutBodyFor(shown, { delivery_address: crypto.randomUUID() }),
    );
    expect(someoneElses.statusCode).toBe(422);
    const missing = await placeOrder(app(), headers, { ...checkoutBodyFor(shown), order_amount: 'lots' });
    expect(missing.statusCode).toBe(422);
    expect(await ordersOf(shown.group_reference_id)).toEqual([]);
  });

  it('does not deliver to an address outside Nigeria saved before the rule (nothing taken, nothing written)', async () => {
    const headers = await customerWithAddress(app());
    const product = await findProduct(app(), { minStock: 3 });
    await addToCart(app(), headers, product.slug, 1);
    const shown = await summary(app(), headers);
    await app()
      .database.db.update(addresses)
      .set({ country: 'Ghana' })
      .where(eq(addresses.uuid, shown.delivery_address!.uuid));
    const stock = await stockOf(product.id);
    const abroad = await placeOrder(app(), headers, checkoutBodyFor(shown));
    expect(abroad.statusCode).toBe(422);
    expect(abroad.json().errors).toEqual({ delivery_address: [messages.nigeriaOnly] });
    expect(await ordersOf(shown.group_reference_id)).toEqual([]);
    expect(await stockOf(product.id)).toBe(stock);
  });

  it('two shoppers racing for the last unit: one order, one clear refusal, stock never below zero', async () => {
    const product = await findProduct(app(), { minStock: 2 });
    const [ada, bola] = [await customerWithAddress(app()), await customerWithAddress(app())];
    await addToCart(app(), ada, product.slug);
    await addToCart(app(), bola, product.slug);
    const [adaShown, bolaShown] = [await summary(app(), ada), await summary(app(), bola)];
    await setStock(app(), product.id, 1);
    const results = await Promise.all([
      placeOrder(app(), ada, checkoutBodyFor(adaShown)),
      placeOrder(app(), bola, checkoutBodyFor(bolaShown)),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toBe(stockShortMessage(product.name, 0));
    expect(await stockOf(product.id)).toBe(0);
  });

  it('an order of two products, one short of units: refused with its count, and neither product taken', async () => {
    const first = await findProduct(app(), { minStock: 5 });
    const second = await findProduct(app(), { minStock: 5, exclude: [first.id] });
    const [low, high] = first.id < second.id ? [first, second] : [second, first];
    const headers = await customerWithAddress(app());
    // The higher id first in the cart: the refusal is about the product short of units, whatever the order.
    await addToCart(app(), headers, high.slug, 3);
    await addToCart(app(), headers, low.slug, 2);
    const shown = await summary(app(), headers);
    await setStock(app(), high.id, 2);
    const lowStock = await stockOf(low.id);
    const refused = await placeOrder(app(), headers, checkoutBodyFor(shown));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(stockShortMessage(high.name, 2));
    expect(await ordersOf(shown.group_reference_id)).toEqual([]);
    expect([await stockOf(low.id), await stockOf(high.id)]).toEqual([lowStock, 2]);
  });

  it('more shoppers than the pool has connections ordering the same products at once, put in their carts in opposite orders: every order placed, stock taken once each', async () => {
    const first = await findProduct(app(), { minStock: 5 });
    const second = await findProduct(app(), { minStock: 5, exclude: [first.id] });
    await setStock(app(), first.id, 100);
    await setStock(app(), second.id, 100);
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => customerWithAddress(app())));
    for (const [i, headers] of shoppers.entries()) {
      const [a, b] = i % 2 === 0 ? [first, second] : [second, first];
      await addToCart(app(), headers, a.slug, 1);
      await addToCart(app(), headers, b.slug, 2);
    }
    const shown = await Promise.all(shoppers.map((headers) => summary(app(), headers)));
    const results = await Promise.all(
      shoppers.map((headers, i) => placeOrder(app(), headers, checkoutBodyFor(shown[i]!))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    // Each product: 1 unit to six shoppers and 2 to the other six.
    expect([await stockOf(first.id), await stockOf(second.id)]).toEqual([82, 82]);
  });

  it('an empty cart cannot be ordered', async () => {
    const headers = await customerWithAddress(app());
    const shown = await summary(app(), headers);
    expect(shown.packages).toEqual([]);
    const res = await placeOrder(app(), headers, { ...checkoutBodyFor(shown), courier_id: 'gig' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.emptyCart);
  });
});
