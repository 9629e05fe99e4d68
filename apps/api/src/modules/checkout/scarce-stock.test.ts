import { and, asc, between, eq, gt, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/tables/catalog.ts';
import { orderItems, orders } from '../../db/tables/orders.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { Headers } from '../cart/test-helpers.ts';
import { newCustomer } from '../cart/test-helpers.ts';
import { api } from '../orders/test-helpers.ts';
import { userIdOf } from '../wallet/test-helpers.ts';
import { checkoutBodyFor, customerWithAddress, placeOrder, summary } from './test-helpers.ts';

/**
 * The red team's attack on issue 53 (ADR 0072): free accounts put the shop's low-stock products in
 * unpaid card orders and keep them there. The whole seed (2,400 products) has about 300 products with
 * 1 to 5 units: three accounts doing their worst must leave most of them buyable by a fourth shopper.
 */

let shop: TestApp;
const app = () => shop.app;
const db = () => app().database.db;

beforeAll(async () => {
  shop = await buildTestApp({ products: 2400 });
  // Card checkouts call the sandbox gateway over HTTP, as they would call Paystack.
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => shop.close());

type Scarce = { id: number; slug: string; stock: number };

/** Priced physical products with 1 to 5 units on the shelf, the cheapest first (an attacker's pick). */
const lowStock = (): Promise<Scarce[]> =>
  db()
    .select({ id: products.id, slug: products.slug, stock: products.quantity })
    .from(products)
    .where(
      and(eq(products.type, 'product'), gt(products.sellingPriceKobo, 0), between(products.quantity, 1, 5)),
    )
    .orderBy(asc(products.sellingPriceKobo), asc(products.id));

const stockNow = async (ids: number[]) =>
  new Map(
    (
      await db()
        .select({ id: products.id, stock: products.quantity })
        .from(products)
        .where(inArray(products.id, ids))
    ).map((row) => [row.id, row.stock]),
  );

type CartLine = { uuid: string };
const cartLines = async (headers: Headers) =>
  (await api<{ cart_items: CartLine[] }>(app(), 'GET', 'cart/items', headers)).body.data.cart_items;

/** Puts each product in the cart with all of its stock. */
async function fillCart(headers: Headers, picks: Scarce[]) {
  const stock = await stockNow(picks.map((p) => p.id));
  for (const pick of picks) {
    const quantity = stock.get(pick.id) ?? 0;
    if (quantity > 0) await api(app(), 'POST', 'cart/add', headers, { slug: pick.slug, quantity });
  }
}

async function checkoutByCard(headers: Headers) {
  const shown = await summary(app(), headers);
  return placeOrder(app(), headers, checkoutBodyFor(shown));
}

/**
 * An attacker who knows the rules: card orders of the cheapest scarce products at full stock, `batch`
 * at a time; a refused cart loses half its lines and is tried again, and after three single products
 * refused in a row the attacker stops.
 */
async function holdAsMuchAsPossible(headers: Headers, pool: Scarce[], statuses: number[], batch = 16) {
  let singlesRefused = 0;
  for (let next = 0; next < pool.length && singlesRefused < 3; next += batch) {
    await fillCart(headers, pool.slice(next, next + batch));
    let lines = await cartLines(headers);
    while (lines.length > 0) {
      const res = await checkoutByCard(headers);
      statuses.push(res.statusCode);
      if (res.statusCode === 200) {
        singlesRefused = 0;
        break;
      }
      if (lines.length === 1) singlesRefused += 1;
      for (const line of lines.slice(Math.floor(lines.length / 2))) {
        await api(app(), 'DELETE', `cart/items/${line.uuid}`, headers);
      }
      lines = await cartLines(headers);
    }
  }
}

async function unpaidReferences(userId: number) {
  const rows = await db()
    .select({ reference: orders.reference })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending'), sql`${orders.paidAt} is null`));
  return rows.map((row) => row.reference);
}

/** Lines and units the account holds in unpaid card orders now. */
async function holdsOf(userId: number) {
  const [holds] = await db()
    .select({
      lines: sql<number>`count(*)::int`,
      units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending'), sql`${orders.paidAt} is null`));
  return holds!;
}

/** How many of `scarce` a shopper can put in a cart, as the product page's "Add to cart" does. */
async function buyableOf(scarce: Scarce[]) {
  const shopper = await newCustomer(app());
  let buyable = 0;
  for (const product of scarce) {
    const added = await api<{ cart_items: CartLine[] }>(app(), 'POST', 'cart/add', shopper, {
      slug: product.slug,
      quantity: 1,
    });
    if (added.status !== 200) continue;
    buyable += 1;
    // Out again: a cart of 300 lines would only make each try slower.
    for (const line of added.body.data.cart_items) {
      await api(app(), 'DELETE', `cart/items/${line.uuid}`, shopper);
    }
  }
  return buyable;
}

describe('a handful of free accounts cannot take the shop scarce stock off sale', () => {
  it('after three accounts do their worst by card, most low-stock products stay buyable by a fourth shopper', async () => {
    const scarce = await lowStock();
    expect(scarce.length).toBeGreaterThan(250);
    const attackers = await Promise.all([0, 1, 2].map(() => customerWithAddress(app())));
    const ids = await Promise.all(attackers.map((headers) => userIdOf(app(), headers)));
    const statuses: number[] = [];
    const renewals: number[] = [];

    // The red team's move: every scarce product in one cart, checked out by card and never paid.
    await fillCart(attackers[0]!, scarce);
    const everything = await checkoutByCard(attackers[0]!);
    statuses.push(everything.statusCode);
    for (const line of await cartLines(attackers[0]!)) {
      await api(app(), 'DELETE', `cart/items/${line.uuid}`, attackers[0]!);
    }
    for (const headers of attackers) await holdAsMuchAsPossible(headers, scarce, statuses);

    // At the height of it, a fourth shopper tries each scarce product.
    const buyable = await buyableOf(scarce);
    const peak = await Promise.all(ids.map(holdsOf));

    // The renewal: cancel every unpaid order, check the same products out again at once, then others.
    for (const [i, headers] of attackers.entries()) {
      const holding = await db()
        .select({ productId: orderItems.productId })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orders.userId, ids[i]!), eq(orders.status, 'pending')));
      for (const reference of await unpaidReferences(ids[i]!)) {
        const cancelled = await api(app(), 'POST', `orders/${reference}/cancel`, headers, {
          reason: 'Changed my mind',
        });
        expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      }
      const same = scarce.filter((p) => holding.some((h) => h.productId === p.id));
      await holdAsMuchAsPossible(headers, same, renewals, same.length);
      await holdAsMuchAsPossible(headers, scarce, statuses);
    }
    const renewed = await Promise.all(ids.map(holdsOf));

    // Each account holds at most 20 lines (OJA_UNPAID_LINES_MAX): three hold at most 60 products.
    expect(buyable).toBeGreaterThanOrEqual(scarce.length - 3 * 20);
    for (const holds of peak) {
      expect(holds.lines).toBeLessThanOrEqual(20);
      expect(holds.units).toBeLessThanOrEqual(50);
    }
    expect([...statuses, ...renewals].filter((status) => status >= 500)).toEqual([]);
    expect(everything.statusCode).toBe(409);
    // The same scarce products, checked out again right after the cancel: every try refused. What
    // was cancelled still counts for the cool-down, so an account holds no more than its caps over
    // the peak and the renewal together.
    expect(renewals.length).toBeGreaterThan(0);
    expect(renewals.filter((status) => status === 200)).toEqual([]);
    for (const [i, holds] of renewed.entries()) {
      expect(peak[i]!.lines + holds.lines).toBeLessThanOrEqual(20);
    }
  }, 300_000);
});
