import { messages } from '@oja/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAppeals, emailTokens, outboxMails, users } from '../../db/tables/identity.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { call, createCustomer, freshEmail, mailbox } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

/** Mails in the outbox to `to`, read straight from the table (no waiting for after-answer work). */
const outboxNow = async (to: string) =>
  (await t.app.database.db.select().from(outboxMails).where(eq(outboxMails.to, to))).length;

const appeal = (email: string) =>
  call(t.app, 'POST', 'appeal-account-ban', {
    email,
    description: 'I was banned by mistake.',
    recaptcha: 'dev:APPEAL_ACCOUNT_BAN',
    type: 'account_ban',
  });

describe('known and unknown emails do the same work before the answer', () => {
  it('reset link: the same answer, and the known email’s link made and mailed only after it', async () => {
    const { email } = await createCustomer(t.app);
    const [user] = await t.app.database.db.select().from(users).where(eq(users.email, email));
    const before = await outboxNow(email);
    const release = t.app.afterAnswer.hold();
    const known = await call(t.app, 'POST', 'password/request-reset-link', { email });
    const unknown = await call(t.app, 'POST', 'password/request-reset-link', { email: freshEmail('ghost') });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(messages.linkSent);
    // Answered, and no reset token nor mail yet: that work was not on the request's path.
    const tokens = () => t.app.database.db.select().from(emailTokens).where(eq(emailTokens.userId, user!.id));
    expect((await tokens()).filter((row) => row.purpose === 'reset')).toHaveLength(0);
    expect(await outboxNow(email)).toBe(before);
    release();
    const mails = await mailbox(t.app, email);
    expect(mails[0]!.subject).toMatch(/reset/i);
    expect((await tokens()).filter((row) => row.purpose === 'reset')).toHaveLength(1);
  });

  it('appeal: the same answer and the same record, the known email’s mail only after it', async () => {
    const { email } = await createCustomer(t.app, { status: 'banned' });
    const stranger = freshEmail('stranger');
    const before = await outboxNow(email);
    const release = t.app.afterAnswer.hold();
    const known = await appeal(email);
    const unknown = await appeal(stranger);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await outboxNow(email)).toBe(before);
    const appeals = await t.app.database.db.select().from(accountAppeals);
    expect(appeals.find((a) => a.email === email)?.userId).not.toBeNull();
    expect(appeals.find((a) => a.email === stranger)?.userId).toBeNull();
    release();
    expect((await mailbox(t.app, email))[0]!.subject).toMatch(/appeal/i);
    expect(await mailbox(t.app, stranger)).toEqual([]);
  });
});
