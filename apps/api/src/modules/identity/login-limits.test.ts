import { loginPausedMessage } from '@oja/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { ACCOUNT_LIMITS } from './attempt-limits.ts';
import { call, createCustomer, freshIp, logIn, mailedToken, PASSWORD } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

const { max } = ACCOUNT_LIMITS.loginFailures;

async function resetPasswordByMail(email: string, password: string) {
  expect((await call(t.app, 'POST', 'password/request-reset-link', { email })).statusCode).toBe(200);
  const token = await mailedToken(t.app, email, 'reset-password');
  const res = await call(t.app, 'POST', 'password/reset', {
    token,
    password,
    password_confirmation: password,
  });
  expect(res.statusCode).toBe(200);
}

describe('sign-in limits', () => {
  it('answers at most the limit of 40 wrong passwords sent at once with 401, the rest with 429', async () => {
    const { email } = await createCustomer(t.app);
    const ip = freshIp();
    const codes = (
      await Promise.all(Array.from({ length: 40 }, (_, i) => logIn(t.app, email, `guess-${i}`, ip)))
    ).map((res) => res.statusCode);
    expect(codes.filter((c) => c === 401).length).toBe(max);
    expect(codes.filter((c) => c === 429).length).toBe(40 - max);
  });

  it('locks the guessing address, not the owner elsewhere; a success clears the count', async () => {
    const { email } = await createCustomer(t.app);
    const attacker = freshIp();
    for (let i = 0; i < max; i++)
      expect((await logIn(t.app, email, `guess-${i}`, attacker)).statusCode).toBe(401);
    const locked = await logIn(t.app, email, PASSWORD, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(loginPausedMessage(ACCOUNT_LIMITS.loginFailures.windowSeconds / 60));
    const owner = freshIp();
    expect((await logIn(t.app, email, PASSWORD, owner)).statusCode).toBe(200);
    // The owner's address: max - 1 mistakes, then the right password, then max - 1 more all answered.
    for (let i = 0; i < max - 1; i++) expect((await logIn(t.app, email, 'typo', owner)).statusCode).toBe(401);
    expect((await logIn(t.app, email, PASSWORD, owner)).statusCode).toBe(200);
    for (let i = 0; i < max - 1; i++) expect((await logIn(t.app, email, 'typo', owner)).statusCode).toBe(401);
  });

  it('caps guesses per account from all addresses, and a password reset unlocks the account', async () => {
    const { email } = await createCustomer(t.app);
    const cap = ACCOUNT_LIMITS.loginFailuresPerAccount.max;
    for (let i = 0; i < cap; i++) {
      // A new address every few guesses, under the per-address limit.
      expect((await logIn(t.app, email, `guess-${i}`, `10.250.${Math.floor(i / 5)}.1`)).statusCode).toBe(401);
    }
    expect((await logIn(t.app, email, PASSWORD, freshIp())).statusCode).toBe(429);
    await resetPasswordByMail(email, 'Kano2026x');
    expect((await logIn(t.app, email, 'Kano2026x', freshIp())).statusCode).toBe(200);
  });

  it('a password reset also unlocks the address that was locked', async () => {
    const { email } = await createCustomer(t.app);
    const ip = freshIp();
    for (let i = 0; i < max; i++) await logIn(t.app, email, `guess-${i}`, ip);
    expect((await logIn(t.app, email, PASSWORD, ip)).statusCode).toBe(429);
    await resetPasswordByMail(email, 'Enugu2026x');
    expect((await logIn(t.app, email, 'Enugu2026x', ip)).statusCode).toBe(200);
  });
});
