import { messages } from '@oja/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { expireLimitWindow, freshEmail, freshIp, mailbox } from '../identity/test-helpers.ts';

/** Issue 53 item 13c: a caller rotating addresses cannot fill someone's inbox with confirmation mails. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

const subscribe = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/newsletter/subscribe',
    payload: { email, frequency: 'weekly' },
    remoteAddress: freshIp(),
  });

describe('newsletter confirmation mails per recipient', () => {
  it('sends at most three a day to one address, answering every request the same', async () => {
    const victim = freshEmail('inbox');
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await subscribe(victim)).json());
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0].message).toBe(messages.newsletterCheckEmail);
    expect(await mailbox(t.app, victim)).toHaveLength(3);

    // Another address is not affected, and the next day the first gets mail again.
    const other = freshEmail('other');
    await subscribe(other);
    expect(await mailbox(t.app, other)).toHaveLength(1);
    await expireLimitWindow(t.app, `mail-cap:newsletter-confirm:${victim}`);
    await subscribe(victim);
    expect(await mailbox(t.app, victim)).toHaveLength(4);
  });
});
