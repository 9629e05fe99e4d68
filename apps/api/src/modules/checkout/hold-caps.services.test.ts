import type { CheckoutSummaryAnswer } from '@oja/contract/checkout';
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { products } from '../../db/tables/catalog.ts';
import { orderItems, orders } from '../../db/tables/orders.ts';
import { createTestDatabase } from '../../test/database.ts';
import { call, type Headers, json, shopper } from '../../test/processes-shopper.ts';
import { freePort, type ServerProcess, startServer, urlOf } from '../../test/server-process.ts';

/**
 * The hold caps (ADR 0072) with two API processes on one PostgreSQL database: one account's
 * checkouts sent to both at once must not hold more than the caps between them. The count runs under
 * the customer's cart lock, a row in PostgreSQL, so no process can count before another's order is in.
 * PostgreSQL only.
 */

/** The defaults (config.ts), set here because the shared test server lifts them for other tests. */
const CAPS = {
  OJA_UNPAID_ORDERS_MAX: '1000',
  OJA_UNPAID_LINES_MAX: '20',
  OJA_UNPAID_UNITS_MAX: '50',
  OJA_UNPAID_VALUE_MAX_NAIRA: '5000000',
  OJA_UNPAID_COOLDOWN_MINUTES: '60',
};

describe('two API processes: one account cannot exceed the hold caps with concurrent checkouts', () => {
  let database: DatabaseHandle;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true, products: 200 });
    const url = await urlOf(database);
    // One after the other: two processes starting at once on a new database race on pg-boss's schema.
    for (let i = 0; i < 2; i++) servers.push(await startServer(url, await freePort(), CAPS));
  }, 300_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
  });

  it('checkouts of one account racing on both processes hold at most 20 lines, 50 units and NGN 5,000,000 unpaid', async () => {
    const picks = await database.db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(and(eq(products.type, 'product'), between(products.sellingPriceKobo, 100, 50_000_00)))
      .orderBy(asc(products.id))
      .limit(48);
    expect(picks).toHaveLength(48);
    await database.db
      .update(products)
      .set({ quantity: 100 })
      .where(
        inArray(
          products.id,
          picks.map((p) => p.id),
        ),
      );
    const { userId, headers } = await shopper(database, 'hold-caps');

    const addThrough = async (base: string, slugs: { slug: string }[]) => {
      for (const pick of slugs)
        await call(base, headers, 'POST', 'cart/add', { slug: pick.slug, quantity: 1 });
    };
    /** The checkout page's two calls through one process: the summary, then Place order by card. */
    const checkoutThrough = async (base: string) => {
      const shown = await json<CheckoutSummaryAnswer>(await call(base, headers, 'GET', 'checkout/summary'));
      if (shown.status !== 200 || shown.body.data.packages.length === 0) return null;
      const s = shown.body.data;
      const placed = await json<unknown>(
        await call(base, headers as Headers, 'POST', 'checkout', {
          group_reference_id: s.group_reference_id,
          order_amount: s.totals.total,
          delivery_address: s.delivery_address!.uuid,
          delivery_fee: s.totals.delivery_fee,
          payment_mode: 'card_payment',
          payment_gateway: 'paystack',
          delivery_method: s.delivery_method,
          courier_id: s.courier_id,
          recaptcha: 'dev:CHECKOUT',
        }),
      );
      return { status: placed.status, message: placed.body.message };
    };
    const heldNow = async () => {
      const [held] = await database.db
        .select({
          lines: sql<number>`count(*)::int`,
          units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
          valueKobo: sql<number>`coalesce(sum(${orderItems.lineTotalKobo}), 0)::bigint`.mapWith(Number),
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orders.userId, userId), eq(orders.status, 'pending'), sql`${orders.paidAt} is null`));
      return held!;
    };

    // 18 different items held unpaid: room for 2 more.
    await addThrough(servers[0]!.base, picks.slice(0, 18));
    expect((await checkoutThrough(servers[0]!.base))?.status).toBe(200);

    // Six rounds on each process at once: two more products in the cart, then a card checkout. One
    // order of two fits; a second one that counted before the first was in would make 22.
    const rounds = async (base: string, first: number) => {
      const answers: { status: number; message: string }[] = [];
      for (let round = 0; round < 6; round++) {
        await addThrough(base, picks.slice(first + round * 2, first + round * 2 + 2));
        const answer = await checkoutThrough(base);
        if (answer) answers.push(answer);
      }
      return answers;
    };
    const answers = (await Promise.all([rounds(servers[0]!.base, 18), rounds(servers[1]!.base, 30)])).flat();
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const held = await heldNow();
    expect(held.lines, JSON.stringify(answers)).toBeLessThanOrEqual(20);
    expect(held.units).toBeLessThanOrEqual(50);
    expect(held.valueKobo).toBeLessThanOrEqual(5_000_000_00);

    // Alone now, three more products: refused with the cap's message, and nothing more held.
    await addThrough(servers[1]!.base, picks.slice(42, 45));
    const last = await checkoutThrough(servers[1]!.base);
    expect(last?.status).toBe(409);
    expect(last?.message).toMatch(/^Unpaid card orders can hold at most 20 different items at once/);
    expect((await heldNow()).lines).toBe(held.lines);
  }, 300_000);
});
