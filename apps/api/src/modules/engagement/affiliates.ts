import type { AnalyticsTrackingBody, AnalyticsUnlinkBody } from '@oja/contract/engagement';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/tables/catalog.ts';
import { affiliateClicks, analyticsEvents } from '../../db/tables/engagement.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The products's row id for what a page's address or a client names: a numeric id, a uuid or a slug.
 * Unknown products give null: a click still counts when the product has gone.
 */
async function productIdOf(db: Db, ref: string | null | undefined): Promise<number | null> {
  if (!ref) return null;
  const where = /^\d{1,9}$/.test(ref)
    ? eq(products.id, Number(ref))
    : UUID.test(ref)
      ? sql`${products.uuid} = ${ref.toLowerCase()}::uuid`
      : eq(products.slug, ref);
  const [row] = await db.select({ id: products.id }).from(products).where(where).limit(1);
  return row?.id ?? null;
}

/**
 * POST analytics/tracking. A call with an affiliate code is a click through that code: one
 * affiliate_clicks row, status clicked, counted by the affiliate report. Other tracking (a campaign's
 * utm_source without a code) is kept as an analytics event.
 */
export async function recordTracking(db: Db, body: AnalyticsTrackingBody): Promise<{ recorded: boolean }> {
  const productId = await productIdOf(db, body.product_id);
  if (body.affiliate_id) {
    await db.insert(affiliateClicks).values({
      affiliateId: body.affiliate_id,
      deviceId: body.device_id,
      productId,
      currentUrl: body.current_url,
      referrer: body.referrer ?? null,
      userAgent: body.user_agent ?? null,
      utmSource: body.utm_source ?? null,
    });
    return { recorded: true };
  }
  await db.insert(analyticsEvents).values({
    type: body.type,
    productId,
    deviceId: body.device_id,
    payload: {
      current_url: body.current_url,
      referrer: body.referrer ?? null,
      utm_source: body.utm_source ?? null,
      user_agent: body.user_agent ?? null,
    },
  });
  return { recorded: false };
}

/**
 * POST analytics/tracking/unlink: the device's stored code was replaced by another (overwritten) or
 * ran out after 7 days (expired). The device's open clicks through that code are closed with the
 * status; a code with no open click (already unlinked, or its click was never sent) changes nothing,
 * so a repeated call is harmless.
 */
export async function unlinkClicks(db: Db, body: AnalyticsUnlinkBody): Promise<{ unlinked: number }> {
  const open = await db
    .select({ id: affiliateClicks.id })
    .from(affiliateClicks)
    .where(
      and(
        eq(affiliateClicks.affiliateId, body.affiliate_id),
        eq(affiliateClicks.deviceId, body.device_id),
        eq(affiliateClicks.status, 'clicked'),
      ),
    )
    .orderBy(desc(affiliateClicks.id))
    .limit(100);
  if (open.length === 0) return { unlinked: 0 };
  const closed = await db
    .update(affiliateClicks)
    .set({
      status: body.status,
      overwrittenBy: body.status === 'overwritten' ? body.overwritten_by : null,
    })
    .where(
      and(
        inArray(
          affiliateClicks.id,
          open.map((row) => row.id),
        ),
        eq(affiliateClicks.status, 'clicked'),
      ),
    )
    .returning({ id: affiliateClicks.id });
  return { unlinked: closed.length };
}
