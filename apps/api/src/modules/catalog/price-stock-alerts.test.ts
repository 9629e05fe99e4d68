import type { NotificationsAnswer } from '@oja/contract/account';
import type { CheckoutAnswer } from '@oja/contract/orders';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/tables/catalog.ts';
import { notifications } from '../../db/tables/engagement.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { type Headers, newCustomer, setStock } from '../cart/test-helpers.ts';
import { addToCart, checkoutBodyFor, placeOrder, summary } from '../checkout/test-helpers.ts';
import { api, PIN, walletShopper } from '../orders/test-helpers.ts';
import { userIdOf } from '../wallet/test-helpers.ts';
import { changeProductPrice, restockProduct } from './price-stock.ts';
import { SAVED_ALERT_QUIET_SECONDS, sendSavedItemAlerts } from './price-stock-alerts.ts';

/**
 * Saved-item alerts under churn (issue 53, item 5). The app does not listen here, so no scheduled job
 * runs behind the test's back: what is written inside a cancel is exactly what the cancel wrote.
 */
let t: TestApp;
const app = () => t.app;
const db = () => app().database.db;
beforeAll(async () => {
  t = await buildTestApp({ products: 60 });
});
afterAll(() => t.close());

let nextProduct = 0;
async function freshProducts(count: number) {
  const rows = await db()
    .select({ id: products.id, uuid: products.uuid, slug: products.slug, name: products.name })
    .from(products)
    .where(and(eq(products.type, 'product'), gt(products.sellingPriceKobo, 1000)))
    .orderBy(desc(products.id))
    .offset(nextProduct)
    .limit(count);
  nextProduct += count;
  return rows;
}

async function saver(productUuids: string[]): Promise<{ headers: Headers; userId: number }> {
  const headers = await newCustomer(app());
  for (const uuid of productUuids) {
    const saved = await api(app(), 'POST', `products/save/${uuid}`, headers);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  return { headers, userId: await userIdOf(app(), headers) };
}

/** The buyer takes every unit of each product (1 left), then cancels: each is sold out, then back. */
async function checkoutThenCancel(buyer: { headers: Headers }, slugs: string[]) {
  for (const slug of slugs) await addToCart(app(), buyer.headers, slug, 1);
  const shown = await summary(app(), buyer.headers, '?payment_mode=wallet');
  const placed = await placeOrder(app(), buyer.headers, checkoutBodyFor(shown, { pin: PIN }));
  expect(placed.statusCode, placed.body).toBe(200);
  const { reference } = placed.json().data as CheckoutAnswer;
  const cancelled = await api(app(), 'POST', `orders/${reference}/cancel`, buyer.headers, {
    reason: 'I ordered the wrong size',
  });
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
}

const changePrice = (productId: number, kobo: number) =>
  db().transaction((tx) => changeProductPrice(tx, productId, kobo));

/** A known price before anyone saves the product (its own alert, if any, sent to nobody). */
async function knownPrice(productId: number, kobo: number) {
  await changePrice(productId, kobo);
  await sendSavedItemAlerts(db(), { productId });
}

/** What the customer sees on the notifications page, with the header's unread count. */
async function noticesOf(headers: Headers) {
  const list = await api<NotificationsAnswer>(app(), 'GET', 'notifications?perPage=50', headers);
  expect(list.status).toBe(200);
  return { list: list.body.data.data, unread: list.body.data.unread_count };
}

/** The customers' notices as if written `seconds` earlier. */
async function ageNotices(userIds: number[], seconds: number) {
  await db()
    .update(notifications)
    .set({ createdAt: sql`${notifications.createdAt} - make_interval(secs => ${seconds})` })
    .where(inArray(notifications.userId, userIds));
}

const alertsOf = async (userIds: number[]) =>
  db()
    .select({ userId: notifications.userId, kind: notifications.kind, link: notifications.link })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, userIds),
        inArray(notifications.kind, ['back_in_stock', 'price_drop']),
      ),
    );

describe('back in stock under checkout-then-cancel churn', () => {
  it('a cancel writes no saver notice in its own transaction', async () => {
    const watched = await freshProducts(3);
    for (const product of watched) await setStock(app(), product.id, 1);
    const savers = [await saver(watched.map((p) => p.uuid)), await saver(watched.map((p) => p.uuid))];
    const buyer = await walletShopper(app());

    for (let cycle = 0; cycle < 4; cycle++) {
      await checkoutThenCancel(
        buyer,
        watched.map((p) => p.slug),
      );
    }
    const [stock] = await db()
      .select({ n: sql<number>`min(${products.quantity})` })
      .from(products)
      .where(
        inArray(
          products.id,
          watched.map((p) => p.id),
        ),
      );
    expect(Number(stock!.n)).toBe(1);
    // Nothing for the savers yet: the notices are the job's to write, after the commit.
    expect(await alertsOf(savers.map((s) => s.userId))).toEqual([]);

    // The job tells each saver once per product, however many times it came back.
    expect(await sendSavedItemAlerts(db())).toBe(6);
    expect(await sendSavedItemAlerts(db())).toBe(0);
    const told = await alertsOf(savers.map((s) => s.userId));
    expect(told).toHaveLength(6);
    for (const one of savers) {
      const links = told.filter((row) => row.userId === one.userId).map((row) => row.link);
      expect(links.sort()).toEqual(watched.map((p) => `/product/${p.slug}`).sort());
    }
    const { list, unread } = await noticesOf(savers[0]!.headers);
    expect(unread).toBe(3);
    expect(list.map((notice) => notice.title).sort()).toEqual(
      watched.map((p) => `Back in stock: ${p.name}`).sort(),
    );

    // More loops the same day: still one notice each.
    await checkoutThenCancel(buyer, [watched[0]!.slug]);
    expect(await sendSavedItemAlerts(db())).toBe(0);
    expect(await alertsOf(savers.map((s) => s.userId))).toHaveLength(6);

    // A day later, the product coming back again is news again.
    await ageNotices(
      savers.map((s) => s.userId),
      SAVED_ALERT_QUIET_SECONDS + 60,
    );
    await checkoutThenCancel(buyer, [watched[0]!.slug]);
    expect(await sendSavedItemAlerts(db())).toBe(2);
  }, 90_000);

  it('a product sold out again before the job runs tells nobody', async () => {
    const [product] = await freshProducts(1);
    await setStock(app(), product!.id, 0);
    const one = await saver([product!.uuid]);
    await db().transaction((tx) => restockProduct(tx, product!.id, 2));
    await setStock(app(), product!.id, 0);
    expect(await sendSavedItemAlerts(db())).toBe(0);
    expect(await alertsOf([one.userId])).toEqual([]);
  });
});

describe('price drops', () => {
  it('several drops in a day tell a saver once, with the price before the first and the price now', async () => {
    const [product] = await freshProducts(1);
    await knownPrice(product!.id, 2_000_000);
    const one = await saver([product!.uuid]);

    expect((await changePrice(product!.id, 1_900_000)).alerted).toBe(true);
    expect((await changePrice(product!.id, 1_800_000)).alerted).toBe(true);
    expect(await alertsOf([one.userId])).toEqual([]);
    expect(await sendSavedItemAlerts(db())).toBe(1);
    // A third drop the same day: nobody hears again.
    await changePrice(product!.id, 1_700_000);
    expect(await sendSavedItemAlerts(db())).toBe(0);

    const { list } = await noticesOf(one.headers);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ kind: 'price_drop', title: `Price drop: ${product!.name}` });
    expect(list[0]!.body).toBe(`${product!.name} is now ₦18,000.00 (was ₦20,000.00).`);
  });

  it('a drop undone before the job runs tells nobody', async () => {
    const [product] = await freshProducts(1);
    await knownPrice(product!.id, 2_000_000);
    const one = await saver([product!.uuid]);
    await changePrice(product!.id, 1_500_000);
    await changePrice(product!.id, 2_100_000);
    expect(await sendSavedItemAlerts(db())).toBe(0);
    expect(await alertsOf([one.userId])).toEqual([]);
  });
});
