import { messages } from '@oja/contract/messages';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { call, createCustomer, freshEmail, freshIp, logIn, PASSWORD } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

/** A call that needs a signed-in customer: with a valid token and an empty body it answers 422, else 401. */
const probeSession = (token: string) => call(t.app, 'PUT', 'user/change-password', {}, { token });

describe('POST /login', () => {
  it("answers the user in data, the token in extra.token and 'Log in successful'", async () => {
    const { email, password } = await createCustomer(t.app);
    const res = await logIn(t.app, email, password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      message: messages.loginSuccessful,
      data: {
        email,
        spend_and_save: false,
        spend_and_save_percentage: 0,
        addresses: [],
        email_verified: true,
      },
    });
    expect(body.data.fullname).toBe(`${body.data.firstname} ${body.data.lastname}`);
    expect(body.extra.token.split('.')).toHaveLength(3);
    expect((await probeSession(body.extra.token)).statusCode).toBe(422);
  });

  it('takes the email in any case', async () => {
    const { email, password } = await createCustomer(t.app);
    expect((await logIn(t.app, email.toUpperCase(), password)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const { email } = await createCustomer(t.app);
    const wrong = await logIn(t.app, email, 'not-the-password');
    const unknown = await logIn(t.app, freshEmail('ghost'), PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ status: 'error', message: messages.loginFailed, data: null });
  });

  it('refuses the rules of section 5 and a missing or foreign captcha', async () => {
    const bad = await call(t.app, 'POST', 'login', { email: 'nope', password: '', recaptcha: 'dev:LOGIN' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      email: [messages.loginIdentifierInvalid],
      password: [messages.passwordRequired],
    });
    const badEmail = await call(t.app, 'POST', 'login', {
      email: 'ada@',
      password: 'x',
      recaptcha: 'dev:LOGIN',
    });
    expect(badEmail.json().errors.email).toEqual([messages.emailInvalid]);
    const { email } = await createCustomer(t.app);
    const noCaptcha = await call(t.app, 'POST', 'login', { email, password: PASSWORD });
    expect(noCaptcha.json().errors.recaptcha).toEqual([messages.captchaUnavailable]);
    const foreign = await call(t.app, 'POST', 'login', {
      email,
      password: PASSWORD,
      recaptcha: 'dev:REGISTER_CUSTOMER',
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe(messages.captchaUnavailable);
  });

  it("answers a banned customer with status 'banned' and a suspended one with 'suspended'", async () => {
    const banned = await createCustomer(t.app, { status: 'banned' });
    const suspended = await createCustomer(t.app, { status: 'suspended' });
    const b = await logIn(t.app, banned.email);
    const s = await logIn(t.app, suspended.email);
    expect(b.statusCode).toBe(403);
    expect(b.json()).toEqual({ status: 'banned', message: messages.accountBanned, data: null });
    expect(s.statusCode).toBe(403);
    expect(s.json()).toEqual({ status: 'suspended', message: messages.accountSuspended, data: null });
  });

  it('does not tell the account status to someone without the password', async () => {
    const banned = await createCustomer(t.app, { status: 'banned' });
    const res = await logIn(t.app, banned.email, 'guessing');
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe('error');
  });

  it('limits sign-in attempts per IP address (429)', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 51; i++) codes.push((await call(t.app, 'POST', 'login', {}, { ip })).statusCode);
    expect(codes.slice(0, 50).every((c) => c === 422)).toBe(true);
    expect(codes[50]).toBe(429);
    // Another address is not affected.
    expect((await call(t.app, 'POST', 'login', {})).statusCode).toBe(422);
  });
});

describe('tokens', () => {
  it('answers 401 for an expired, forged or guest token', async () => {
    const { email } = await createCustomer(t.app);
    const login = (await logIn(t.app, email)).json();
    const expired = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('oja')
      .setAudience('customer')
      .setSubject(login.data.uuid)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(t.app.config.jwtSecret);
    const forged = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('oja')
      .setAudience('customer')
      .setSubject(login.data.uuid)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('an-attacker-secret-an-attacker-secret'));
    const guest = (await call(t.app, 'POST', 'generate-jwt')).json().data.token;
    for (const token of [expired, forged, guest, 'garbage']) {
      const res = await probeSession(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(messages.sessionExpired);
    }
  });

  it('answers 401 once the account is banned', async () => {
    const { email } = await createCustomer(t.app);
    const token = (await logIn(t.app, email)).json().extra.token;
    const { users } = await import('../../db/tables/identity.ts');
    const { eq } = await import('drizzle-orm');
    await t.app.database.db.update(users).set({ status: 'banned' }).where(eq(users.email, email));
    expect((await probeSession(token)).statusCode).toBe(401);
  });
});
