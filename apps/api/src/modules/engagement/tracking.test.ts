import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, products, productViews } from '../../db/tables/catalog.ts';
import {
  affiliateClicks,
  analyticsEvents,
  campaignViews,
  insightBatches,
  productViewAddresses,
} from '../../db/tables/engagement.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { guestHeaders, signedInCustomer } from '../catalog/test-shoppers.ts';
import { PRODUCT_VIEWS_PER_ADDRESS } from './insights.ts';

let t: TestApp;
const post = (
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload: payload as object, headers, remoteAddress });
const db = () => t.app.database.db;
const viewsOf = async (id: number) =>
  Number((await db().select({ v: products.totalViews }).from(products).where(eq(products.id, id)))[0]!.v);

beforeAll(async () => {
  t = await buildTestApp({ products: 60 });
});
afterAll(() => t.close());

const click = (overrides: Record<string, unknown> = {}) => ({
  type: 'click',
  product_id: null,
  affiliate_id: 'AFF-ADA',
  utm_source: 'whatsapp',
  device_id: 'device-tracking-1',
  current_url: 'http://localhost:3000/product/executive-office-desk-1?aff=AFF-ADA',
  referrer: 'https://wa.me/',
  user_agent: 'Mozilla/5.0 (Linux; Android 13)',
  ...overrides,
});

describe('POST analytics/tracking', () => {
  it('records a click through an affiliate code with the product of the page', async () => {
    const res = await post('analytics/tracking', click({ product_id: 'executive-office-desk-1' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ recorded: true });
    const [row] = await db()
      .select()
      .from(affiliateClicks)
      .where(eq(affiliateClicks.deviceId, 'device-tracking-1'));
    expect(row).toMatchObject({
      affiliateId: 'AFF-ADA',
      productId: 1,
      status: 'clicked',
      utmSource: 'whatsapp',
      referrer: 'https://wa.me/',
      userAgent: 'Mozilla/5.0 (Linux; Android 13)',
    });
  });

  it('keeps a click whose product is unknown, and a visit without a code as an analytics event', async () => {
    const unknown = await post('analytics/tracking', click({ device_id: 'device-2', product_id: 'gone' }));
    expect(unknown.statusCode).toBe(200);
    const [row] = await db().select().from(affiliateClicks).where(eq(affiliateClicks.deviceId, 'device-2'));
    expect(row?.productId).toBeNull();

    const visit = await post(
      'analytics/tracking',
      click({ device_id: 'device-3', affiliate_id: null, type: 'visit', product_id: 2 }),
    );
    expect(visit.json().data).toEqual({ recorded: false });
    const [event] = await db().select().from(analyticsEvents).where(eq(analyticsEvents.deviceId, 'device-3'));
    expect(event).toMatchObject({ type: 'visit', productId: 2 });
  });

  it('answers 422 with field errors for invalid input', async () => {
    const missing = await post('analytics/tracking', { type: 'click', affiliate_id: 'X' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(expect.arrayContaining(['device_id', 'current_url']));
    const tooLong = await post('analytics/tracking', click({ affiliate_id: 'A'.repeat(101) }));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.affiliate_id).toBeDefined();
    expect((await post('analytics/tracking', click({ device_id: '' }))).statusCode).toBe(422);
  });
});

describe('POST analytics/tracking/unlink', () => {
  const unlink = (overrides: Record<string, unknown> = {}) => ({
    type: 'click',
    affiliate_id: 'AFF-OLD',
    overwritten_by: 'AFF-NEW',
    device_id: 'device-unlink',
    status: 'overwritten',
    current_url: 'http://localhost:3000/?aff=AFF-NEW',
    referrer: null,
    user_agent: 'Mozilla/5.0',
    ...overrides,
  });
  const statusOf = async (affiliateId: string, deviceId: string) =>
    db()
      .select({ status: affiliateClicks.status, by: affiliateClicks.overwrittenBy })
      .from(affiliateClicks)
      .where(and(eq(affiliateClicks.affiliateId, affiliateId), eq(affiliateClicks.deviceId, deviceId)));

  it("closes the device's open click through the replaced code as overwritten, once", async () => {
    await post('analytics/tracking', click({ affiliate_id: 'AFF-OLD', device_id: 'device-unlink' }));
    await post('analytics/tracking', click({ affiliate_id: 'AFF-OLD', device_id: 'someone-else' }));
    const res = await post('analytics/tracking/unlink', unlink());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ unlinked: 1 });
    expect(await statusOf('AFF-OLD', 'device-unlink')).toEqual([{ status: 'overwritten', by: 'AFF-NEW' }]);
    expect(await statusOf('AFF-OLD', 'someone-else')).toEqual([{ status: 'clicked', by: null }]);
    expect((await post('analytics/tracking/unlink', unlink())).json().data).toEqual({ unlinked: 0 });
  });

  it('closes an expired code as expired', async () => {
    await post('analytics/tracking', click({ affiliate_id: 'AFF-WEEK', device_id: 'device-expiry' }));
    const res = await post(
      'analytics/tracking/unlink',
      unlink({
        affiliate_id: 'AFF-WEEK',
        device_id: 'device-expiry',
        status: 'expired',
        overwritten_by: null,
      }),
    );
    expect(res.json().data).toEqual({ unlinked: 1 });
    expect(await statusOf('AFF-WEEK', 'device-expiry')).toEqual([{ status: 'expired', by: null }]);
  });

  it('answers 422 for an unknown status or type and for missing fields', async () => {
    for (const body of [
      unlink({ status: 'removed' }),
      unlink({ type: 'view' }),
      unlink({ affiliate_id: undefined }),
      unlink({ user_agent: undefined }),
      {},
    ]) {
      const res = await post('analytics/tracking/unlink', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().status).toBe('error');
    }
  });
});

describe('POST insights', () => {
  const now = () => new Date().toISOString();
  const batch = (events: Array<{ kind: string; id: string; at?: string }>, deviceId = 'device-insights') => ({
    batch_id: randomUUID(),
    device_id: deviceId,
    events: events.map((event) => ({ at: now(), ...event })),
  });

  it('counts many views in one batch: one per product and day, unknown ones skipped', async () => {
    const guest = await guestHeaders(t.app);
    const [p3, p4] = [await viewsOf(3), await viewsOf(4)];
    const [product4] = await db().select({ uuid: products.uuid }).from(products).where(eq(products.id, 4));
    const res = await post(
      'insights',
      batch([
        { kind: 'product_view', id: '3' },
        { kind: 'product_view', id: '3' },
        { kind: 'product_view', id: product4!.uuid },
        { kind: 'product_view', id: 'no-such-product' },
      ]),
      guest,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ duplicate: false, product_views: 2, campaign_views: 0 });
    expect([await viewsOf(3), await viewsOf(4)]).toEqual([p3 + 1, p4 + 1]);

    // The same viewer on the same day in a later batch: not counted again.
    const again = await post('insights', batch([{ kind: 'product_view', id: '3' }]), guest);
    expect(again.json().data.product_views).toBe(0);
    expect(await viewsOf(3)).toBe(p3 + 1);
  });

  it('counts a batch sent twice once, also when both copies arrive together', async () => {
    const customer = await signedInCustomer(t.app, 'insights-twice@example.com');
    const before = await viewsOf(5);
    const body = batch([{ kind: 'product_view', id: '5' }]);
    const [first, second] = await Promise.all([
      post('insights', body, customer.headers),
      post('insights', body, customer.headers),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const answers = [first.json().data, second.json().data];
    expect(answers.filter((a) => a.duplicate)).toHaveLength(1);
    expect(await viewsOf(5)).toBe(before + 1);
    const third = await post('insights', body, customer.headers);
    expect(third.json().data).toMatchObject({ duplicate: true, product_views: 0 });
    expect(await viewsOf(5)).toBe(before + 1);
    const rows = await db().select().from(insightBatches).where(eq(insightBatches.batchId, body.batch_id));
    expect(rows).toHaveLength(1);
    // A customer's views sit under the customer, where for_you looks for them.
    const keys = await db()
      .select({ key: productViews.viewerKey })
      .from(productViews)
      .where(and(eq(productViews.productId, 5), eq(productViews.viewerKey, `u:${customer.userId}`)));
    expect(keys).toHaveLength(1);
  });

  it('counts parallel batches over the same products without deadlock or a lost view', async () => {
    const ids = ['10', '11', '12', '13', '14'];
    const before = await Promise.all(ids.map((id) => viewsOf(Number(id))));
    // 20 devices, each viewing the five products in its own order, all at once, each from its address.
    const bodies = Array.from({ length: 20 }, (_, n) =>
      batch(
        [...ids].sort(() => (n % 2 ? 1 : -1)).map((id) => ({ kind: 'product_view', id })),
        `parallel-device-${n}`,
      ),
    );
    const answers = await Promise.all(bodies.map((body, n) => post('insights', body, {}, `10.20.0.${n}`)));
    expect(
      answers.map((res) => res.statusCode),
      answers[0]!.body,
    ).toEqual(Array(20).fill(200));
    const after = await Promise.all(ids.map((id) => viewsOf(Number(id))));
    expect(after).toEqual(before.map((views) => views + 20));
  });

  it('counts a product at most PRODUCT_VIEWS_PER_ADDRESS times a day from one address, however many devices (issue 26)', async () => {
    const before = await viewsOf(20);
    // 40 batches, each from a new random device, all from one address: the attack.
    const answers = [];
    const devices = Array.from({ length: 40 }, () => randomUUID());
    for (const device of devices) {
      const res = await post(
        'insights',
        batch([{ kind: 'product_view', id: '20' }], device),
        {},
        '198.51.100.7',
      );
      expect(res.statusCode, res.body).toBe(200);
      answers.push(res.json().data.product_views);
    }
    expect(answers.filter((counted) => counted === 1)).toHaveLength(PRODUCT_VIEWS_PER_ADDRESS);
    expect(await viewsOf(20)).toBe(before + PRODUCT_VIEWS_PER_ADDRESS);
    // Sent together they cannot slip past the cap either.
    const together = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('insights', batch([{ kind: 'product_view', id: '21' }], randomUUID()), {}, '198.51.100.8'),
      ),
    );
    expect(together.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(together.filter((res) => res.json().data.product_views === 1)).toHaveLength(
      PRODUCT_VIEWS_PER_ADDRESS,
    );
    // Another product (from a device the address brought, ADR 0074), and the same product from
    // another address, are counted as usual.
    const other = await post(
      'insights',
      batch([{ kind: 'product_view', id: '22' }], devices[0]!),
      {},
      '198.51.100.7',
    );
    expect(other.json().data.product_views).toBe(1);
    const elsewhere = await post(
      'insights',
      batch([{ kind: 'product_view', id: '20' }], randomUUID()),
      {},
      '203.0.113.9',
    );
    expect(elsewhere.json().data.product_views).toBe(1);
    expect(await viewsOf(20)).toBe(before + PRODUCT_VIEWS_PER_ADDRESS + 1);
    // A device already counted takes no second slot of its address.
    const device = randomUUID();
    const first = await post(
      'insights',
      batch([{ kind: 'product_view', id: '23' }], device),
      {},
      '198.51.100.9',
    );
    const repeats = await Promise.all(
      Array.from({ length: 5 }, () =>
        post('insights', batch([{ kind: 'product_view', id: '23' }], device), {}, '198.51.100.9'),
      ),
    );
    expect([first, ...repeats].map((res) => res.json().data.product_views)).toEqual([1, 0, 0, 0, 0, 0]);
    const slots = await db()
      .select({ views: productViewAddresses.views })
      .from(productViewAddresses)
      .where(eq(productViewAddresses.productId, 23));
    expect(slots).toEqual([{ views: 1 }]);
  });

  it('counts campaign views per campaign and day, and beacons (no headers) under the device', async () => {
    const [campaign] = await db().select({ id: campaigns.id, uuid: campaigns.uuid }).from(campaigns).limit(1);
    const res = await post(
      'insights',
      batch(
        [
          { kind: 'campaign_view', id: campaign!.uuid },
          { kind: 'campaign_view', id: campaign!.uuid },
          { kind: 'product_view', id: '6' },
        ],
        'beacon-device',
      ),
    );
    expect(res.json().data).toMatchObject({ product_views: 1, campaign_views: 1 });
    const rows = await db().select().from(campaignViews).where(eq(campaignViews.campaignId, campaign!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.viewerKey).toMatch(/^d:/);
    expect(rows[0]!.viewerKey).not.toContain('beacon-device');
  });

  it('does not count views older than a week, and counts a future time as today', async () => {
    const before = await viewsOf(8);
    const old = new Date(Date.now() - 8 * 86_400_000).toISOString();
    const res = await post('insights', batch([{ kind: 'product_view', id: '8', at: old }], 'old-device'));
    expect(res.json().data.product_views).toBe(0);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    await post('insights', batch([{ kind: 'product_view', id: '8', at: future }], 'old-device'));
    expect(await viewsOf(8)).toBe(before + 1);
  });

  it('answers 422 for a missing or malformed batch id, no events, too many, or a bad kind or time', async () => {
    const event = { kind: 'product_view', id: '3', at: now() };
    const good = { batch_id: randomUUID(), device_id: 'device-bad', events: [event] };
    for (const body of [
      { ...good, batch_id: undefined },
      { ...good, batch_id: 'batch-1' },
      { ...good, device_id: undefined },
      { ...good, events: [] },
      { ...good, events: Array(101).fill(event) },
      { ...good, events: [{ ...event, kind: 'click' }] },
      { ...good, events: [{ ...event, at: 'yesterday' }] },
    ]) {
      const res = await post('insights', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(422);
    }
    const { rows } = await db().execute<{ n: string | number }>(
      sql`select count(*) as n from insight_batches where viewer_key like 'd:%' and events = 101`,
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
