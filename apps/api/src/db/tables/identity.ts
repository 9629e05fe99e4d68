import { ACCOUNT_STATUSES } from '@oja/contract/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, publicUuid, timestamptz } from '../columns.ts';

export const userStatus = pgEnum('user_status', ACCOUNT_STATUSES);
// pin_reset: "Forgot PIN" (ADR 0073), a link to set a new wallet PIN without the old one.
export const emailTokenPurpose = pgEnum('email_token_purpose', ['verify', 'reset', 'pin_reset']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    // Stored lowercased so the unique index is the case-insensitive check; the constraint keeps it so.
    email: text('email').notNull().unique(),
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash').notNull(),
    status: userStatus('status').notNull().default('active'),
    emailVerifiedAt: timestamptz('email_verified_at'),
    // Bumped on password change; tokens carrying an older version are refused.
    tokenVersion: integer('token_version').notNull().default(0),
    spendAndSave: boolean('spend_and_save').notNull().default(false),
    spendAndSavePercentageBp: integer('spend_and_save_percentage_bp').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('users_phone_number_idx').on(t.phoneNumber),
    check('users_email_lowercase_check', sql`${t.email} = lower(${t.email})`),
    check('users_spend_and_save_percentage_check', sql`${t.spendAndSavePercentageBp} between 0 and 10000`),
  ],
);

export const guestSessions = pgTable('guest_sessions', {
  id: serial('id').primaryKey(),
  // The token's subject: the JWT carries this uuid, never the serial id.
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  passphraseHash: text('passphrase_hash').notNull(),
  createdAt: createdAt(),
  lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
});

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: emailTokenPurpose('purpose').notNull(),
    // Only a hash is kept so a database leak does not hand out working links.
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_id_purpose_idx').on(t.userId, t.purpose)],
);

export const accountAppeals = pgTable(
  'account_appeals',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    description: text('description').notNull(),
    type: text('type').notNull().default('account_ban'),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [index('account_appeals_email_idx').on(t.email)],
);

/**
 * Attempt counters for the per-account limits (sign-in failures, sign-up, reset and appeal per
 * email). In PostgreSQL, not in memory, so every API instance behind a load balancer sees the same
 * counts. A fixed window per key: `window_started_at` restarts once the window has passed.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  windowStartedAt: timestamptz('window_started_at').notNull().defaultNow(),
});

/**
 * The local outbox: with no SMTP_URL, mail is kept here and read at /dev/mailbox (people) and
 * GET /api/v1/dev/mailbox (tests). Never written in production, where SMTP is required.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_mails_to_idx').on(t.to)],
);
