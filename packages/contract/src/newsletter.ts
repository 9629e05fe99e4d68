import { z } from 'zod';
import { messages } from './messages.ts';
import { email } from './rules.ts';

/**
 * The newsletter (issue 12): POST newsletter/subscribe from the footer (guests too) and the
 * customer's /account/newsletter-preference. Supersedes the first sketch in engagement.ts.
 */

/** What the newsletter can be about, with the words the preference page shows. */
export const NEWSLETTER_TOPIC_LABELS = {
  deals: 'Deals and discounts',
  new_arrivals: 'New arrivals',
  flash_sales: 'Flash sales',
  fashion: 'Fashion',
  phones_and_tablets: 'Phones & Tablets',
  electronics: 'Electronics',
  health_and_beauty: 'Health & Beauty',
  home_and_office: 'Home & Office',
} as const;
export type NewsletterTopic = keyof typeof NEWSLETTER_TOPIC_LABELS;
export const NEWSLETTER_TOPICS = Object.keys(NEWSLETTER_TOPIC_LABELS) as [
  NewsletterTopic,
  ...NewsletterTopic[],
];
export const NEWSLETTER_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type NewsletterFrequency = (typeof NEWSLETTER_FREQUENCIES)[number];
export const DEFAULT_NEWSLETTER_FREQUENCY: NewsletterFrequency = 'weekly';

const topics = z
  .array(z.enum(NEWSLETTER_TOPICS))
  .max(NEWSLETTER_TOPICS.length)
  .transform((list) => [...new Set(list)]);
const frequency = z.enum(NEWSLETTER_FREQUENCIES);

/**
 * POST newsletter/subscribe: an email, and optionally topics (every topic when left out) and a
 * frequency (weekly). A confirmation mail goes to that address.
 */
export const newsletterSubscribeBody = z.object({
  email,
  topics: topics.refine((list) => list.length > 0, { error: messages.newsletterTopicRequired }).optional(),
  frequency: frequency.default(DEFAULT_NEWSLETTER_FREQUENCY),
});
export type NewsletterSubscribeBody = z.infer<typeof newsletterSubscribeBody>;

/** POST newsletter/subscribe answers the address and what it will receive. */
export const newsletterSubscribeAnswer = z.object({
  email: z.string(),
  topics: z.array(z.enum(NEWSLETTER_TOPICS)),
  frequency,
});
export type NewsletterSubscribeAnswer = z.infer<typeof newsletterSubscribeAnswer>;

/** POST newsletter/confirm: the token of the link mailed by newsletter/subscribe (double opt-in). */
export const newsletterConfirmBody = z.object({ token: z.string().trim().min(1).max(2000) });
export type NewsletterConfirmBody = z.infer<typeof newsletterConfirmBody>;

/** GET newsletter/preference: the choices for the customer's own email (not subscribed until chosen). */
export const newsletterPreferenceAnswer = z.object({
  email: z.string(),
  subscribed: z.boolean(),
  topics: z.array(z.enum(NEWSLETTER_TOPICS)),
  frequency,
});
export type NewsletterPreferenceAnswer = z.infer<typeof newsletterPreferenceAnswer>;

/** PUT newsletter/preference: topics and frequency, or `subscribed: false` to opt out. */
export const newsletterPreferenceBody = z
  .object({
    subscribed: z.boolean(),
    topics: topics.default([]),
    frequency: frequency.default(DEFAULT_NEWSLETTER_FREQUENCY),
  })
  .refine((body) => !body.subscribed || body.topics.length > 0, {
    error: messages.newsletterTopicRequired,
    path: ['topics'],
  });
export type NewsletterPreferenceBody = z.infer<typeof newsletterPreferenceBody>;
