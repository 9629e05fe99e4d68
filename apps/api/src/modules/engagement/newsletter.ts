import { messages } from '@oja/contract/messages';
import {
  DEFAULT_NEWSLETTER_FREQUENCY,
  NEWSLETTER_TOPIC_LABELS,
  NEWSLETTER_TOPICS,
  type NewsletterFrequency,
  type NewsletterPreferenceAnswer,
  type NewsletterPreferenceBody,
  type NewsletterSubscribeAnswer,
  type NewsletterSubscribeBody,
  type NewsletterTopic,
} from '@oja/contract/newsletter';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Mail, Mailer } from '../../integrations/mail.ts';
import { unauthorized } from '../../lib/http-errors.ts';
import { layout } from '../identity/mails.ts';
import { users } from '../identity/tables.ts';
import { newsletterSubscriptions } from './tables.ts';

export type NewsletterDeps = { db: Db; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };

const PREFERENCE_PATH = '/account/newsletter-preference';

const topicsOf = (stored: string[]) =>
  stored.filter((topic): topic is NewsletterTopic => (NEWSLETTER_TOPICS as string[]).includes(topic));
const frequencyOf = (stored: string) => stored as NewsletterFrequency;

function subscribedMail(
  to: string,
  topics: NewsletterTopic[],
  frequency: NewsletterFrequency,
  manageUrl: string,
): Mail {
  const lines = [
    'Hello,',
    `You are subscribed to the Oja newsletter, sent ${frequency}, about: ${topics
      .map((topic) => NEWSLETTER_TOPIC_LABELS[topic])
      .join(', ')}.`,
    'You can change the topics, how often it comes, or stop it at any time from your account. If you did not subscribe, ignore this mail: sign in with this address and opt out, or write to our support team.',
  ];
  return {
    to,
    subject: 'You are subscribed to the Oja newsletter',
    text: `${lines.join('\n\n')}\n\nYour newsletter choices: ${manageUrl}\n`,
    html: layout('Welcome to the Oja newsletter', lines, { href: manageUrl, label: 'Newsletter choices' }),
  };
}

/**
 * POST newsletter/subscribe, for guests and customers: the address is subscribed with its topics
 * (every topic when none are sent) and frequency, linked to the account that has this email if
 * any, and a confirmation mail goes to it. A mail failure is logged; the subscription stays.
 */
export async function subscribe(
  deps: NewsletterDeps,
  body: NewsletterSubscribeBody,
): Promise<NewsletterSubscribeAnswer> {
  const topics = body.topics ?? [...NEWSLETTER_TOPICS];
  const [owner] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
  await deps.db
    .insert(newsletterSubscriptions)
    .values({
      email: body.email,
      userId: owner?.id ?? null,
      preferences: topics,
      frequency: body.frequency,
      subscribed: true,
    })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: {
        preferences: topics,
        frequency: body.frequency,
        subscribed: true,
        userId: sql`coalesce(${newsletterSubscriptions.userId}, excluded.user_id)`,
        updatedAt: new Date(),
      },
    });
  try {
    await deps.mailer.send(
      subscribedMail(body.email, topics, body.frequency, `${deps.publicUrl}${PREFERENCE_PATH}`),
    );
  } catch (error) {
    deps.log.error({ err: error }, 'newsletter confirmation not sent');
  }
  return { email: body.email, topics, frequency: body.frequency };
}

async function emailOf(db: Db, userId: number) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized(messages.sessionExpired);
  return user.email;
}

/** GET newsletter/preference: the choices of the customer's own email; not subscribed until chosen. */
export async function getPreference(db: Db, userId: number): Promise<NewsletterPreferenceAnswer> {
  const email = await emailOf(db, userId);
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row
    ? {
        email,
        subscribed: row.subscribed,
        topics: topicsOf(row.preferences),
        frequency: frequencyOf(row.frequency),
      }
    : { email, subscribed: false, topics: [], frequency: DEFAULT_NEWSLETTER_FREQUENCY };
}

/**
 * PUT newsletter/preference: topics and frequency, or opting out (`subscribed: false` keeps the
 * topics chosen before, for when the customer comes back).
 */
export async function setPreference(
  db: Db,
  userId: number,
  body: NewsletterPreferenceBody,
): Promise<NewsletterPreferenceAnswer> {
  const email = await emailOf(db, userId);
  const choices = body.subscribed
    ? { preferences: body.topics, frequency: body.frequency, subscribed: true }
    : { subscribed: false };
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({
      email,
      userId,
      preferences: body.topics,
      frequency: body.frequency,
      subscribed: body.subscribed,
    })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { ...choices, userId, updatedAt: new Date() },
    })
    .returning();
  return {
    email,
    subscribed: row!.subscribed,
    topics: topicsOf(row!.preferences),
    frequency: frequencyOf(row!.frequency),
  };
}
