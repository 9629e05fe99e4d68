import { hash } from '@node-rs/argon2';
import { messages } from '@oja/contract/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAppeals } from '../../db/tables/identity.ts';
import { hashPassword, passwordMatches } from '../../lib/passwords.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import {
  call,
  createCustomer,
  freshEmail,
  freshIp,
  logIn,
  mailbox,
  mailedToken,
  PASSWORD,
} from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

const probeSession = (token: string) => call(t.app, 'PUT', 'user/change-password', {}, { token });

describe('POST /password/request-reset-link', () => {
  it('answers the same for a registered and an unknown email, and mails only the registered one', async () => {
    const { email } = await createCustomer(t.app);
    const unknownEmail = freshEmail('nobody');
    const known = await call(t.app, 'POST', 'password/request-reset-link', { email });
    const unknown = await call(t.app, 'POST', 'password/request-reset-link', { email: unknownEmail });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ status: 'success', message: messages.linkSent, data: null });
    expect((await mailbox(t.app, email)).filter((m) => /reset/i.test(m.subject))).toHaveLength(1);
    expect(await mailbox(t.app, unknownEmail)).toHaveLength(0);
  });

  it('checks the email rule', async () => {
    const res = await call(t.app, 'POST', 'password/request-reset-link', { email: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual([messages.emailInvalid]);
  });

  it('limits requests per email, registered or not (429)', async () => {
    const email = freshEmail('flood');
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await call(t.app, 'POST', 'password/request-reset-link', { email })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('POST /password/reset', () => {
  it('sets the new password once, ends earlier sessions and refuses the link the second time', async () => {
    const { email } = await createCustomer(t.app);
    const oldToken = (await logIn(t.app, email)).json().extra.token;
    await call(t.app, 'POST', 'password/request-reset-link', { email });
    const token = await mailedToken(t.app, email, 'reset-password');

    const body = { token, password: 'NewPass99', password_confirmation: 'NewPass99' };
    const res = await call(t.app, 'POST', 'password/reset', body);
    expect(res.json()).toEqual({ status: 'success', message: messages.passwordReset, data: null });
    const again = await call(t.app, 'POST', 'password/reset', {
      ...body,
      password: 'Other999',
      password_confirmation: 'Other999',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(messages.resetLinkInvalid);

    expect((await probeSession(oldToken)).statusCode).toBe(401);
    expect((await logIn(t.app, email, PASSWORD)).statusCode).toBe(401);
    expect((await logIn(t.app, email, 'NewPass99')).statusCode).toBe(200);
  });

  it('refuses an expired link and a verify link', async () => {
    const { email } = await createCustomer(t.app, { verified: false });
    const verifyToken = await mailedToken(t.app, email, 'verify-link-email');
    const body = { password: 'NewPass99', password_confirmation: 'NewPass99' };
    expect((await call(t.app, 'POST', 'password/reset', { ...body, token: verifyToken })).statusCode).toBe(
      422,
    );
    await call(t.app, 'POST', 'password/request-reset-link', { email });
    const token = await mailedToken(t.app, email, 'reset-password');
    await t.app.database.db.execute(
      sql`update email_tokens set expires_at = now() - interval '1 second' where purpose = 'reset'`,
    );
    expect((await call(t.app, 'POST', 'password/reset', { ...body, token })).statusCode).toBe(422);
  });

  it('checks the password rules', async () => {
    const res = await call(t.app, 'POST', 'password/reset', {
      token: 'x',
      password: 'abc',
      password_confirmation: 'abd',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      password: [messages.passwordLength],
      password_confirmation: [messages.passwordsDoNotMatch],
    });
  });
});

describe('PUT /user/change-password', () => {
  const change = (token: string, current: string, next: string) =>
    call(
      t.app,
      'PUT',
      'user/change-password',
      { current_password: current, new_password: next, new_password_confirmation: next },
      { token },
    );

  it('needs a session (401)', async () => {
    const res = await call(t.app, 'PUT', 'user/change-password', {
      current_password: 'a',
      new_password: 'bbbbb',
      new_password_confirmation: 'bbbbb',
    });
    expect(res.statusCode).toBe(401);
  });

  it('checks the current password', async () => {
    const { email } = await createCustomer(t.app);
    const token = (await logIn(t.app, email)).json().extra.token;
    const res = await change(token, 'wrong-one', 'NewPass99');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.current_password).toEqual([messages.currentPasswordIncorrect]);
    expect((await probeSession(token)).statusCode).toBe(422);
  });

  it('changes it, answers the spec message, and every token issued before answers 401', async () => {
    const { email } = await createCustomer(t.app);
    const phone = (await logIn(t.app, email)).json().extra.token;
    const laptop = (await logIn(t.app, email)).json().extra.token;
    const res = await change(laptop, PASSWORD, 'NewPass99');
    expect(res.json()).toEqual({ status: 'success', message: messages.passwordChanged, data: null });
    expect((await probeSession(phone)).statusCode).toBe(401);
    expect((await probeSession(laptop)).statusCode).toBe(401);
    expect((await logIn(t.app, email, PASSWORD)).statusCode).toBe(401);
    const fresh = await logIn(t.app, email, 'NewPass99');
    expect(fresh.statusCode).toBe(200);
    expect((await probeSession(fresh.json().extra.token)).statusCode).toBe(422);
  });

  it('stops guessing the current password with a stolen token after 5 failures (429)', async () => {
    const { email } = await createCustomer(t.app);
    const token = (await logIn(t.app, email)).json().extra.token;
    for (let i = 0; i < 5; i++) expect((await change(token, `guess-${i}`, 'NewPass99')).statusCode).toBe(422);
    expect((await change(token, PASSWORD, 'NewPass99')).statusCode).toBe(429);
  });
});

describe('POST /appeal-account-ban', () => {
  const appeal = (email: string, recaptcha = 'dev:APPEAL_ACCOUNT_BAN', ip = freshIp()) =>
    call(
      t.app,
      'POST',
      'appeal-account-ban',
      { email, description: 'I was banned by mistake.', recaptcha, type: 'account_ban' },
      { ip },
    );

  it('takes the appeal of a banned customer and links it to the account', async () => {
    const { email } = await createCustomer(t.app, { status: 'banned' });
    const res = await appeal(email);
    expect(res.json()).toEqual({ status: 'success', message: messages.appealReceived, data: null });
    const [row] = await t.app.database.db
      .select()
      .from(accountAppeals)
      .where(eq(accountAppeals.email, email));
    expect(row).toMatchObject({
      type: 'account_ban',
      status: 'open',
      description: 'I was banned by mistake.',
    });
    expect(row!.userId).not.toBeNull();
  });

  it('answers an unknown email the same way', async () => {
    const res = await appeal(freshEmail('stranger'));
    expect(res.json().message).toBe(messages.appealReceived);
  });

  it('checks the rules and the APPEAL_ACCOUNT_BAN captcha', async () => {
    const bad = await call(t.app, 'POST', 'appeal-account-ban', {
      email: '',
      description: '',
      recaptcha: 'dev:APPEAL_ACCOUNT_BAN',
    });
    expect(bad.json().errors).toMatchObject({
      email: [messages.emailRequired],
      description: [messages.descriptionRequired],
    });
    expect((await appeal(freshEmail(), 'dev:LOGIN')).json().message).toBe(messages.captchaUnavailable);
  });

  it('limits appeals per email (429) and per IP address (429)', async () => {
    const email = freshEmail('appealer');
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await appeal(email)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await appeal(freshEmail(), undefined, ip)).statusCode;
    expect(last).toBe(429);
  });
});

describe('password hashes', () => {
  it('are argon2id with 12 MiB and 3 passes (ADR 0016), salted, and match only their password', async () => {
    const first = await hashPassword('Lagos2026');
    const second = await hashPassword('Lagos2026');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);
    expect(second).not.toBe(first);
    expect(await passwordMatches(first, 'Lagos2026')).toBe(true);
    expect(await passwordMatches(first, 'lagos2026')).toBe(false);
  });

  it('still match a hash made with the earlier profile (19 MiB, 2 passes), so nobody is locked out', async () => {
    // Accounts and PINs made before ADR 0016 carry their own profile in the hash.
    const earlier = await hash('Lagos2026', {
      algorithm: 2,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    expect(earlier).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await passwordMatches(earlier, 'Lagos2026')).toBe(true);
    expect(await passwordMatches(earlier, 'Abuja2026')).toBe(false);
  });
});
