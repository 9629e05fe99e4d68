import { createHash, randomBytes } from 'node:crypto';
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
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { newsletterConfirmations, newsletterSubscriptions } from '../../db/tables/engagement.ts';
import { users } from '../../db/tables/identity.ts';
import type { Mail, Mailer } from '../../integrations/mail.ts';
import { hit, type Limit } from '../../lib/attempt-counters.ts';
import { HttpError, unauthorized } from '../../lib/http-errors.ts';
import { layout } from '../../lib/mail-layout.ts';

export type NewsletterDeps = { db: Db; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };

const PREFERENCE_PATH = '/account/newsletter-preference';
const CONFIRM_PATH = '/newsletter/confirm';
/** A confirmation link lives three days: newsletters are not urgent, mail may be read late. */
const CONFIRM_TTL = '3 days';

/**
 * Confirmation mails per recipient address, whoever asks and from wherever (issue 53, ADR 0073): the
 * per-IP limit alone let a caller rotating addresses fill someone's inbox. Past it the request is
 * answered as usual and nothing is sent or stored; the address's owner can ask again the next day.
 */
export const NEWSLETTER_CONFIRM_MAILS: Limit = { max: 3, windowSeconds: 24 * 60 * 60 };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

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

function confirmMail(
  to: string,
  topics: NewsletterTopic[],
  frequency: NewsletterFrequency,
  confirmUrl: string,
): Mail {
  const lines = [
    'Hello,',
    `Someone, we hope you, asked to receive the Oja newsletter at this address, sent ${frequency}, about: ${topics
      .map((topic) => NEWSLETTER_TOPIC_LABELS[topic])
      .join(', ')}.`,
    'Nothing is sent until you confirm. If it was not you, ignore this mail and nothing changes.',
  ];
  return {
    to,
    subject: 'Confirm your Oja newsletter subscription',
    text: `${lines.join('\n\n')}\n\nConfirm: ${confirmUrl}\n`,
    html: layout('Confirm your subscription', lines, { href: confirmUrl, label: 'Confirm my subscription' }),
  };
}

/** Subscribes the address with these choices, linked to the account that has this email if any. */
async function subscribeNow(
  db: Db,
  email: string,
  topics: NewsletterTopic[],
  frequency: NewsletterFrequency,
) {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await db
    .insert(newsletterSubscriptions)
    .values({ email, userId: owner?.id ?? null, preferences: topics, frequency, subscribed: true })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: {
        preferences: topics,
        frequency,
        subscribed: true,
        userId: sql`coalesce(${newsletterSubscriptions.userId}, excluded.user_id)`,
        updatedAt: new Date(),
      },
    });
}

async function send(deps: NewsletterDeps, mail: Mail) {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    deps.log.error({ err: error }, 'newsletter mail not sent');
  }
}

/**
 * POST newsletter/subscribe. A signed-in customer subscribing their own account's address is making
 * their own choice: it is saved at once. Any other caller (a guest, or another address) only asks:
 * a link goes to the address and nothing changes until it is opened (POST newsletter/confirm). The
 * answer and the work are the same whether the address has an account, is subscribed or opted out,
 * so the form tells no one anything about an address, and never overrides its owner's choice.
 */
export async function subscribe(
  deps: NewsletterDeps,
  body: NewsletterSubscribeBody,
  viewerEmail?: string,
): Promise<{ answer: NewsletterSubscribeAnswer; confirmed: boolean }> {
  const topics = body.topics ?? [...NEWSLETTER_TOPICS];
  const answer = { email: body.email, topics, frequency: body.frequency };
  if (viewerEmail !== undefined && viewerEmail === body.email) {
    await subscribeNow(deps.db, body.email, topics, body.frequency);
    await send(
      deps,
      subscribedMail(body.email, topics, body.frequency, `${deps.publicUrl}${PREFERENCE_PATH}`),
    );
    return { answer, confirmed: true };
  }
  const mailsToday = await hit(
    deps.db,
    `mail-cap:newsletter-confirm:${body.email}`,
    NEWSLETTER_CONFIRM_MAILS,
  );
  if (mailsToday > NEWSLETTER_CONFIRM_MAILS.max) return { answer, confirmed: false };
  const token = randomBytes(32).toString('base64url');
  await deps.db.insert(newsletterConfirmations).values({
    email: body.email,
    preferences: topics,
    frequency: body.frequency,
    tokenHash: hashOf(token),
    expiresAt: sql`now() + ${CONFIRM_TTL}::interval`,
  });
  await send(
    deps,
    confirmMail(body.email, topics, body.frequency, `${deps.publicUrl}${CONFIRM_PATH}?token=${token}`),
  );
  return { answer, confirmed: false };
}

/**
 * POST newsletter/confirm: the mailed link was opened, by whoever reads that mailbox; the choices asked
 * for are saved. One conditional UPDATE, so a link works once, and only before it expires.
 */
export async function confirmSubscription(
  deps: NewsletterDeps,
  token: string,
): Promise<NewsletterSubscribeAnswer> {
  const [asked] = await deps.db
    .update(newsletterConfirmations)
    .set({ confirmedAt: sql`now()` })
    .where(
      and(
        eq(newsletterConfirmations.tokenHash, hashOf(token)),
        isNull(newsletterConfirmations.confirmedAt),
        sql`${newsletterConfirmations.expiresAt} > now()`,
      ),
    )
    .returning();
  if (!asked)
    throw new HttpError(422, messages.newsletterLinkInvalid, { token: [messages.newsletterLinkInvalid] });
  const topics = topicsOf(asked.preferences);
  const frequency = frequencyOf(asked.frequency);
  await subscribeNow(deps.db, asked.email, topics, frequency);
  await send(deps, subscribedMail(asked.email, topics, frequency, `${deps.publicUrl}${PREFERENCE_PATH}`));
  return { email: asked.email, topics, frequency };
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
