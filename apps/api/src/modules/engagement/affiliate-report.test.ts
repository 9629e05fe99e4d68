import type { CartAnswer } from '@oja/contract/cart';
import type { CheckoutAnswer, OrderCompleteAnswer } from '@oja/contract/orders';
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/tables/catalog.ts';
import { orders } from '../../db/tables/orders.ts';
import { runOpsCommand } from '../../ops/commands.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { Headers } from '../cart/test-helpers.ts';
import { checkoutBodyFor, customerWithAddress, placeOrder, summary } from '../checkout/test-helpers.ts';
import { releaseUnpaidOrder } from '../orders/release.ts';
import { paystackClientFor } from '../payments/gateway.ts';
import { affiliateReport, formatAffiliateReport, rangeProblem } from './affiliate-report.ts';

const SUCCESS_CARD = { card_number: '4084 0840 8408 4081', expiry: '12/30', cvv: '408' };

let shop: TestApp;
const app = () => shop.app;

beforeAll(async () => {
  shop = await buildTestApp();
  // The Paystack sandbox is called over HTTP by the payment client, as in payments.test.ts.
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => shop.close());

async function click(affiliateId: string, deviceId: string) {
  const res = await app().inject({
    method: 'POST',
    url: '/api/v1/analytics/tracking',
    payload: {
      type: 'click',
      affiliate_id: affiliateId,
      device_id: deviceId,
      current_url: `http://localhost:3000/?aff=${affiliateId}`,
      referrer: null,
      user_agent: 'Mozilla/5.0',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Adds a product as the shop does, with the stored affiliate code (or none); answers the line's total in kobo. */
async function add(headers: Headers, slug: string, quantity: number, affiliateId: string | null) {
  const res = await app().inject({
    method: 'POST',
    url: '/api/v1/cart/add',
    headers,
    payload: { slug, quantity, ...(affiliateId ? { affiliate_id: affiliateId } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const line = (res.json().data as CartAnswer).cart_items.find((item) => item.product.slug === slug);
  return Math.round(line!.line_total * 100);
}

async function checkout(headers: Headers) {
  const res = await placeOrder(app(), headers, checkoutBodyFor(await summary(app(), headers)));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CheckoutAnswer;
}

/** The shopper pays on the gateway's page, which sends them back to /order-complete (verify). */
async function pay(headers: Headers, placed: CheckoutAnswer) {
  const page = await app().inject({
    method: 'POST',
    url: `/sandbox/paystack/checkout/${placed.access_code}/pay`,
    payload: SUCCESS_CARD,
  });
  expect(page.statusCode).toBe(303);
  const verified = await app().inject({
    method: 'POST',
    url: '/api/v1/payments/verify',
    headers,
    payload: { reference: placed.payment_reference },
  });
  expect((verified.json().data as OrderCompleteAnswer).payment_status).toBe('paid');
}

describe('affiliates report', () => {
  it('counts clicks, orders, paid value of the code’s own lines, and cancellations for two codes', async () => {
    const stock = await app()
      .database.db.select({ slug: products.slug })
      .from(products)
      .where(and(eq(products.type, 'product'), gt(products.sellingPriceKobo, 0), gt(products.quantity, 10)))
      .orderBy(products.id)
      .limit(5);
    const [p1, p2, p3, p4, p5] = stock.map((row) => row.slug) as [string, string, string, string, string];

    for (const device of ['d1', 'd2', 'd3']) await click('AFF-ALPHA', device);
    for (const device of ['d4', 'd5']) await click('AFF-BETA', device);
    // A click whose code was later replaced was still a click.
    await app().inject({
      method: 'POST',
      url: '/api/v1/analytics/tracking/unlink',
      payload: {
        type: 'click',
        affiliate_id: 'AFF-ALPHA',
        overwritten_by: 'AFF-BETA',
        device_id: 'd3',
        status: 'overwritten',
        current_url: 'http://localhost:3000/?aff=AFF-BETA',
        referrer: null,
        user_agent: 'Mozilla/5.0',
      },
    });

    // Order 1, paid: two of p1 through ALPHA and p2 with no code (not ALPHA's value).
    const ada = await customerWithAddress(app());
    const alphaLine1 = await add(ada, p1, 2, 'AFF-ALPHA');
    await add(ada, p2, 1, null);
    await pay(ada, await checkout(ada));

    // Order 2, paid: one line through each code; each code is credited with its own line.
    const bola = await customerWithAddress(app());
    const betaLine = await add(bola, p3, 1, 'AFF-BETA');
    const alphaLine2 = await add(bola, p4, 3, 'AFF-ALPHA');
    await pay(bola, await checkout(bola));

    // Order 3 through BETA: never paid, released (cancelled) by the unpaid-order job.
    const chidi = await customerWithAddress(app());
    await add(chidi, p5, 1, 'AFF-BETA');
    const unpaid = await checkout(chidi);
    const [order3] = await app()
      .database.db.select({ id: orders.id })
      .from(orders)
      .where(eq(orders.reference, unpaid.reference));
    await releaseUnpaidOrder(
      { db: app().database.db, paystack: paystackClientFor(app()), log: app().log },
      order3!.id,
    );

    // A shopper with no code at all is in nobody's figures.
    const dayo = await customerWithAddress(app());
    await add(dayo, p2, 1, null);
    await pay(dayo, await checkout(dayo));

    const report = await affiliateReport(app().database.db);
    expect(report).toEqual(
      [
        {
          affiliate_id: 'AFF-ALPHA',
          clicks: 3,
          orders: 2,
          paid_orders: 2,
          paid_value_kobo: alphaLine1 + alphaLine2,
          cancelled_orders: 0,
        },
        {
          affiliate_id: 'AFF-BETA',
          clicks: 2,
          orders: 2,
          paid_orders: 1,
          paid_value_kobo: betaLine,
          cancelled_orders: 1,
        },
      ].sort((a, b) => b.paid_value_kobo - a.paid_value_kobo),
    );

    // Lagos days, both bounds inclusive: today has everything, other days nothing.
    const { rows } = await app().database.db.execute<{ today: string }>(
      sql`select to_char(now() at time zone 'Africa/Lagos', 'YYYY-MM-DD') as today`,
    );
    const today = rows[0]!.today;
    const shift = (days: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    expect(await affiliateReport(app().database.db, { from: today, to: today })).toEqual(report);
    expect(await affiliateReport(app().database.db, { from: shift(1) })).toEqual([]);
    expect(await affiliateReport(app().database.db, { to: shift(-1) })).toEqual([]);

    const text = formatAffiliateReport(report, { from: today, to: today });
    expect(text).toContain('AFF-ALPHA');
    expect(text).toMatch(/total\s+5\s+4\s+3\s+₦/);
  });
});

describe('npm run ops -- affiliates report', () => {
  it('checks its dates before opening the database', async () => {
    expect(rangeProblem({ from: '2026-02-30' })).toMatch(/not a date/);
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toMatch(/after/);
    expect(rangeProblem({ to: '1 March' })).toMatch(/YYYY-MM-DD/);
    expect(rangeProblem({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
    const err: string[] = [];
    let opened = false;
    const code = await runOpsCommand(['affiliates', 'report', '--from', '2026-13-01'], {
      env: {},
      out: () => undefined,
      err: (line) => err.push(line),
      open: async () => {
        opened = true;
        throw new Error('the report opened the database with a bad date');
      },
    });
    expect({ code, opened }).toEqual({ code: 2, opened: false });
    expect(err.join('\n')).toContain('--from');
  });
});
