import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, productViews } from '../../db/tables/catalog.ts';
import {
  affiliateClicks,
  analyticsEvents,
  campaignViews,
  insightBatches,
} from '../../db/tables/engagement.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { signedInCustomer } from '../catalog/test-shoppers.ts';
import { INSIGHT_VIEWERS_PER_ADDRESS, PRODUCT_VIEWS_PER_ADDRESS } from './insights.ts';
import { TRACKING_ROWS_PER_ADDRESS } from './tracking.ts';

/**
 * What one address may make the server store without an account (issue 53, item 6): views past the
 * per-address cap are not stored at all, an address brings a bounded number of new viewers a day,
 * and tracking rows are capped per address and day. Each test uses addresses of its own.
 */
let t: TestApp;
const db = () => t.app.database.db;
const post = (url: string, payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, headers, remoteAddress });

beforeAll(async () => {
  t = await buildTestApp({ products: 60 });
});
afterAll(() => t.close());

const batch = (deviceId: string, events: Array<{ kind: string; id: string }>) => ({
  batch_id: randomUUID(),
  device_id: deviceId,
  events: events.map((event) => ({ ...event, at: new Date().toISOString() })),
});

describe('POST insights from one address', () => {
  it('stores no view past the per-address cap, nor the id of a batch that stored nothing', async () => {
    const batches = Array.from({ length: 30 }, () =>
      batch(randomUUID(), [{ kind: 'product_view', id: '30' }]),
    );
    for (const body of batches) {
      const res = await post('insights', body, '198.51.100.31');
      expect(res.statusCode, res.body).toBe(200);
    }
    const stored = await db().select().from(productViews).where(eq(productViews.productId, 30));
    expect(stored).toHaveLength(PRODUCT_VIEWS_PER_ADDRESS);
    const ids = await db()
      .select({ id: insightBatches.batchId })
      .from(insightBatches)
      .where(
        inArray(
          insightBatches.batchId,
          batches.map((body) => body.batch_id),
        ),
      );
    expect(ids).toHaveLength(PRODUCT_VIEWS_PER_ADDRESS);
  });

  it('brings at most INSIGHT_VIEWERS_PER_ADDRESS new device ids a day; the ones it brought keep counting', async () => {
    const [campaign] = await db().select({ id: campaigns.id, uuid: campaigns.uuid }).from(campaigns).limit(1);
    const address = '198.51.100.32';
    const devices = Array.from({ length: INSIGHT_VIEWERS_PER_ADDRESS + 16 }, () => randomUUID());
    const counted: number[] = [];
    for (const [n, device] of devices.entries()) {
      // A product of its own for each device, so the per-product cap is not what stops it.
      const res = await post(
        'insights',
        batch(device, [
          { kind: 'product_view', id: String(31 + (n % 25)) },
          { kind: 'campaign_view', id: campaign!.uuid },
        ]),
        address,
      );
      expect(res.statusCode, res.body).toBe(200);
      counted.push(res.json().data.campaign_views);
    }
    expect(counted.filter((n) => n === 1)).toHaveLength(INSIGHT_VIEWERS_PER_ADDRESS);
    expect(counted.slice(INSIGHT_VIEWERS_PER_ADDRESS)).toEqual(Array(16).fill(0));
    const viewers = await db()
      .selectDistinct({ key: campaignViews.viewerKey })
      .from(campaignViews)
      .where(and(eq(campaignViews.campaignId, campaign!.id), like(campaignViews.viewerKey, 'd:%')));
    expect(viewers.length).toBeLessThanOrEqual(INSIGHT_VIEWERS_PER_ADDRESS);

    // A device the address already brought today still counts a product new to it.
    const again = await post('insights', batch(devices[0]!, [{ kind: 'product_view', id: '57' }]), address);
    expect(again.json().data.product_views).toBe(1);
    // A signed-in customer is not a new device: counted as usual from the same address.
    const customer = await signedInCustomer(t.app, 'caps-customer@example.com');
    const signedIn = await post(
      'insights',
      batch(randomUUID(), [{ kind: 'product_view', id: '58' }]),
      address,
      customer.headers,
    );
    expect(signedIn.json().data.product_views).toBe(1);
    // Another address brings its own.
    const elsewhere = await post(
      'insights',
      batch(randomUUID(), [{ kind: 'product_view', id: '58' }]),
      '203.0.113.32',
    );
    expect(elsewhere.json().data.product_views).toBe(1);
  });
});

const visit = (deviceId: string, n: number) => ({
  type: 'visit',
  product_id: null,
  utm_source: 'newsletter',
  device_id: deviceId,
  current_url: `http://localhost:3000/?utm_source=newsletter&n=${n}`,
  referrer: null,
  user_agent: 'x'.repeat(1000),
});

describe('POST analytics/tracking from one address', () => {
  it('stores at most TRACKING_ROWS_PER_ADDRESS rows a day, clicks and visits together', async () => {
    const address = '198.51.100.33';
    const answers = [];
    for (let n = 0; n < TRACKING_ROWS_PER_ADDRESS + 10; n++) {
      const body =
        n % 2 === 0
          ? visit(`caps-device-${n}`, n)
          : { ...visit(`caps-device-${n}`, n), type: 'click', affiliate_id: 'AFF-CAPS' };
      const res = await post('analytics/tracking', body, address);
      expect(res.statusCode, res.body).toBe(200);
      answers.push(res.json().data.recorded);
    }
    const devices = Array.from({ length: TRACKING_ROWS_PER_ADDRESS + 10 }, (_, n) => `caps-device-${n}`);
    const [clicks, events] = await Promise.all([
      db()
        .select({ id: affiliateClicks.id })
        .from(affiliateClicks)
        .where(inArray(affiliateClicks.deviceId, devices)),
      db()
        .select({ id: analyticsEvents.id })
        .from(analyticsEvents)
        .where(inArray(analyticsEvents.deviceId, devices)),
    ]);
    expect(clicks.length + events.length).toBe(TRACKING_ROWS_PER_ADDRESS);
    // Past the cap a click is answered as not recorded.
    expect(answers.slice(TRACKING_ROWS_PER_ADDRESS).filter(Boolean)).toEqual([]);
    // Another address is not held back.
    const other = await post(
      'analytics/tracking',
      { ...visit('caps-other', 0), type: 'click', affiliate_id: 'AFF-CAPS' },
      '203.0.113.33',
    );
    expect(other.json().data).toEqual({ recorded: true });
    const { rows } = await db().execute<{ n: number | string }>(
      sql`select count(*) as n from affiliate_clicks where device_id = 'caps-other'`,
    );
    expect(Number(rows[0]!.n)).toBe(1);
  });
});
