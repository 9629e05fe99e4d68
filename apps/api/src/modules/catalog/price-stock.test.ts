import type { NotificationsAnswer } from '@oja/contract/account';
import type { ProductDetails } from '@oja/contract/catalog';
import type { CheckoutAnswer } from '@oja/contract/orders';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../../db/tables/catalog.ts';
import { notifications } from '../../db/tables/engagement.ts';
import { orders } from '../../db/tables/orders.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { type Headers, newCustomer, setStock } from '../cart/test-helpers.ts';
import {
  addToCart,
  checkoutBodyFor,
  customerWithAddress,
  placeOrder,
  summary,
} from '../checkout/test-helpers.ts';
import { releaseUnpaidOrder } from '../orders/release.ts';
import { api, PIN, unpaidCardOrder, walletShopper } from '../orders/test-helpers.ts';
import { paystackClientFor } from '../payments/gateway.ts';
import { userIdOf } from '../wallet/test-helpers.ts';
import { changeProductPrice, findProductByReference, restockProduct } from './price-stock.ts';
import {
  SAVED_ALERT_QUIET_SECONDS,
  SEND_SAVED_ITEM_ALERTS,
  SEND_SAVED_ITEM_ALERTS_CRON,
  sendSavedItemAlerts,
} from './price-stock-alerts.ts';

let t: TestApp;
const app = () => t.app;
const db = () => app().database.db;
beforeAll(async () => {
  t = await buildTestApp();
  // The release job asks the sandbox gateway of this same server over HTTP.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

// Each test takes products of its own (from the end of the seed) so none sees another's notices.
let nextProduct = 0;
async function freshProduct() {
  const [product] = await db()
    .select({
      id: products.id,
      uuid: products.uuid,
      slug: products.slug,
      name: products.name,
      priceKobo: products.sellingPriceKobo,
      actualKobo: products.actualPriceKobo,
    })
    .from(products)
    .where(and(eq(products.type, 'product'), gt(products.sellingPriceKobo, 1000)))
    .orderBy(desc(products.id))
    .offset(nextProduct++)
    .limit(1);
  return product!;
}

type Saver = { headers: Headers; userId: number };

async function saverOf(productUuid: string, headers?: Headers): Promise<Saver> {
  const who = headers ?? (await newCustomer(app()));
  const saved = await api(app(), 'POST', `products/save/${productUuid}`, who);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { headers: who, userId: await userIdOf(app(), who) };
}

/**
 * What the customer sees on the notifications page and in the header badge once the alert job has
 * run (ADR 0074: the savers are told after the change's commit; the listening app also runs it each
 * minute, which changes nothing here).
 */
async function noticesOf(headers: Headers) {
  await sendSavedItemAlerts(db());
  const list = await api<NotificationsAnswer>(app(), 'GET', 'notifications?perPage=50', headers);
  expect(list.status).toBe(200);
  const counts = await api<{ notifications: number }>(app(), 'GET', 'account/unread-counts', headers);
  return { list: list.body.data!.data, unread: counts.body.data!.notifications };
}

const changePrice = (productId: number, kobo: number) =>
  db().transaction((tx) => changeProductPrice(tx, productId, kobo));
const restock = (productId: number, quantity: number) =>
  db().transaction((tx) => restockProduct(tx, productId, quantity));

describe('price changes', () => {
  it('a price drop tells every saver once, with a link to the product, and nobody else', async () => {
    const product = await freshProduct();
    const other = await freshProduct();
    // A known price first, before anybody saves it (its alert, if any, goes to nobody).
    await changePrice(product.id, 1_500_000);
    await sendSavedItemAlerts(db());
    const crossedOut = Math.max(product.actualKobo, 1_500_000);
    const [ada, bola] = [await saverOf(product.uuid), await saverOf(product.uuid)];
    const otherSaver = await saverOf(other.uuid);
    const stranger = await newCustomer(app());

    const change = await changePrice(product.id, 1_249_950);
    expect(change).toMatchObject({ previousKobo: 1_500_000, priceKobo: 1_249_950, alerted: true });

    for (const saver of [ada, bola]) {
      const { list, unread } = await noticesOf(saver.headers);
      expect(unread).toBe(1);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        kind: 'price_drop',
        title: `Price drop: ${product.name}`,
        link: `/product/${product.slug}`,
        read_at: null,
      });
      expect(list[0]!.body).toBe(`${product.name} is now ₦12,499.50 (was ₦15,000.00).`);
    }
    expect((await noticesOf(otherSaver.headers)).list).toEqual([]);
    expect((await noticesOf(stranger)).list).toEqual([]);

    // The product page shows the new price; the crossed-out price stays.
    const page = await api<ProductDetails>(app(), 'GET', `products/${product.slug}`);
    expect(page.body.data).toMatchObject({ selling_price: 12_499.5, actual_price: crossedOut / 100 });

    // The same price again is no drop: nobody hears twice.
    expect((await changePrice(product.id, 1_249_950)).alerted).toBe(false);
    expect((await noticesOf(ada.headers)).list).toHaveLength(1);
  });

  it('a price rise tells nobody, and the crossed-out price follows a price above it', async () => {
    const product = await freshProduct();
    const saver = await saverOf(product.uuid);
    const higher = product.actualKobo + 100_000;
    const change = await changePrice(product.id, higher);
    expect(change.alerted).toBe(false);
    expect((await noticesOf(saver.headers)).list).toEqual([]);
    const [row] = await db().select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ sellingPriceKobo: higher, actualPriceKobo: higher });
  });

  it('refuses a price that is not whole kobo, 0 or more, and changes nothing', async () => {
    const product = await freshProduct();
    await expect(changePrice(product.id, -1)).rejects.toThrow(RangeError);
    await expect(changePrice(product.id, 10.5)).rejects.toThrow(RangeError);
    const [row] = await db().select().from(products).where(eq(products.id, product.id));
    expect(row!.sellingPriceKobo).toBe(product.priceKobo);
  });
});

describe('restocks', () => {
  it('a product back from sold out tells its savers once, however many restocks follow', async () => {
    const product = await freshProduct();
    const saver = await saverOf(product.uuid);
    const stranger = await newCustomer(app());
    await setStock(app(), product.id, 0);

    const back = await restock(product.id, 3);
    expect(back).toMatchObject({ previousQuantity: 0, quantity: 3, alerted: true });
    const again = await restock(product.id, 2);
    expect(again).toMatchObject({ previousQuantity: 3, quantity: 5, alerted: false });

    const { list, unread } = await noticesOf(saver.headers);
    expect(unread).toBe(1);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      kind: 'back_in_stock',
      title: `Back in stock: ${product.name}`,
      link: `/product/${product.slug}`,
    });
    expect((await noticesOf(stranger)).list).toEqual([]);

    // Sold out again and back again the same day: the saver already knows (once a day at most).
    await setStock(app(), product.id, 0);
    expect((await restock(product.id, 1)).alerted).toBe(true);
    expect((await noticesOf(saver.headers)).list).toHaveLength(1);
    // A day later it is news again: one more notice.
    await db()
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - (SAVED_ALERT_QUIET_SECONDS + 60) * 1000) })
      .where(eq(notifications.userId, saver.userId));
    await setStock(app(), product.id, 0);
    expect((await restock(product.id, 1)).alerted).toBe(true);
    expect((await noticesOf(saver.headers)).list).toHaveLength(2);
  });

  it('a restock of a product still in stock tells nobody', async () => {
    const product = await freshProduct();
    const saver = await saverOf(product.uuid);
    await setStock(app(), product.id, 4);
    expect(await restock(product.id, 10)).toMatchObject({
      previousQuantity: 4,
      quantity: 14,
      alerted: false,
    });
    expect((await noticesOf(saver.headers)).list).toEqual([]);
  });

  it('refuses a restock of 0 or fewer units', async () => {
    const product = await freshProduct();
    await expect(restock(product.id, 0)).rejects.toThrow(RangeError);
    await expect(restock(product.id, -3)).rejects.toThrow(RangeError);
  });
});

describe('orders that give their units back', () => {
  it('a cancelled order that brings a sold-out product back tells its savers', async () => {
    const product = await freshProduct();
    await setStock(app(), product.id, 2);
    const saver = await saverOf(product.uuid);
    // The buyer takes the last two units: sold out.
    const buyer = await walletShopper(app());
    await addToCart(app(), buyer.headers, product.slug, 2);
    const shown = await summary(app(), buyer.headers, '?payment_mode=wallet');
    const placed = await placeOrder(app(), buyer.headers, checkoutBodyFor(shown, { pin: PIN }));
    expect(placed.statusCode, placed.body).toBe(200);
    const { reference } = placed.json().data as CheckoutAnswer;
    const [soldOut] = await db().select().from(products).where(eq(products.id, product.id));
    expect(soldOut!.quantity).toBe(0);
    expect((await noticesOf(saver.headers)).list).toEqual([]);

    const cancelled = await api(app(), 'POST', `orders/${reference}/cancel`, buyer.headers, {
      reason: 'I ordered the wrong size',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

    const [restocked] = await db().select().from(products).where(eq(products.id, product.id));
    expect(restocked!.quantity).toBe(2);
    const { list } = await noticesOf(saver.headers);
    expect(list.map((notice) => notice.title)).toEqual([`Back in stock: ${product.name}`]);
    // The buyer, who did not save it, hears of the cancel only.
    expect((await noticesOf(buyer.headers)).list.some((notice) => notice.kind === 'back_in_stock')).toBe(
      false,
    );
  });

  it('an unpaid order released at its deadline brings a sold-out product back to its savers', async () => {
    const buyer = await customerWithAddress(app());
    const order = await unpaidCardOrder(app(), buyer);
    const productId = order.product.id;
    // Whatever stock the product had left is gone now: the release is what brings it back.
    await setStock(app(), productId, 0);
    const saver = await saverOf(order.product.uuid);

    const [row] = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.reference, order.reference));
    await releaseUnpaidOrder({ db: db(), paystack: paystackClientFor(app()), log: app().log }, row!.id);

    const { list } = await noticesOf(saver.headers);
    expect(list.map((notice) => notice.kind)).toEqual(['back_in_stock']);
    const [after] = await db().select().from(products).where(eq(products.id, productId));
    expect(after!.quantity).toBe(1);
    const written = await db().select().from(notifications).where(eq(notifications.userId, saver.userId));
    expect(written).toHaveLength(1);
  });
});

describe('findProductByReference', () => {
  it('finds a product by its uuid or its slug, and nothing for an unknown one', async () => {
    const product = await freshProduct();
    expect((await findProductByReference(db(), product.uuid))?.id).toBe(product.id);
    expect((await findProductByReference(db(), product.slug))?.id).toBe(product.id);
    expect(await findProductByReference(db(), 'no-such-product')).toBeNull();
    expect(await findProductByReference(db(), '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});

describe('the alert job', () => {
  it('is scheduled every minute once the server listens, and its worker tells the savers', async () => {
    const scheduled = await db().execute<{ cron: string }>(
      sql`select cron from pgboss.schedule where name = ${SEND_SAVED_ITEM_ALERTS}`,
    );
    expect(scheduled.rows).toEqual([{ cron: SEND_SAVED_ITEM_ALERTS_CRON }]);

    const product = await freshProduct();
    await setStock(app(), product.id, 0);
    const saver = await saverOf(product.uuid);
    await restock(product.id, 2);
    // A job of the queue, as the schedule queues one each minute, runs in this listening process.
    await db().transaction((tx) =>
      app().jobs.sendInTransaction(tx, SEND_SAVED_ITEM_ALERTS, {}, { startAfter: new Date() }),
    );
    await vi.waitFor(
      async () => {
        const written = await db()
          .select({ kind: notifications.kind })
          .from(notifications)
          .where(eq(notifications.userId, saver.userId));
        expect(written).toEqual([{ kind: 'back_in_stock' }]);
      },
      { timeout: 20_000, interval: 250 },
    );
  }, 30_000);
});
