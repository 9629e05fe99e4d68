import { lagosDay } from '@oja/contract/dates';
import { inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { productViews } from '../../db/tables/catalog.ts';
import {
  addressDayQuotas,
  affiliateClicks,
  analyticsEvents,
  campaignViews,
  insightBatches,
  newsletterConfirmations,
  productViewAddresses,
} from '../../db/tables/engagement.ts';
import { OLDEST_VIEW_MS } from './insights.ts';

/**
 * Pruning of `insight_batches`, the ids of view-insight batches already counted (ADR 0020). A batch id
 * only has to be remembered while a resent copy could still count: a client resends a batch that has
 * not surely arrived, at its next try (15 s), by beacon, or on the next visit after days offline, and
 * the server counts no view older than 7 days. A copy arriving more than 7 days after the first one
 * carries only views older than that (a batch holds views made before it was first sent), so 8 days
 * (one more for a device clock running ahead) is as long as an id can matter.
 */
export const INSIGHT_BATCH_KEEP_MS = OLDEST_VIEW_MS + 24 * 3_600_000;
export const PRUNE_INSIGHT_BATCHES = 'prune-insight-batches';
/** Every hour (at :17, away from the top of the hour), so each run deletes about an hour of rows. */
export const PRUNE_INSIGHT_BATCHES_CRON = '17 * * * *';
/** Rows per delete: short transactions, whatever has piled up (a server that was down for days). */
const CHUNK = 5000;

/** Deletes the batch ids older than the keep window; answers how many. */
export async function pruneInsightBatches(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - INSIGHT_BATCH_KEEP_MS);
  let pruned = 0;
  for (;;) {
    const doomed = db
      .select({ batchId: insightBatches.batchId })
      .from(insightBatches)
      .where(lt(insightBatches.createdAt, before))
      .limit(CHUNK);
    const deleted = await db
      .delete(insightBatches)
      .where(inArray(insightBatches.batchId, doomed))
      .returning({ batchId: insightBatches.batchId });
    pruned += deleted.length;
    if (deleted.length < CHUNK) return pruned;
  }
}

/**
 * Deletes the per-address view counters (ADR 0037) of days no view can be counted in any more: the
 * same 8 days, by the Lagos day that leads their key. Answers how many.
 */
export async function pruneViewAddresses(db: Db, now = new Date()): Promise<number> {
  const before = lagosDay(new Date(now.getTime() - INSIGHT_BATCH_KEEP_MS));
  const slot = productViewAddresses;
  let pruned = 0;
  for (;;) {
    const deleted = await db.execute(sql`
      delete from ${slot} where (${slot.period}, ${slot.productId}, ${slot.addressKey}) in (
        select ${slot.period}, ${slot.productId}, ${slot.addressKey} from ${slot}
        where ${slot.period} < ${before} limit ${CHUNK})
      returning 1`);
    pruned += deleted.rows.length;
    if (deleted.rows.length < CHUNK) return pruned;
  }
}

/**
 * Deletes newsletter confirmations (ADR 0038) whose link has expired, opened or not: an expired link
 * confirms nothing, and an opened one cannot be used twice. Answers how many.
 */
export async function pruneNewsletterConfirmations(db: Db, now = new Date()): Promise<number> {
  let pruned = 0;
  for (;;) {
    const doomed = db
      .select({ id: newsletterConfirmations.id })
      .from(newsletterConfirmations)
      .where(lt(newsletterConfirmations.expiresAt, now))
      .limit(CHUNK);
    const deleted = await db
      .delete(newsletterConfirmations)
      .where(inArray(newsletterConfirmations.id, doomed))
      .returning({ id: newsletterConfirmations.id });
    pruned += deleted.length;
    if (deleted.length < CHUNK) return pruned;
  }
}

/**
 * Deletes the tracking rows (affiliate clicks and analytics events, ADR 0074) older than `keepDays`
 * (OJA_TRACKING_KEEP_DAYS): nothing else bounds them, as every click and visit is a row. The
 * affiliate report counts only the clicks still kept. Answers how many.
 */
export async function pruneTracking(db: Db, keepDays: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - keepDays * 24 * 3_600_000);
  let pruned = 0;
  for (const table of [affiliateClicks, analyticsEvents]) {
    for (;;) {
      const doomed = db.select({ id: table.id }).from(table).where(lt(table.createdAt, before)).limit(CHUNK);
      const deleted = await db.delete(table).where(inArray(table.id, doomed)).returning({ id: table.id });
      pruned += deleted.length;
      if (deleted.length < CHUNK) break;
    }
  }
  return pruned;
}

/**
 * Deletes view rows (product_views, campaign_views) that nothing needs any more (ADR 0074): a view
 * row of a device or a guest session only keeps a second view from counting, which no view older than
 * 7 days can (INSIGHT_BATCH_KEEP_MS, as the batch ids); a customer's also feeds for_you, and goes after
 * `keepDays` (OJA_TRACKING_KEEP_DAYS). Answers how many.
 */
export async function pruneViews(db: Db, keepDays: number, now = new Date()): Promise<number> {
  const anonymousBefore = new Date(now.getTime() - INSIGHT_BATCH_KEEP_MS);
  const everyoneBefore = new Date(now.getTime() - keepDays * 24 * 3_600_000);
  let pruned = 0;
  const views = [
    { table: productViews, item: productViews.productId },
    { table: campaignViews, item: campaignViews.campaignId },
  ];
  for (const { table, item } of views) {
    for (const which of [
      sql`${table.createdAt} < ${anonymousBefore} and ${table.viewerKey} not like 'u:%'`,
      sql`${table.createdAt} < ${everyoneBefore}`,
    ]) {
      for (;;) {
        const deleted = await db.execute(sql`
          delete from ${table} where (${item}, ${table.viewerKey}, ${table.period}) in (
            select ${item}, ${table.viewerKey}, ${table.period} from ${table} where ${which} limit ${CHUNK})
          returning 1`);
        pruned += deleted.rows.length;
        if (deleted.rows.length < CHUNK) break;
      }
    }
  }
  return pruned;
}

/**
 * Deletes the per-address quotas of the days before yesterday (ADR 0074): only today's is read;
 * yesterday's stays for a look at what an address did. Answers how many.
 */
export async function pruneAddressDayQuotas(db: Db, now = new Date()): Promise<number> {
  const yesterday = lagosDay(new Date(now.getTime() - 24 * 3_600_000));
  let pruned = 0;
  for (;;) {
    const deleted = await db.execute(sql`
      delete from ${addressDayQuotas} where (${addressDayQuotas.period}, ${addressDayQuotas.addressKey}) in (
        select ${addressDayQuotas.period}, ${addressDayQuotas.addressKey} from ${addressDayQuotas}
        where ${addressDayQuotas.period} < ${yesterday} limit ${CHUNK})
      returning 1`);
    pruned += deleted.rows.length;
    if (deleted.rows.length < CHUNK) return pruned;
  }
}

/** The hourly pg-boss schedule and its worker (whichever API process is listening runs it). */
export async function startInsightBatchPruning(app: FastifyInstance) {
  const { db } = app.database;
  await app.jobs.work(PRUNE_INSIGHT_BATCHES, async () => {
    const pruned = await pruneInsightBatches(db);
    if (pruned > 0) app.log.info({ pruned }, 'old insight batch ids pruned');
    const counters = await pruneViewAddresses(db);
    if (counters > 0) app.log.info({ pruned: counters }, 'old per-address view counters pruned');
    const confirmations = await pruneNewsletterConfirmations(db);
    if (confirmations > 0) app.log.info({ pruned: confirmations }, 'expired newsletter confirmations pruned');
    const views = await pruneViews(db, app.config.trackingKeepDays);
    if (views > 0) app.log.info({ pruned: views }, 'old view rows pruned');
    const quotas = await pruneAddressDayQuotas(db);
    if (quotas > 0) app.log.info({ pruned: quotas }, 'old per-address quotas pruned');
    const tracking = await pruneTracking(db, app.config.trackingKeepDays);
    if (tracking > 0) app.log.info({ pruned: tracking }, 'tracking rows past their retention pruned');
  });
  await app.jobs.schedule(PRUNE_INSIGHT_BATCHES, PRUNE_INSIGHT_BATCHES_CRON);
}
