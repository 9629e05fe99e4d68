import { randomUUID } from 'node:crypto';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaigns, products, productViews } from '../../db/tables/catalog.ts';
import {
  addressDayQuotas,
  affiliateClicks,
  analyticsEvents,
  campaignViews,
  insightBatches,
  newsletterConfirmations,
  productViewAddresses,
} from '../../db/tables/engagement.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import {
  INSIGHT_BATCH_KEEP_MS,
  PRUNE_INSIGHT_BATCHES,
  PRUNE_INSIGHT_BATCHES_CRON,
  pruneAddressDayQuotas,
  pruneInsightBatches,
  pruneNewsletterConfirmations,
  pruneTracking,
  pruneViewAddresses,
  pruneViews,
} from './insight-batches-prune.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

let t: TestApp;
const db = () => t.app.database.db;
const post = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/insights', payload, headers: {} });
const viewsOf = async (id: number) =>
  Number((await db().select({ v: products.totalViews }).from(products).where(eq(products.id, id)))[0]!.v);
const storedIds = async (ids: string[]) =>
  (
    await db()
      .select({ id: insightBatches.batchId })
      .from(insightBatches)
      .where(inArray(insightBatches.batchId, ids))
  )
    .map((row) => row.id)
    .sort();

/** A batch id as the server stored it `ageMs` ago. */
async function storedBatch(ageMs: number, now: Date): Promise<string> {
  const batchId = randomUUID();
  await db()
    .insert(insightBatches)
    .values({ batchId, viewerKey: 'd:prune-test', events: 1, createdAt: new Date(now.getTime() - ageMs) });
  return batchId;
}

beforeAll(async () => {
  t = await buildTestApp({ products: 20 });
});
afterAll(() => t.close());

describe('pruning insight_batches', () => {
  it('keeps batch ids for 8 days: the 7 days a view counts, and one more', () => {
    expect(INSIGHT_BATCH_KEEP_MS).toBe(8 * DAY_MS);
  });

  it('deletes the batch ids older than the window and keeps the recent ones', async () => {
    const now = new Date();
    const old = [await storedBatch(8 * DAY_MS + HOUR_MS, now), await storedBatch(30 * DAY_MS, now)];
    const recent = [
      await storedBatch(0, now),
      await storedBatch(7 * DAY_MS, now),
      await storedBatch(8 * DAY_MS - HOUR_MS, now),
    ];

    expect(await pruneInsightBatches(db(), now)).toBe(2);
    expect(await storedIds([...old, ...recent])).toEqual([...recent].sort());
    // Nothing left to prune: a second run deletes nothing.
    expect(await pruneInsightBatches(db(), now)).toBe(0);
  });

  it('deletes more rows than one chunk in one run', async () => {
    const now = new Date();
    const created = new Date(now.getTime() - 9 * DAY_MS);
    const ids = Array.from({ length: 5001 }, () => randomUUID());
    await db()
      .insert(insightBatches)
      .values(ids.map((batchId) => ({ batchId, viewerKey: 'd:prune-bulk', events: 1, createdAt: created })));
    expect(await pruneInsightBatches(db(), now)).toBe(5001);
    const { rows } = await db().execute<{ n: number | string }>(
      sql`select count(*) as n from insight_batches where viewer_key = 'd:prune-bulk'`,
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('a batch resent inside the window after a prune still counts once', async () => {
    const [product] = await db().select({ id: products.id }).from(products).limit(1);
    const before = await viewsOf(product!.id);
    const batch = {
      batch_id: randomUUID(),
      device_id: 'device-prune-resend',
      events: [{ kind: 'product_view', id: String(product!.id), at: new Date().toISOString() }],
    };
    const first = await post(batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ duplicate: false, product_views: 1 });

    // The hourly prune runs (a day later, say) before the client's copy comes back.
    await pruneInsightBatches(db(), new Date(Date.now() + DAY_MS));
    const again = await post(batch);
    expect(again.json().data).toMatchObject({ duplicate: true, product_views: 0 });
    expect(await viewsOf(product!.id)).toBe(before + 1);
  });
});

describe('pruning product_view_addresses', () => {
  it('deletes the per-address counters of days older than 8 days and keeps the others', async () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const rows = ['2026-11-10', '2026-11-17', '2026-11-18', '2026-11-26'].map((period) => ({
      period,
      productId: 1,
      addressKey: 'a:prune-test',
      views: 2,
    }));
    await db().insert(productViewAddresses).values(rows);
    expect(await pruneViewAddresses(db(), now)).toBe(2);
    const left = await db()
      .select({ period: productViewAddresses.period })
      .from(productViewAddresses)
      .where(eq(productViewAddresses.addressKey, 'a:prune-test'));
    expect(left.map((row) => row.period).sort()).toEqual(['2026-11-18', '2026-11-26']);
    expect(await pruneViewAddresses(db(), now)).toBe(0);
  });
});

describe('pruning newsletter_confirmations', () => {
  it('deletes the confirmations whose link has expired, opened or not, and keeps the live ones', async () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const row = (name: string, expiresAt: string, confirmedAt: string | null = null) => ({
      email: `${name}@prune.test`,
      preferences: ['deals'],
      frequency: 'weekly',
      tokenHash: `prune-${name}-${randomUUID()}`,
      expiresAt: new Date(expiresAt),
      confirmedAt: confirmedAt ? new Date(confirmedAt) : null,
    });
    await db()
      .insert(newsletterConfirmations)
      .values([
        row('expired', '2026-11-25T12:00:00Z'),
        row('opened', '2026-11-26T11:00:00Z', '2026-11-24T10:00:00Z'),
        row('live', '2026-11-27T12:00:00Z'),
      ]);
    expect(await pruneNewsletterConfirmations(db(), now)).toBe(2);
    const left = await db()
      .select({ email: newsletterConfirmations.email })
      .from(newsletterConfirmations)
      .where(sql`${newsletterConfirmations.email} like '%@prune.test'`);
    expect(left.map((one) => one.email)).toEqual(['live@prune.test']);
    expect(await pruneNewsletterConfirmations(db(), now)).toBe(0);
  });
});

describe('pruning tracking rows (issue 53)', () => {
  it('deletes affiliate clicks and analytics events older than the retention, and keeps the others', async () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const click = (deviceId: string, createdAt: Date) => ({
      affiliateId: 'AFF-PRUNE',
      deviceId,
      currentUrl: 'http://localhost:3000/',
      createdAt,
    });
    await db()
      .insert(affiliateClicks)
      .values([click('prune-old', at(91)), click('prune-kept', at(89)), click('prune-new', at(0))]);
    await db()
      .insert(analyticsEvents)
      .values([
        { type: 'visit', deviceId: 'prune-old', createdAt: at(400) },
        { type: 'visit', deviceId: 'prune-kept', createdAt: at(30) },
      ]);
    expect(await pruneTracking(db(), 90, now)).toBe(2);
    const clicks = await db()
      .select({ device: affiliateClicks.deviceId })
      .from(affiliateClicks)
      .where(eq(affiliateClicks.affiliateId, 'AFF-PRUNE'));
    expect(clicks.map((row) => row.device).sort()).toEqual(['prune-kept', 'prune-new']);
    const events = await db()
      .select({ device: analyticsEvents.deviceId })
      .from(analyticsEvents)
      .where(inArray(analyticsEvents.deviceId, ['prune-old', 'prune-kept']));
    expect(events).toEqual([{ device: 'prune-kept' }]);
    expect(await pruneTracking(db(), 90, now)).toBe(0);
  });
});

describe('pruning views (issue 53)', () => {
  it("deletes views older than 8 days but a customer's, and a customer's past the retention", async () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const view = (viewerKey: string, days: number) => ({
      productId: 2,
      viewerKey,
      period: `prune-${viewerKey}-${days}`,
      createdAt: at(days),
    });
    await db()
      .insert(productViews)
      .values([
        view('d:prune-device', 9),
        view('d:prune-device', 7),
        view('g:prune-guest', 9),
        view('u:prune-customer', 9),
        view('u:prune-customer', 91),
      ]);
    const [campaign] = await db().select({ id: campaigns.id }).from(campaigns).limit(1);
    await db()
      .insert(campaignViews)
      .values([
        { campaignId: campaign!.id, viewerKey: 'd:prune-device', period: 'prune-old', createdAt: at(9) },
        { campaignId: campaign!.id, viewerKey: 'd:prune-device', period: 'prune-new', createdAt: at(1) },
      ]);

    expect(await pruneViews(db(), 90, now)).toBe(4);
    const left = await db()
      .select({ key: productViews.viewerKey, period: productViews.period })
      .from(productViews)
      .where(like(productViews.period, 'prune-%'));
    expect(left.map((row) => row.period).sort()).toEqual([
      'prune-d:prune-device-7',
      'prune-u:prune-customer-9',
    ]);
    const campaignLeft = await db()
      .select({ period: campaignViews.period })
      .from(campaignViews)
      .where(like(campaignViews.period, 'prune-%'));
    expect(campaignLeft).toEqual([{ period: 'prune-new' }]);
    expect(await pruneViews(db(), 90, now)).toBe(0);
  });
});

describe('pruning address_day_quotas (issue 53)', () => {
  it('deletes the per-address quotas of days before yesterday, and keeps the others', async () => {
    const now = new Date('2026-11-26T12:00:00Z');
    await db()
      .insert(addressDayQuotas)
      .values(
        ['2026-11-01', '2026-11-24', '2026-11-25', '2026-11-26'].map((period) => ({
          period,
          addressKey: 'a:prune-quota',
          viewerKeys: ['d:one'],
          trackingRows: 3,
        })),
      );
    expect(await pruneAddressDayQuotas(db(), now)).toBe(2);
    const left = await db()
      .select({ period: addressDayQuotas.period })
      .from(addressDayQuotas)
      .where(eq(addressDayQuotas.addressKey, 'a:prune-quota'));
    expect(left.map((row) => row.period).sort()).toEqual(['2026-11-25', '2026-11-26']);
  });
});

describe('the prune job', () => {
  it('is scheduled hourly once the server listens, and its worker prunes', async () => {
    const { database } = t.app;
    const scheduled = async () =>
      (
        await database.db.execute<{ cron: string }>(
          sql`select cron from pgboss.schedule where name = ${PRUNE_INSIGHT_BATCHES}`,
        )
      ).rows;
    // Building the app (tests, the seed) schedules nothing.
    expect(await scheduled()).toEqual([]);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // The schedule is written by the onListen hooks, which listen() does not wait for.
    await vi.waitFor(async () => expect(await scheduled()).toEqual([{ cron: PRUNE_INSIGHT_BATCHES_CRON }]), {
      timeout: 10_000,
      interval: 200,
    });

    // A job of the queue (as the schedule queues it) runs in the listening process.
    const old = await storedBatch(9 * DAY_MS, new Date());
    // Tracking rows past the default retention (90 days) go in the same run.
    await db()
      .insert(affiliateClicks)
      .values({
        affiliateId: 'AFF-JOB',
        deviceId: 'prune-job',
        createdAt: new Date(Date.now() - 91 * DAY_MS),
      });
    await database.db.transaction((tx) =>
      t.app.jobs.sendInTransaction(tx, PRUNE_INSIGHT_BATCHES, {}, { startAfter: new Date() }),
    );
    await vi.waitFor(async () => expect(await storedIds([old])).toEqual([]), {
      timeout: 20_000,
      interval: 250,
    });
    await vi.waitFor(
      async () =>
        expect(
          await db().select().from(affiliateClicks).where(eq(affiliateClicks.affiliateId, 'AFF-JOB')),
        ).toEqual([]),
      { timeout: 10_000, interval: 250 },
    );
  }, 40_000);
});
