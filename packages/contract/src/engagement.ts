import { z } from 'zod';
import { INSIGHT_BATCH_MAX } from './constants.ts';
import { entityUuid, isoDateTime } from './ids.ts';

/** Affiliate and analytics tracking, IP info and view insights (the newsletter's schemas are in newsletter.ts). */

const url = z.string().trim().max(2000);
const deviceId = z.string().trim().min(1).max(200);
const affiliateId = z.string().trim().min(1).max(100);

// The web may send a numeric product id or a uuid; the server stores it as text.
const productId = z.union([z.string().trim().min(1).max(100), z.number().int().positive()]).transform(String);

/** POST analytics/tracking */
export const analyticsTrackingBody = z.object({
  type: z.string().trim().min(1).max(50),
  product_id: productId.nullable().optional(),
  affiliate_id: affiliateId.nullable().optional(),
  utm_source: z.string().trim().max(200).nullable().optional(),
  device_id: deviceId,
  current_url: url.min(1),
  referrer: url.nullable().optional(),
  user_agent: z.string().max(1000).nullable().optional(),
});
export type AnalyticsTrackingBody = z.infer<typeof analyticsTrackingBody>;

/** The answer of POST analytics/tracking: whether an affiliate click was recorded. */
export const analyticsTrackingAnswer = z.object({ recorded: z.boolean() });
export type AnalyticsTrackingAnswer = z.infer<typeof analyticsTrackingAnswer>;

/** POST analytics/tracking/unlink: a stored affiliate code was replaced or ran out (7 days). */
export const analyticsUnlinkBody = z.object({
  type: z.literal('click'),
  affiliate_id: affiliateId,
  overwritten_by: affiliateId.nullable(),
  device_id: deviceId,
  status: z.enum(['overwritten', 'expired']),
  current_url: url.min(1),
  referrer: url.nullable(),
  user_agent: z.string().max(1000),
});
export type AnalyticsUnlinkBody = z.infer<typeof analyticsUnlinkBody>;

/** The answer of POST analytics/tracking/unlink: the recorded clicks it closed (0 when none was open). */
export const analyticsUnlinkAnswer = z.object({ unlinked: z.number().int().nonnegative() });
export type AnalyticsUnlinkAnswer = z.infer<typeof analyticsUnlinkAnswer>;

/**
 * GET ip-info: the country of the caller's address, from a database shipped with the server.
 * `is_default` says the place is the Lagos default (a Nigerian, private, local or unknown address),
 * whose `state_code` is the delivery region's station code (GET logistics/states) that checkout
 * preselects; a foreign address has its country and no region.
 */
export const ipInfoAnswer = z.object({
  ip: z.string(),
  country: z.string(),
  country_code: z.string(),
  state: z.string().nullable().optional(),
  state_code: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  is_default: z.boolean().optional(),
});
export type IpInfoAnswer = z.infer<typeof ipInfoAnswer>;

export const INSIGHT_KINDS = ['product_view', 'campaign_view'] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

export const insightEvent = z.object({
  kind: z.enum(INSIGHT_KINDS),
  /** The product (uuid, slug or numeric id, as its page's address has it) or the campaign uuid. */
  id: z.string().trim().min(1).max(200),
  at: isoDateTime,
});
export type InsightEvent = z.infer<typeof insightEvent>;

/**
 * POST insights: views collected on the client and sent in batches. `batch_id` is chosen by the
 * client once per batch and kept when the batch is sent again (a retry, or the beacon of a page
 * being hidden while the interval's call is still on its way): a batch id counts once.
 */
export const insightBatchBody = z.object({
  batch_id: entityUuid,
  device_id: deviceId,
  events: z.array(insightEvent).min(1).max(INSIGHT_BATCH_MAX),
});
export type InsightBatchBody = z.infer<typeof insightBatchBody>;

export const insightBatchAnswer = z.object({
  batch_id: entityUuid,
  /** True when this batch id had been counted before: nothing was counted again. */
  duplicate: z.boolean(),
  /** New views counted (one per viewer, item and day); events of unknown items are skipped. */
  product_views: z.number().int().nonnegative(),
  campaign_views: z.number().int().nonnegative(),
});
export type InsightBatchAnswer = z.infer<typeof insightBatchAnswer>;
