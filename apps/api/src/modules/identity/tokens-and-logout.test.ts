import { GUEST_PASSPHRASE_HEADER, GUEST_TOKEN_HEADER } from '@oja/contract/constants';
import { messages } from '@oja/contract/messages';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { call, createCustomer, logIn } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

/** A signed-in read: 200 with a live token, 401 otherwise. */
const profile = (token: string) => call(t.app, 'GET', 'user/profile', undefined, { token });

/** A token signed with the server's own secret, shaped as the test says. */
function signed(audience: 'customer' | 'guest', subject: string, opts: { exp?: boolean } = {}) {
  const jwt = new SignJWT({ tv: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('oja')
    .setAudience(audience)
    .setSubject(subject)
    .setIssuedAt();
  if (opts.exp ?? true) jwt.setExpirationTime('1h');
  return jwt.sign(t.app.config.jwtSecret);
}

describe('tokens signed with the real secret', () => {
  it('refuses a customer token without exp, and one whose subject is not a UUID (401, never 500)', async () => {
    const { email } = await createCustomer(t.app);
    const { uuid } = (await logIn(t.app, email)).json().data;
    expect((await profile(await signed('customer', uuid))).statusCode).toBe(200);
    for (const token of [
      await signed('customer', uuid, { exp: false }),
      await signed('customer', 'not-a-uuid'),
      await signed('customer', "1' or '1'='1"),
    ]) {
      const res = await profile(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(messages.sessionExpired);
    }
  });

  it('refuses a guest token without exp, and one whose subject is not a UUID (401, never 500)', async () => {
    const started = (await call(t.app, 'POST', 'generate-jwt')).json().data;
    const guest = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/cart/items',
        headers: { [GUEST_TOKEN_HEADER]: token, [GUEST_PASSPHRASE_HEADER]: started.passphrase },
      });
    expect((await guest(started.token)).statusCode).toBe(200);
    const subject = JSON.parse(Buffer.from(started.token.split('.')[1], 'base64url').toString()).sub;
    for (const token of [
      await signed('guest', subject, { exp: false }),
      await signed('guest', 'not-a-uuid'),
    ]) {
      const res = await guest(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(messages.guestSessionInvalid);
    }
  });
});

describe('POST /logout', () => {
  it('revokes the token it is called with, and the same account’s other tokens', async () => {
    const { email } = await createCustomer(t.app);
    const first = (await logIn(t.app, email)).json().extra.token;
    const second = (await logIn(t.app, email)).json().extra.token;
    const res = await call(t.app, 'POST', 'logout', undefined, { token: first });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: messages.loggedOut, data: null });
    for (const token of [first, second]) expect((await profile(token)).statusCode).toBe(401);
    // Logging in again gives a working token.
    const fresh = (await logIn(t.app, email)).json().extra.token;
    expect((await profile(fresh)).statusCode).toBe(200);
  });

  it('answers 401 without a session, and leaves other accounts signed in', async () => {
    const other = await createCustomer(t.app);
    const otherToken = (await logIn(t.app, other.email)).json().extra.token;
    expect((await call(t.app, 'POST', 'logout')).statusCode).toBe(401);
    const { email } = await createCustomer(t.app);
    const token = (await logIn(t.app, email)).json().extra.token;
    await call(t.app, 'POST', 'logout', undefined, { token });
    expect((await call(t.app, 'POST', 'logout', undefined, { token })).statusCode).toBe(401);
    expect((await profile(otherToken)).statusCode).toBe(200);
  });
});
