import type { InboxAnswer } from '@oja/contract/account';
import { messages } from '@oja/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxMessages } from '../../db/tables/engagement.ts';
import { accountAppeals, users } from '../../db/tables/identity.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { APPEAL_RECEIVED_SUBJECT } from './mails.ts';
import { call, createCustomer, expireLimitWindow, freshEmail, logIn, mailbox } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

const appeal = (email: string) =>
  call(t.app, 'POST', 'appeal-account-ban', {
    email,
    description: 'I was banned by mistake.',
    recaptcha: 'dev:APPEAL_ACCOUNT_BAN',
    type: 'account_ban',
  });

describe('the appeal confirmation', () => {
  it('mails the account holder and leaves a copy in their inbox', async () => {
    const { email, password } = await createCustomer(t.app, { status: 'banned' });
    const res = await appeal(email);
    expect(res.json().message).toBe(messages.appealReceived);
    const [mail] = await mailbox(t.app, email);
    expect(mail!.subject).toBe(APPEAL_RECEIVED_SUBJECT);
    expect(mail!.text).toContain('Our support team will look at it and reply to this email address');
    const [user] = await t.app.database.db.select().from(users).where(eq(users.email, email));
    const copies = await t.app.database.db
      .select()
      .from(inboxMessages)
      .where(eq(inboxMessages.userId, user!.id));
    expect(copies).toEqual([expect.objectContaining({ kind: 'appeal', subject: APPEAL_RECEIVED_SUBJECT })]);

    // Once the ban is lifted the customer finds it in the inbox.
    await t.app.database.db.update(users).set({ status: 'active' }).where(eq(users.id, user!.id));
    const token = (await logIn(t.app, email, password)).json().extra.token as string;
    const inbox = await call(t.app, 'GET', 'inbox', undefined, { token });
    expect((inbox.json().data as InboxAnswer).data.map((m) => m.subject)).toEqual([APPEAL_RECEIVED_SUBJECT]);
  });

  it('mails nobody for an email without an account, and answers the same', async () => {
    const email = freshEmail('stranger');
    const res = await appeal(email);
    expect(res.json().message).toBe(messages.appealReceived);
    expect(await mailbox(t.app, email)).toEqual([]);
  });
});

describe('appeal mails per recipient (issue 53 item 13c)', () => {
  it('mails one address at most three times a day, whatever the hourly limit allows', async () => {
    const { email } = await createCustomer(t.app, { status: 'banned' });
    for (let i = 0; i < 3; i++) expect((await appeal(email)).statusCode).toBe(200);
    // The hourly per-email limit has run out; an hour later it allows three more appeals.
    await expireLimitWindow(t.app, `appeal:${email}`);
    const later = await appeal(email);
    expect(later.json()).toMatchObject({ status: 'success', message: messages.appealReceived });
    await appeal(email);
    const confirmations = (await mailbox(t.app, email)).filter((m) => m.subject === APPEAL_RECEIVED_SUBJECT);
    expect(confirmations).toHaveLength(3);
    const [user] = await t.app.database.db.select().from(users).where(eq(users.email, email));
    const copies = await t.app.database.db
      .select()
      .from(inboxMessages)
      .where(eq(inboxMessages.userId, user!.id));
    expect(copies).toHaveLength(3);
    // Every appeal is still recorded for the support team.
    const recorded = await t.app.database.db
      .select()
      .from(accountAppeals)
      .where(eq(accountAppeals.email, email));
    expect(recorded).toHaveLength(5);
  });
});
