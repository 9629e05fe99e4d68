import { scarceCooldownMessage, unpaidHoldCapMessage } from '@oja/contract/messages';
import { nairaToKobo } from '@oja/contract/money';
import type { CheckoutAnswer } from '@oja/contract/orders';
import { and, asc, desc, eq, gte, lte, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { products } from '../../db/tables/catalog.ts';
import { orders } from '../../db/tables/orders.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { type Headers, setStock } from '../cart/test-helpers.ts';
import { RELEASE_UNPAID_ORDER, releaseUnpaidOrder } from '../orders/release.ts';
import { api, orderRow, PIN, walletShopper } from '../orders/test-helpers.ts';
import { paystackClientFor } from '../payments/gateway.ts';
import { addToCart, checkoutBodyFor, customerWithAddress, placeOrder, summary } from './test-helpers.ts';

/** The defaults (ADR 0072): 20 different items, 50 units, NGN 5,000,000 of goods, a 60-minute cool-down. */
const LIMITS = loadConfig({ NODE_ENV: 'test' }).holdLimits;
const COOLDOWN_MINUTES = 60;

let shop: TestApp;
const app = () => shop.app;
const db = () => app().database.db;

beforeAll(async () => {
  shop = await buildTestApp();
  // Card checkouts call the sandbox gateway over HTTP, as they would call Paystack.
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => shop.close());

type Pick = { id: number; slug: string; name: string; stock: number };
const columns = { id: products.id, slug: products.slug, name: products.name, stock: products.quantity };

/**
 * `count` seeded products with plenty on the shelf (40 or more: never scarce, and every test of the
 * file may take a unit or two of the same ones) at `maxNaira` or less.
 */
async function plentiful(count: number, maxNaira = 100_000): Promise<Pick[]> {
  const rows = await db()
    .select(columns)
    .from(products)
    .where(
      and(
        eq(products.type, 'product'),
        gte(products.sellingPriceKobo, 100),
        lte(products.sellingPriceKobo, maxNaira * 100),
        gte(products.quantity, 40),
      ),
    )
    .orderBy(asc(products.id))
    .limit(count);
  expect(rows).toHaveLength(count);
  return rows;
}

const madeScarce: number[] = [];
/** A product no other test made scarce, its shelf set to `stock`. */
async function scarceProduct(stock: number): Promise<Pick> {
  const [row] = await db()
    .select(columns)
    .from(products)
    .where(
      and(
        eq(products.type, 'product'),
        gte(products.sellingPriceKobo, 100),
        gte(products.quantity, stock),
        madeScarce.length ? notInArray(products.id, madeScarce) : undefined,
      ),
    )
    .orderBy(desc(products.id))
    .limit(1);
  madeScarce.push(row!.id);
  await setStock(app(), row!.id, stock);
  return { ...row!, stock };
}

async function fill(headers: Headers, picks: Pick[], quantity = 1) {
  for (const pick of picks) await addToCart(app(), headers, pick.slug, quantity);
}

async function checkoutByCard(headers: Headers) {
  return placeOrder(app(), headers, checkoutBodyFor(await summary(app(), headers)));
}

async function emptyCart(headers: Headers) {
  const cart = await api<{ cart_items: { uuid: string }[] }>(app(), 'GET', 'cart/items', headers);
  for (const line of cart.body.data.cart_items) {
    expect((await api(app(), 'DELETE', `cart/items/${line.uuid}`, headers)).status).toBe(200);
  }
}

/** Seconds the order holds its units: from its creation to its payment deadline. */
async function holdOf(reference: string) {
  const order = await orderRow(app(), reference);
  return (order.expiresAt!.getTime() - order.createdAt.getTime()) / 1000;
}

/** When the order's release job is due. */
async function releaseDueOf(appOf: FastifyInstance, reference: string) {
  const order = await orderRow(appOf, reference);
  const { rows } = await appOf.database.db.execute<{ start_after: Date | string }>(
    sql`select start_after from pgboss.job where name = ${RELEASE_UNPAID_ORDER} and data->>'orderId' = ${String(order.id)}`,
  );
  expect(rows).toHaveLength(1);
  return new Date(rows[0]!.start_after).getTime();
}

const cancel = (headers: Headers, reference: string) =>
  api(app(), 'POST', `orders/${reference}/cancel`, headers, { reason: 'Changed my mind' });

describe('caps on what one account holds in unpaid card orders (ADR 0072)', () => {
  it("lets a real shopper's basket through, holding it the full 30 minutes until its release job", async () => {
    const headers = await customerWithAddress(app());
    await fill(headers, await plentiful(8), 2);
    const res = await checkoutByCard(headers);
    expect(res.statusCode, res.body).toBe(200);
    const { reference } = res.json().data as CheckoutAnswer;
    expect(await holdOf(reference)).toBeCloseTo(30 * 60, -1);
    expect(await releaseDueOf(app(), reference)).toBe(
      (await orderRow(app(), reference)).expiresAt!.getTime(),
    );
  });

  it('refuses a 21st different item by card with a 409 that says what to do; the wallet pays for it at once', async () => {
    const shopper = await walletShopper(app(), 10_000_000_00);
    await fill(shopper.headers, await plentiful(21));
    const refused = await checkoutByCard(shopper.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      unpaidHoldCapMessage({ cap: 'lines', max: 20, wouldHold: 21 }, COOLDOWN_MINUTES),
    );
    const shown = await summary(app(), shopper.headers, '?payment_mode=wallet');
    const paid = await placeOrder(app(), shopper.headers, checkoutBodyFor(shown, { pin: PIN }));
    expect(paid.statusCode, paid.body).toBe(200);
    expect((paid.json().data as CheckoutAnswer).payment_status).toBe('paid');
  });

  it('refuses more than 50 units in all, and goods worth more than NGN 5,000,000', async () => {
    const many = await customerWithAddress(app());
    await fill(many, await plentiful(11), 5);
    const units = await checkoutByCard(many);
    expect(units.statusCode).toBe(409);
    expect(units.json().message).toBe(
      unpaidHoldCapMessage({ cap: 'units', max: 50, wouldHold: 55 }, COOLDOWN_MINUTES),
    );

    const dear = await customerWithAddress(app());
    const expensive = await db()
      .select(columns)
      .from(products)
      .where(
        and(
          eq(products.type, 'product'),
          gte(products.sellingPriceKobo, 600_000_00),
          gte(products.quantity, 2),
        ),
      )
      .orderBy(asc(products.id))
      .limit(5);
    expect(expensive).toHaveLength(5);
    // Five products of NGN 600,000 or more, two of each: past NGN 5,000,000 on 10 units and 5 items.
    await fill(dear, expensive, 2);
    const shown = await summary(app(), dear);
    const value = await placeOrder(app(), dear, checkoutBodyFor(shown));
    expect(value.statusCode).toBe(409);
    expect(value.json().message).toBe(
      unpaidHoldCapMessage(
        { cap: 'value', maxKobo: LIMITS.valueKobo, wouldHoldKobo: nairaToKobo(shown.totals.cart_total) },
        COOLDOWN_MINUTES,
      ),
    );
  });

  it('counts every unpaid card order of the account: a second order that fits alone is refused past the caps', async () => {
    const headers = await customerWithAddress(app());
    const twentyOne = await plentiful(21);
    await fill(headers, twentyOne.slice(0, 12));
    expect((await checkoutByCard(headers)).statusCode).toBe(200);
    await fill(headers, twentyOne.slice(12));
    const second = await checkoutByCard(headers);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      unpaidHoldCapMessage({ cap: 'lines', max: 20, wouldHold: 21 }, COOLDOWN_MINUTES),
    );
  });

  it('holds a large unpaid order for less time, down to 10 minutes at the caps, and its release job is due then', async () => {
    const threeQuarters = await customerWithAddress(app());
    await fill(threeQuarters, await plentiful(15));
    const placed = await checkoutByCard(threeQuarters);
    expect(placed.statusCode, placed.body).toBe(200);
    const { reference } = placed.json().data as CheckoutAnswer;
    expect(await holdOf(reference)).toBeCloseTo(20 * 60, -1);

    const full = await customerWithAddress(app());
    await fill(full, await plentiful(20));
    const big = await checkoutByCard(full);
    expect(big.statusCode, big.body).toBe(200);
    const bigReference = (big.json().data as CheckoutAnswer).reference;
    expect(await holdOf(bigReference)).toBeCloseTo(10 * 60, -1);
    const deadline = (await orderRow(app(), bigReference)).expiresAt!.getTime();
    expect(await releaseDueOf(app(), bigReference)).toBe(deadline);
  });
});

describe('cancel-and-checkout does not renew a hold (ADR 0072)', () => {
  it('an account that cancels an unpaid order cannot hold its scarce units again; another shopper can buy them', async () => {
    const scarce = await scarceProduct(3);
    const [plenty] = await plentiful(1);
    const headers = await customerWithAddress(app());
    await addToCart(app(), headers, scarce.slug, 3);
    await addToCart(app(), headers, plenty!.slug, 1);
    const placed = await checkoutByCard(headers);
    expect(placed.statusCode, placed.body).toBe(200);
    const { reference } = placed.json().data as CheckoutAnswer;
    expect((await cancel(headers, reference)).status).toBe(200);
    const cancelledAt = (await orderRow(app(), reference)).cancelledAt!;

    await addToCart(app(), headers, scarce.slug, 3);
    const renewed = await checkoutByCard(headers);
    expect(renewed.statusCode).toBe(409);
    expect(renewed.json().message).toBe(
      scarceCooldownMessage(scarce.name, new Date(cancelledAt.getTime() + COOLDOWN_MINUTES * 60_000)),
    );
    // A product with plenty on the shelf is not scarce: ordering it again is fine.
    await emptyCart(headers);
    await addToCart(app(), headers, plenty!.slug, 1);
    expect((await checkoutByCard(headers)).statusCode).toBe(200);

    const other = await customerWithAddress(app());
    await addToCart(app(), other, scarce.slug, 3);
    expect((await checkoutByCard(other)).statusCode).toBe(200);
  });

  it('an order released unpaid keeps its scarce products from the account, and its lines count for the cool-down', async () => {
    const scarce = await scarceProduct(4);
    const headers = await customerWithAddress(app());
    await addToCart(app(), headers, scarce.slug, 2);
    const twenty = await plentiful(20);
    await fill(headers, twenty.slice(0, 11));
    const placed = await checkoutByCard(headers);
    expect(placed.statusCode, placed.body).toBe(200);
    const { reference } = placed.json().data as CheckoutAnswer;
    // Its time to pay runs out and the release job runs.
    await db()
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.reference, reference));
    const order = await orderRow(app(), reference);
    await releaseUnpaidOrder({ db: db(), paystack: paystackClientFor(app()), log: app().log }, order.id);
    expect((await orderRow(app(), reference)).status).toBe('cancelled');

    await addToCart(app(), headers, scarce.slug, 1);
    expect((await checkoutByCard(headers)).statusCode).toBe(409);
    await emptyCart(headers);
    // 12 lines ended unpaid a moment ago: 9 more would be 21.
    await fill(headers, twenty.slice(11));
    const over = await checkoutByCard(headers);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      unpaidHoldCapMessage({ cap: 'lines', max: 20, wouldHold: 21 }, COOLDOWN_MINUTES),
    );
    const [last] = (await api<{ cart_items: { uuid: string }[] }>(app(), 'GET', 'cart/items', headers)).body
      .data.cart_items;
    await api(app(), 'DELETE', `cart/items/${last!.uuid}`, headers);
    expect((await checkoutByCard(headers)).statusCode).toBe(200);
  });
});

describe('the release job honours the shorter hold of a large order', () => {
  let quick: TestApp;
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    quick = await buildTestApp({
      config: { unpaidOrderSeconds: 600, holdLimits: { ...config.holdLimits, shortestHoldSeconds: 2 } },
    });
    await quick.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => quick?.close());

  it('releases an order at the caps after its short hold while a small order placed with it stays held', async () => {
    const inQuick = quick.app;
    const picks = await inQuick.database.db
      .select({ slug: products.slug })
      .from(products)
      .where(
        and(
          eq(products.type, 'product'),
          gte(products.quantity, 60),
          lte(products.sellingPriceKobo, 2_000_000),
        ),
      )
      .orderBy(asc(products.id))
      .limit(21);
    const full = await customerWithAddress(inQuick);
    for (const pick of picks.slice(0, 20)) await addToCart(inQuick, full, pick.slug, 1);
    const small = await customerWithAddress(inQuick);
    await addToCart(inQuick, small, picks[20]!.slug, 1);
    const placeIn = async (headers: Headers) => {
      const res = await placeOrder(inQuick, headers, checkoutBodyFor(await summary(inQuick, headers)));
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as CheckoutAnswer).reference;
    };
    const [bigReference, smallReference] = [await placeIn(full), await placeIn(small)];

    const statusOf = async (reference: string) => (await orderRow(inQuick, reference)).status;
    const deadline = Date.now() + 60_000;
    while ((await statusOf(bigReference)) !== 'cancelled' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await statusOf(bigReference)).toBe('cancelled');
    expect((await orderRow(inQuick, bigReference)).cancelReason).toBe('unpaid');
    expect(await statusOf(smallReference)).toBe('pending');
  }, 90_000);
});
