import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, publicUuid, timestamptz } from '../columns.ts';
import { campaigns, products } from './catalog.ts';
import { users } from './identity.ts';

export const affiliateClickStatus = pgEnum('affiliate_click_status', ['clicked', 'overwritten', 'expired']);

/**
 * Short notices of the account's events (order moves, wallet movements, price drops and restocks of
 * saved items), with read state.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // What the notice is about (NotificationKind: 'order', 'wallet', 'price_drop', 'back_in_stock');
    // the web picks an icon by it.
    kind: text('kind').notNull().default('order'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    // A path of the shop to open from the notice, e.g. /account/order/OJA-7KQ2M9XD.
    link: text('link'),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt),
    // The unread count in the header is asked on every page.
    index('notifications_user_id_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** Messages to the customer: copies of order mails and appeal answers, read in the account inbox. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('order'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('inbox_messages_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('inbox_messages_user_id_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The topics chosen (NEWSLETTER_TOPICS in the contract).
    preferences: text('preferences').array().notNull().default(sql`'{}'::text[]`),
    frequency: text('frequency').notNull().default('weekly'),
    subscribed: boolean('subscribed').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_user_id_idx').on(t.userId).where(sql`${t.userId} is not null`),
    check('newsletter_subscriptions_frequency_check', sql`${t.frequency} in ('daily', 'weekly', 'monthly')`),
  ],
);

/**
 * Subscriptions asked for from the footer, waiting for the address's owner to open the mailed link
 * (double opt-in): nothing is subscribed until then, so no one can sign another person up.
 */
export const newsletterConfirmations = pgTable(
  'newsletter_confirmations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    preferences: text('preferences').array().notNull(),
    frequency: text('frequency').notNull(),
    // Only a hash is kept, as for email_tokens: a database leak hands out no working links.
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('newsletter_confirmations_email_idx').on(t.email),
    check('newsletter_confirmations_frequency_check', sql`${t.frequency} in ('daily', 'weekly', 'monthly')`),
  ],
);

export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    affiliateId: text('affiliate_id').notNull(),
    deviceId: text('device_id').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    currentUrl: text('current_url'),
    referrer: text('referrer'),
    userAgent: text('user_agent'),
    utmSource: text('utm_source'),
    status: affiliateClickStatus('status').notNull().default('clicked'),
    overwrittenBy: text('overwritten_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('affiliate_clicks_affiliate_id_created_at_idx').on(t.affiliateId, t.createdAt),
    index('affiliate_clicks_device_id_idx').on(t.deviceId),
    // The prune job deletes clicks past the tracking retention (OJA_TRACKING_KEEP_DAYS) by their time.
    index('affiliate_clicks_created_at_idx').on(t.createdAt),
  ],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    deviceId: text('device_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    payload: jsonb('payload'),
    createdAt: createdAt(),
  },
  (t) => [
    index('analytics_events_type_created_at_idx').on(t.type, t.createdAt),
    index('analytics_events_product_id_idx').on(t.productId),
    index('analytics_events_created_at_idx').on(t.createdAt),
  ],
);

/**
 * View insight batches already counted: the client picks the batch id and keeps it on a resend, so a
 * batch sent twice (a retry, or the beacon of a hidden page racing the interval's call) counts once.
 * Rows older than a few days can be deleted: a client never resends a batch that old.
 */
export const insightBatches = pgTable(
  'insight_batches',
  {
    batchId: uuid('batch_id').primaryKey(),
    viewerKey: text('viewer_key').notNull(),
    events: integer('events').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('insight_batches_created_at_idx').on(t.createdAt)],
);

// Campaign views, one row per viewer per campaign per day (as product_views), counted from batches.
export const campaignViews = pgTable(
  'campaign_views',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    period: text('period').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'campaign_views_pkey', columns: [t.campaignId, t.viewerKey, t.period] }),
    index('campaign_views_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Product views counted per address (a hash of the IP, as viewerKey's) per product and Lagos day
 * (ADR 0037): past PRODUCT_VIEWS_PER_ADDRESS a new device from the same address is recorded in
 * product_views but not counted. Keyed day first so pruning deletes by a key prefix; no foreign key
 * (a row is a counter that lives 8 days, and products are not deleted while they are viewed).
 */
export const productViewAddresses = pgTable(
  'product_view_addresses',
  {
    period: text('period').notNull(),
    productId: integer('product_id').notNull(),
    addressKey: text('address_key').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [
    primaryKey({ name: 'product_view_addresses_pkey', columns: [t.period, t.productId, t.addressKey] }),
  ],
);

/**
 * What one address may write without an account in a Lagos day (ADR 0074): the viewers (device ids and
 * guest sessions) its view insights may count for, and the tracking rows it has stored. One row per
 * address and day, its size bounded by the caps; pruned with the view counters after 8 days.
 */
export const addressDayQuotas = pgTable(
  'address_day_quotas',
  {
    period: text('period').notNull(),
    addressKey: text('address_key').notNull(),
    viewerKeys: text('viewer_keys').array().notNull().default(sql`'{}'::text[]`),
    trackingRows: integer('tracking_rows').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'address_day_quotas_pkey', columns: [t.period, t.addressKey] })],
);
