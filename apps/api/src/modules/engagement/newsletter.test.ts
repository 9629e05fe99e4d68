import { messages } from '@oja/contract/messages';
import { NEWSLETTER_TOPICS, type NewsletterPreferenceAnswer } from '@oja/contract/newsletter';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/tables/engagement.ts';
import { users } from '../../db/tables/identity.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { newCustomer, newGuest } from '../cart/test-helpers.ts';
import { freshEmail, freshIp, mailbox } from '../identity/test-helpers.ts';
import { api } from '../orders/test-helpers.ts';
import { userIdOf } from '../wallet/test-helpers.ts';

let t: TestApp;
const app = () => t.app;
beforeAll(async () => {
  t = await buildTestApp({ products: 20 });
});
afterAll(() => t.close());

const subscribe = (payload: object, headers: Record<string, string> = {}) =>
  app().inject({
    method: 'POST',
    url: '/api/v1/newsletter/subscribe',
    headers,
    payload: payload as Record<string, unknown>,
    remoteAddress: freshIp(),
  });

async function rowOf(email: string) {
  const [row] = await app()
    .database.db.select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row;
}

async function emailOf(headers: Record<string, string>) {
  const id = await userIdOf(app(), headers);
  const [user] = await app().database.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return user!.email;
}

const confirm = (token: string) =>
  app().inject({
    method: 'POST',
    url: '/api/v1/newsletter/confirm',
    payload: { token },
    remoteAddress: freshIp(),
  });

/** The token of the newest confirmation link mailed to `email`. */
async function confirmToken(email: string) {
  const [mail] = await mailbox(app(), email);
  expect(mail!.subject).toBe('Confirm your Oja newsletter subscription');
  const link = mail!.links.find((l) => l.startsWith(`${app().config.publicUrl}/newsletter/confirm?token=`));
  return new URL(link!).searchParams.get('token')!;
}

const subjects = async (email: string) => (await mailbox(app(), email)).map((mail) => mail.subject);

describe('POST newsletter/subscribe and newsletter/confirm (double opt-in)', () => {
  it('a guest only asks: nothing is subscribed until the mailed link is opened, once', async () => {
    const email = freshEmail('reader');
    const res = await subscribe({ email: email.toUpperCase() }, await newGuest(app()));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: messages.newsletterCheckEmail,
      data: { email, topics: [...NEWSLETTER_TOPICS], frequency: 'weekly' },
    });
    expect(await rowOf(email)).toBeUndefined();
    const token = await confirmToken(email);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: messages.newsletterSubscribed,
      data: { email, topics: [...NEWSLETTER_TOPICS], frequency: 'weekly' },
    });
    expect(await rowOf(email)).toMatchObject({ subscribed: true, frequency: 'weekly', userId: null });
    const [welcome] = await mailbox(app(), email);
    expect(welcome!.subject).toBe('You are subscribed to the Oja newsletter');
    expect(welcome!.links).toEqual([`${app().config.publicUrl}/account/newsletter-preference`]);

    const again = await confirm(token);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: [messages.newsletterLinkInvalid] });
    expect((await confirm('not-a-token')).statusCode).toBe(422);
  });

  it("never overrides a customer's opt-out, and answers as for an address nobody has", async () => {
    const customer = await newCustomer(app());
    const email = await emailOf(customer);
    await api(app(), 'PUT', 'newsletter/preference', customer, { subscribed: false });
    const before = await subjects(email);

    const forCustomer = await subscribe({ email }, await newGuest(app()));
    const stranger = freshEmail('stranger');
    const forNobody = await subscribe({ email: stranger }, await newGuest(app()));
    expect(forCustomer.statusCode).toBe(200);
    // The same answer but for the address itself.
    const withoutAddress = (res: typeof forCustomer) => ({
      ...res.json(),
      data: { ...res.json().data, email: '' },
    });
    expect(withoutAddress(forCustomer)).toEqual(withoutAddress(forNobody));

    const pref = await api<NewsletterPreferenceAnswer>(app(), 'GET', 'newsletter/preference', customer);
    expect(pref.body.data).toMatchObject({ subscribed: false });
    // Only the link went out: the owner decides by opening it, or not.
    expect(await subjects(email)).toEqual(['Confirm your Oja newsletter subscription', ...before]);
  });

  it('confirming links the account that has the address, with the topics asked for', async () => {
    const customer = await newCustomer(app());
    const email = await emailOf(customer);
    const res = await subscribe({ email, topics: ['fashion', 'deals', 'fashion'], frequency: 'monthly' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ email, topics: ['fashion', 'deals'], frequency: 'monthly' });
    expect(await rowOf(email)).toBeUndefined();
    expect((await confirm(await confirmToken(email))).statusCode).toBe(200);
    expect((await rowOf(email))!.userId).toBe(await userIdOf(app(), customer));
    const pref = await api<NewsletterPreferenceAnswer>(app(), 'GET', 'newsletter/preference', customer);
    expect(pref.body.data).toEqual({
      email,
      subscribed: true,
      topics: ['fashion', 'deals'],
      frequency: 'monthly',
    });
  });

  it("a signed-in customer's own address is their own choice: subscribed at once", async () => {
    const customer = await newCustomer(app());
    const email = await emailOf(customer);
    const res = await subscribe({ email, topics: ['deals'] }, customer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(messages.newsletterSubscribed);
    expect(await rowOf(email)).toMatchObject({ subscribed: true, preferences: ['deals'] });
    // Another address from the same session is only asked for.
    const other = freshEmail('friend');
    expect((await subscribe({ email: other }, customer)).json().message).toBe(messages.newsletterCheckEmail);
    expect(await rowOf(other)).toBeUndefined();
  });

  it('answers 422 with the messages for a bad email, topic or frequency', async () => {
    const bad = await subscribe({ email: 'not-an-email', topics: [], frequency: 'hourly' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      email: [messages.emailInvalid],
      topics: [messages.newsletterTopicRequired],
    });
    expect(bad.json().errors.frequency).toHaveLength(1);
    expect((await subscribe({ email: freshEmail(), topics: ['gossip'] })).statusCode).toBe(422);
  });
});

describe('newsletter preference', () => {
  it('starts unsubscribed, then saves topics and frequency, then opts out keeping the topics', async () => {
    const customer = await newCustomer(app());
    const email = await emailOf(customer);
    const first = await api<NewsletterPreferenceAnswer>(app(), 'GET', 'newsletter/preference', customer);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.body.data).toEqual({ email, subscribed: false, topics: [], frequency: 'weekly' });

    const saved = await api<NewsletterPreferenceAnswer>(app(), 'PUT', 'newsletter/preference', customer, {
      subscribed: true,
      topics: ['electronics', 'flash_sales'],
      frequency: 'daily',
    });
    expect(saved.body).toMatchObject({
      message: messages.newsletterSaved,
      data: { email, subscribed: true, topics: ['electronics', 'flash_sales'], frequency: 'daily' },
    });
    const out = await api<NewsletterPreferenceAnswer>(app(), 'PUT', 'newsletter/preference', customer, {
      subscribed: false,
    });
    expect(out.body).toMatchObject({
      message: messages.newsletterOptedOut,
      data: { subscribed: false, topics: ['electronics', 'flash_sales'], frequency: 'daily' },
    });
    expect(await rowOf(email)).toMatchObject({ subscribed: false, userId: await userIdOf(app(), customer) });
  });

  it('refuses subscribing without a topic (422), and needs a customer (401)', async () => {
    const customer = await newCustomer(app());
    const none = await api(app(), 'PUT', 'newsletter/preference', customer, { subscribed: true, topics: [] });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ topics: [messages.newsletterTopicRequired] });
    const guest = await newGuest(app());
    expect((await api(app(), 'GET', 'newsletter/preference', guest)).status).toBe(401);
    expect((await api(app(), 'PUT', 'newsletter/preference', guest, { subscribed: false })).status).toBe(401);
  });

  it('the footer form claims an address subscribed before the account existed', async () => {
    const customer = await newCustomer(app());
    const email = await emailOf(customer);
    await app()
      .database.db.insert(newsletterSubscriptions)
      .values({ email, preferences: ['deals'], frequency: 'weekly' });
    const pref = await api<NewsletterPreferenceAnswer>(app(), 'GET', 'newsletter/preference', customer);
    expect(pref.body.data).toMatchObject({ subscribed: true, topics: ['deals'] });
    await api(app(), 'PUT', 'newsletter/preference', customer, {
      subscribed: true,
      topics: ['fashion'],
      frequency: 'weekly',
    });
    expect(await rowOf(email)).toMatchObject({
      preferences: ['fashion'],
      userId: await userIdOf(app(), customer),
    });
  });
});
