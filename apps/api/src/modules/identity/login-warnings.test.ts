import { loginPausedMessage, loginTriesLeftMessage, messages } from '@oja/contract/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { ACCOUNT_LIMITS } from './attempt-limits.ts';
import { createCustomer, freshEmail, freshIp, logIn } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

const { max, windowSeconds } = ACCOUNT_LIMITS.loginFailures;
const windowMinutes = windowSeconds / 60;

/** The messages of `max + 1` wrong passwords for `email` from one address. */
async function messagesOfGuesses(email: string) {
  const ip = freshIp();
  const answers: { status: number; message: string }[] = [];
  for (let i = 0; i <= max; i++) {
    const res = await logIn(t.app, email, `guess-${i}`, ip);
    answers.push({ status: res.statusCode, message: res.json().message });
  }
  return answers;
}

describe('sign-in warns before the pause and says how long it lasts (issue 54 item 10)', () => {
  it('warns from the 8th wrong password and names the minutes of the pause at the 11th', async () => {
    const { email } = await createCustomer(t.app);
    const answers = await messagesOfGuesses(email);
    expect(answers.slice(0, 7)).toEqual(Array(7).fill({ status: 401, message: messages.loginFailed }));
    expect(answers[7]).toEqual({ status: 401, message: loginTriesLeftMessage(2, windowMinutes) });
    expect(answers[8]).toEqual({ status: 401, message: loginTriesLeftMessage(1, windowMinutes) });
    expect(answers[9]).toEqual({ status: 401, message: loginTriesLeftMessage(0, windowMinutes) });
    expect(answers[10]).toEqual({ status: 429, message: loginPausedMessage(windowMinutes) });
    expect(answers[10]?.message).toContain(`${windowMinutes} minutes`);
  });

  it('answers an email without an account word for word alike', async () => {
    const { email } = await createCustomer(t.app);
    const known = await messagesOfGuesses(email);
    const unknown = await messagesOfGuesses(freshEmail('nobody'));
    expect(unknown).toEqual(known);
  });

  it('counts the minutes left of the window, not the whole window', async () => {
    const { email } = await createCustomer(t.app);
    const ip = freshIp();
    for (let i = 0; i < max; i++) await logIn(t.app, email, `guess-${i}`, ip);
    await t.app.database.db.execute(sql`
      update rate_limit_counters set window_started_at = window_started_at - interval '11 minutes 30 seconds'
      where starts_with(key, ${`login-failures:${email}|`})`);
    const res = await logIn(t.app, email, 'guess', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(loginPausedMessage(4));
  });
});
