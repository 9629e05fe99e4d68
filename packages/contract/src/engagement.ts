import { z } from 'zod';
import { INSIGHT_BATCH_MAX } from './constants.ts';
import { isoDateTime } from './ids.ts';
import { email } from './rules.ts';

/** Affiliate and analytics tracking, newsletter, IP info and view insights. */

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

/** POST newsletter/subscribe */
export const newsletterSubscribeBody = z.object({
  email,
  preferences: z.array(z.string().trim().min(1).max(50)).max(20).optional(),
});
export type NewsletterSubscribeBody = z.infer<typeof newsletterSubscribeBody>;

/** GET/PUT newsletter preferences (/account/newsletter-preference). */
export const newsletterPreferencesAnswer = z.object({
  subscribed: z.boolean(),
  preferences: z.array(z.string()),
});
export type NewsletterPreferencesAnswer = z.infer<typeof newsletterPreferencesAnswer>;
export const newsletterPreferencesBody = newsletterPreferencesAnswer;

/** GET ip-info */
export const ipInfoAnswer = z.object({
  ip: z.string(),
  country: z.string(),
  country_code: z.string(),
  state: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
});
export type IpInfoAnswer = z.infer<typeof ipInfoAnswer>;

export const insightEvent = z.object({
  kind: z.enum(['product_view', 'campaign_view']),
  /** The product or campaign uuid. */
  id: z.string().trim().min(1).max(100),
  at: isoDateTime,
});
export type InsightEvent = z.infer<typeof insightEvent>;

/** POST insights: views collected on the client and sent in batches. */
export const insightBatchBody = z.object({
  events: z.array(insightEvent).min(1).max(INSIGHT_BATCH_MAX),
});
export type InsightBatchBody = z.infer<typeof insightBatchBody>;
