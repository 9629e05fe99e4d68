import { lagosDay } from '@oja/contract/dates';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addressDayQuotas } from '../../db/tables/engagement.ts';

/**
 * Tracking rows (affiliate clicks and analytics events, up to about 3 KB each) one address may store
 * in a Lagos day (ADR 0074), times OJA_PER_IP_LIMIT_FACTOR. A shopper sends one when a page opens with
 * an affiliate code or a campaign's utm_source, so a household or an office stays far below it; the
 * route's rate limit alone (120 a minute) let one script store 170,000 a day.
 */
export const TRACKING_ROWS_PER_ADDRESS = 60;

/**
 * Takes one of the address's tracking rows of the day; false when they are all taken. One statement:
 * concurrent calls from an address queue on its row and cannot pass the cap together.
 */
export async function takeTrackingRow(db: Db, addressKey: string, cap: number, now = new Date()) {
  const quota = addressDayQuotas;
  const taken = await db
    .insert(quota)
    .values({ period: lagosDay(now), addressKey, trackingRows: 1 })
    .onConflictDoUpdate({
      target: [quota.period, quota.addressKey],
      set: { trackingRows: sql`${quota.trackingRows} + 1` },
      setWhere: sql`${quota.trackingRows} < ${cap}`,
    })
    .returning({ rows: quota.trackingRows });
  return taken.length > 0;
}
