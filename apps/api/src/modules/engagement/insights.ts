import { createHash } from 'node:crypto';
import { lagosDay } from '@oja/contract/dates';
import type { InsightBatchAnswer, InsightBatchBody, InsightEvent } from '@oja/contract/engagement';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { campaigns, products, productViews } from '../../db/tables/catalog.ts';
import {
  addressDayQuotas,
  campaignViews,
  insightBatches,
  productViewAddresses,
} from '../../db/tables/engagement.ts';
import { clientAddressKey } from '../../lib/client-address.ts';
import { type Viewer, viewerKey } from '../../plugins/viewer.ts';

/** Views older than this are not counted: a device kept them offline for too long. */
export const OLDEST_VIEW_MS = 7 * 24 * 3_600_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who viewed: the customer or guest session when the batch came with their headers (the interval's
 * calls), else the device (a beacon carries no headers). The shop's client counts a product once
 * per device and day before it sends, so the two keys do not count one view twice.
 */
export function insightViewerKey(viewer: Viewer, request: FastifyRequest, deviceId: string): string {
  if (viewer.customer || viewer.guest) return viewerKey(viewer, request);
  return `d:${createHash('sha256').update(`oja-device:${deviceId}`).digest('base64url').slice(0, 22)}`;
}

/**
 * Distinct viewers counted per address, product and Lagos day (ADR 0037), times OJA_PER_IP_LIMIT_FACTOR
 * for many shoppers behind one carrier address: a script inventing device ids counts this many, not one
 * per id, and a household or office still counts a few.
 */
export const PRODUCT_VIEWS_PER_ADDRESS = 3;

/**
 * New viewers without an account (device ids of beacons, guest sessions) one address may bring in a
 * Lagos day (ADR 0074), times OJA_PER_IP_LIMIT_FACTOR: a household or an office is a few devices, each
 * seen as its session and its beacon; a script inventing device ids stores nothing past them.
 */
export const INSIGHT_VIEWERS_PER_ADDRESS = 24;

/**
 * Who a batch's views are counted for: the viewer, and the address it came from with its caps. A
 * viewer without an account (`account` false: a device or a guest session) is one of the address's
 * `viewersPerAddress` a day or counts and stores nothing; its views past the address's cap of a
 * product are not stored. A customer's are (for_you reads them), counting nothing.
 */
export type InsightSource = {
  viewerKey: string;
  addressKey: string;
  perAddress: number;
  account: boolean;
  viewersPerAddress: number;
};

/** The address a batch came from, as a hash (never the address itself). */
export const insightAddressKey = (request: FastifyRequest) =>
  `a:${createHash('sha256')
    .update(`oja-address:${clientAddressKey(request)}`)
    .digest('base64url')
    .slice(0, 22)}`;

/** The Lagos day an event is counted in; null for an event too old to count. A future time is now. */
function eventPeriod(at: string, now: Date): string | null {
  const time = Math.min(Date.parse(at), now.getTime());
  if (Number.isNaN(time) || time < now.getTime() - OLDEST_VIEW_MS) return null;
  return lagosDay(new Date(time));
}

type Counted = { kind: InsightEvent['kind']; itemId: number; period: string };

/** Product events name a uuid, a slug or a numeric id (as the page's address has it). */
async function productIds(tx: Tx, refs: string[]): Promise<Map<string, number>> {
  if (refs.length === 0) return new Map();
  const uuids = refs.filter((ref) => UUID.test(ref)).map((ref) => ref.toLowerCase());
  const ids = refs.filter((ref) => /^\d{1,9}$/.test(ref)).map(Number);
  const slugs = refs.filter((ref) => !UUID.test(ref) && !/^\d{1,9}$/.test(ref));
  const conditions: SQL[] = [];
  if (uuids.length) conditions.push(sql`${products.uuid}::text in ${uuids}`);
  if (ids.length) conditions.push(inArray(products.id, ids));
  if (slugs.length) conditions.push(inArray(products.slug, slugs));
  const rows = await tx
    .select({ id: products.id, uuid: products.uuid, slug: products.slug })
    .from(products)
    .where(or(...conditions));
  const found = new Map<string, number>();
  for (const row of rows) {
    found.set(row.uuid, row.id);
    found.set(row.slug, row.id);
    found.set(String(row.id), row.id);
  }
  return found;
}

async function campaignIds(tx: Tx, refs: string[]): Promise<Map<string, number>> {
  const uuids = refs.filter((ref) => UUID.test(ref)).map((ref) => ref.toLowerCase());
  if (uuids.length === 0) return new Map();
  const rows = await tx
    .select({ id: campaigns.id, uuid: campaigns.uuid })
    .from(campaigns)
    .where(sql`${campaigns.uuid}::text in ${uuids}`);
  return new Map(rows.map((row) => [row.uuid, row.id]));
}

/** One row per item and day, whatever the number of events for it in the batch. */
function distinct(views: Counted[]): Counted[] {
  const seen = new Map<string, Counted>();
  for (const view of views) seen.set(`${view.kind}|${view.itemId}|${view.period}`, view);
  return [...seen.values()];
}

/**
 * Of the views new for their viewer, those their address may still count: one statement takes a slot
 * of (day, product, address) while fewer than the cap are taken, and answers the views that got one.
 * The others stay in product_views (the viewer has seen the product, for for_you) but raise no count.
 */
async function countedFromAddress(
  tx: Tx,
  source: InsightSource,
  views: Array<{ productId: number; period: string }>,
): Promise<Array<{ productId: number; period: string }>> {
  if (views.length === 0) return [];
  const slot = productViewAddresses;
  return tx
    .insert(slot)
    .values(
      [...views]
        .sort((a, b) => a.productId - b.productId || a.period.localeCompare(b.period))
        .map((view) => ({ ...view, addressKey: source.addressKey, views: 1 })),
    )
    .onConflictDoUpdate({
      target: [slot.period, slot.productId, slot.addressKey],
      set: { views: sql`${slot.views} + 1` },
      setWhere: sql`${slot.views} < ${source.perAddress}`,
    })
    .returning({ productId: slot.productId, period: slot.period });
}

/**
 * Whether the viewer may count from this address today: one it brought already, or a new one while
 * the address has brought fewer than the cap (ADR 0074). A known viewer only reads the address's row;
 * only a new one within the cap writes (and so locks) it, so the shoppers behind one busy address do
 * not queue on it.
 */
async function admitViewer(tx: Tx, source: InsightSource, period: string): Promise<boolean> {
  const quota = addressDayQuotas;
  const key = source.viewerKey;
  const here = and(eq(quota.period, period), eq(quota.addressKey, source.addressKey));
  const [seen] = await tx
    .select({
      known: sql<boolean>`${key}::text = any(${quota.viewerKeys})`,
      count: sql<number>`cardinality(${quota.viewerKeys})`,
    })
    .from(quota)
    .where(here);
  if (seen?.known) return true;
  if (seen && Number(seen.count) >= source.viewersPerAddress) return false;
  const taken = await tx
    .insert(quota)
    .values({ period, addressKey: source.addressKey, viewerKeys: [key] })
    .onConflictDoUpdate({
      target: [quota.period, quota.addressKey],
      set: { viewerKeys: sql`${quota.viewerKeys} || array[${key}::text]` },
      setWhere: sql`not (${key}::text = any(${quota.viewerKeys})) and cardinality(${quota.viewerKeys}) < ${source.viewersPerAddress}`,
    })
    .returning({ period: quota.period });
  if (taken.length > 0) return true;
  // Another batch of the same viewer took its place meanwhile, or the last place went to another.
  const [after] = await tx
    .select({ known: sql<boolean>`${key}::text = any(${quota.viewerKeys})` })
    .from(quota)
    .where(here);
  return Boolean(after?.known);
}

/**
 * POST insights: counts a batch of product and campaign views in one transaction. A viewer without an
 * account must be one its address may bring today (ADR 0074), else nothing is stored. The batch id is
 * then claimed (a second copy finds it taken, waiting for the first to commit if they race, and
 * counts nothing); each view is one row per viewer, item and day (product_views, campaign_views). A
 * product view new to its viewer takes a slot of its address's cap for that product and day
 * (product_view_addresses) and raises products.total_views; past the cap it counts nothing and is
 * not stored, but for a customer's (for_you reads them). A batch that stored nothing leaves no batch
 * id: a copy of it would store nothing either. The batch's products are locked in id order first, so
 * concurrent batches over the same products queue instead of deadlocking (the address counters and
 * the viewer's rows of a product are only written under its lock).
 */
export async function countInsightBatch(
  db: Db,
  source: InsightSource,
  batch: InsightBatchBody,
  now = new Date(),
): Promise<InsightBatchAnswer> {
  const key = source.viewerKey;
  const nothing = { batch_id: batch.batch_id, duplicate: false, product_views: 0, campaign_views: 0 };
  return db.transaction(async (tx) => {
    if (!source.account && !(await admitViewer(tx, source, lagosDay(now)))) return nothing;
    const claimed = await tx
      .insert(insightBatches)
      .values({ batchId: batch.batch_id, viewerKey: key, events: batch.events.length })
      .onConflictDoNothing()
      .returning({ batchId: insightBatches.batchId });
    if (claimed.length === 0) return { ...nothing, duplicate: true };

    const refsOf = (kind: InsightEvent['kind']) => [
      ...new Set(batch.events.filter((event) => event.kind === kind).map((event) => event.id)),
    ];
    const [productById, campaignById] = await Promise.all([
      productIds(tx, refsOf('product_view')),
      campaignIds(tx, refsOf('campaign_view')),
    ]);
    const views: Counted[] = [];
    for (const event of batch.events) {
      const period = eventPeriod(event.at, now);
      const lookup = event.kind === 'product_view' ? productById : campaignById;
      const itemId = lookup.get(UUID.test(event.id) ? event.id.toLowerCase() : event.id);
      if (period && itemId !== undefined) views.push({ kind: event.kind, itemId, period });
    }
    const unique = distinct(views);
    const productRows = unique.filter((view) => view.kind === 'product_view');
    const campaignRows = unique.filter((view) => view.kind === 'campaign_view');

    const productsOfBatch = productRows.length > 0 ? await countProductViews(tx, source, productRows) : null;

    let campaignViewsCounted = 0;
    if (campaignRows.length > 0) {
      const inserted = await tx
        .insert(campaignViews)
        .values(
          campaignRows.map((view) => ({ campaignId: view.itemId, viewerKey: key, period: view.period })),
        )
        .onConflictDoNothing()
        .returning({ campaignId: campaignViews.campaignId });
      campaignViewsCounted = inserted.length;
    }

    if (!productsOfBatch?.stored && campaignViewsCounted === 0) {
      await tx.delete(insightBatches).where(eq(insightBatches.batchId, batch.batch_id));
    }
    return { ...nothing, product_views: productsOfBatch?.counted ?? 0, campaign_views: campaignViewsCounted };
  });
}

/**
 * The batch's product views: those new to the viewer take their address's slots, the ones that got
 * one are stored and counted; a customer's others are stored too, counting nothing. Answers how
 * many were counted and how many stored.
 */
async function countProductViews(
  tx: Tx,
  source: InsightSource,
  productRows: Counted[],
): Promise<{ counted: number; stored: number }> {
  const key = source.viewerKey;
  // Lock first, in id order, before the view rows' foreign keys take their share locks: an explicit
  // lock taken after them would wait on another batch's share lock while that batch waits on ours.
  // NO KEY UPDATE is what the update below needs and lets those share locks be.
  const candidates = [...new Set(productRows.map((view) => view.itemId))].sort((a, b) => a - b);
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, candidates))
    .orderBy(asc(products.id))
    .for('no key update');
  // Under those locks nobody else writes this viewer's rows of these products: what is not there yet
  // is new to the viewer.
  const seen = await tx
    .select({ productId: productViews.productId, period: productViews.period })
    .from(productViews)
    .where(and(eq(productViews.viewerKey, key), inArray(productViews.productId, candidates)));
  const known = new Set(seen.map((row) => `${row.productId}|${row.period}`));
  const fresh = productRows
    .filter((view) => !known.has(`${view.itemId}|${view.period}`))
    .map((view) => ({ productId: view.itemId, period: view.period }));
  const counted = await countedFromAddress(tx, source, fresh);
  const stored = source.account ? fresh : counted;
  if (stored.length > 0) {
    await tx
      .insert(productViews)
      .values(stored.map((view) => ({ productId: view.productId, viewerKey: key, period: view.period })))
      .onConflictDoNothing();
  }
  const perProduct = new Map<number, number>();
  for (const { productId } of counted) perProduct.set(productId, (perProduct.get(productId) ?? 0) + 1);
  if (perProduct.size > 0) {
    const increments = sql.join(
      [...perProduct].map(([id, n]) => sql`(${id}::int, ${n}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${products} set total_views = ${products.totalViews} + c.n
      from (values ${increments}) as c(id, n)
      where ${products.id} = c.id`);
  }
  return { counted: counted.length, stored: stored.length };
}
