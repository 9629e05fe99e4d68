import { messages } from '@oja/contract/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, users } from '../../db/tables/identity.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import {
  call,
  createCustomer,
  expireLimitWindow,
  freshEmail,
  freshIp,
  logIn,
  mailbox,
  mailedToken,
  signUpPayload,
} from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false, config: { publicUrl: 'https://shop.oja.test' } });
});
afterAll(() => t.close());

describe('POST /customer: the rules of spec section 5', () => {
  const long = (n: number) => 'a'.repeat(n);
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['first name missing', { firstname: '' }, 'firstname', messages.firstNameRequired],
    ['first name with digits', { firstname: 'Ada1' }, 'firstname', messages.firstNameLetters],
    ['first name over 100', { firstname: long(101) }, 'firstname', messages.firstNameMax],
    ['last name missing', { lastname: '   ' }, 'lastname', messages.lastNameRequired],
    ['last name with symbols', { lastname: 'O@Neil' }, 'lastname', messages.lastNameLetters],
    [
      'last name with a doubled hyphen',
      { lastname: 'Adebayo--Williams' },
      'lastname',
      messages.lastNameLetters,
    ],
    ['first name ending in an apostrophe', { firstname: "O'" }, 'firstname', messages.firstNameLetters],
    ['last name over 100', { lastname: long(101) }, 'lastname', messages.lastNameMax],
    ['email missing', { email: '' }, 'email', messages.emailRequired],
    ['email invalid', { email: 'ada@' }, 'email', messages.emailInvalid],
    ['email over 255', { email: `${long(250)}@oja.test` }, 'email', messages.emailMax],
    ['password missing', { password: '', password_confirmation: '' }, 'password', messages.passwordRequired],
    [
      'password under 5',
      { password: 'abcd', password_confirmation: 'abcd' },
      'password',
      messages.passwordLength,
    ],
    [
      'password over 30',
      { password: long(31), password_confirmation: long(31) },
      'password',
      messages.passwordLength,
    ],
    [
      'confirmation differs',
      { password_confirmation: 'Lagos2026' },
      'password_confirmation',
      messages.passwordsDoNotMatch,
    ],
    ['captcha missing', { recaptcha: '' }, 'recaptcha', messages.captchaUnavailable],
  ];
  it.each(cases)('%s is refused with its message', async (_name, overrides, field, message) => {
    const res = await call(t.app, 'POST', 'customer', signUpPayload(overrides));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
  });

  it('accepts names in any script, with spaces, at exactly 100 letters', async () => {
    const res = await call(
      t.app,
      'POST',
      'customer',
      signUpPayload({ firstname: 'Ngozi Adaeze', lastname: long(100) }),
    );
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ["O'Brien-Okafor", 'Adebayo-Williams'],
    ['Ọlá', 'Adéṣínà'],
    ['Siobhán', 'O’Brien'],
  ])('accepts the names %s %s as typed (issue 54)', async (firstname, lastname) => {
    const payload = signUpPayload({ firstname, lastname });
    const res = await call(t.app, 'POST', 'customer', payload);
    expect(res.statusCode, res.body).toBe(201);
    const [user] = await t.app.database.db
      .select({ firstname: users.firstname, lastname: users.lastname })
      .from(users)
      .where(eq(users.email, payload.email));
    expect(user).toEqual({ firstname, lastname });
  });

  it('refuses a captcha minted for another action', async () => {
    const res = await call(t.app, 'POST', 'customer', signUpPayload({ recaptcha: 'dev:LOGIN' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(messages.captchaUnavailable);
  });
});

describe('POST /customer: creating the account', () => {
  it("answers 'Account created', stores an argon2id hash and mails a verify link", async () => {
    const payload = signUpPayload({ email: freshEmail('Mixed.Case').toUpperCase() });
    const res = await call(t.app, 'POST', 'customer', payload);
    expect(res.statusCode).toBe(201);
    const email = payload.email.toLowerCase();
    expect(res.json()).toMatchObject({
      status: 'success',
      message: messages.accountCreated,
      data: { email, email_verified: false },
    });
    const [user] = await t.app.database.db.select().from(users).where(eq(users.email, email));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.passwordHash).not.toContain(payload.password);
    const [mail] = await mailbox(t.app, email);
    expect(mail!.subject).toMatch(/verify/i);
    expect(mail!.links[0]).toMatch(/^https:\/\/shop\.oja\.test\/verify-link-email\?token=[\w-]{40,}$/);
    // Only a hash of the link's token is kept.
    const token = new URL(mail!.links[0]!).searchParams.get('token')!;
    const stored = await t.app.database.db.select().from(emailTokens).where(eq(emailTokens.userId, user!.id));
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);
  });

  it('answers an email already registered exactly as a new one, and mails its owner instead', async () => {
    const { email } = await createCustomer(t.app);
    const fresh = await call(t.app, 'POST', 'customer', signUpPayload());
    const taken = await call(t.app, 'POST', 'customer', signUpPayload({ email: email.toUpperCase() }));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(201);
    const shape = (body: { data: Record<string, unknown> }) => ({
      ...body,
      data: { ...body.data, uuid: 'x', email: 'x' },
    });
    expect(shape(taken.json())).toEqual(shape(fresh.json()));
    expect(taken.json().data).toMatchObject({ email, email_verified: false });
    const [user] = await t.app.database.db.select().from(users).where(eq(users.email, email));
    expect(taken.json().data.uuid).not.toBe(user!.uuid);
    const [mail] = await mailbox(t.app, email);
    expect(mail!.subject).toBe('You already have an Oja account');
    expect(mail!.text).toContain('Forgot password');
    // The account is untouched: the old password still logs in.
    expect((await logIn(t.app, email)).statusCode).toBe(200);
  });

  it('mails a new verification link when the registered email was never verified (the new sign-up’s)', async () => {
    const { email } = await createCustomer(t.app, { verified: false });
    await expireLimitWindow(t.app, `verify-resend:${email}`);
    const res = await call(t.app, 'POST', 'customer', signUpPayload({ email }));
    expect(res.statusCode).toBe(201);
    const mails = await mailbox(t.app, email);
    expect(mails.map((m) => m.subject)).toEqual([mails[0]!.subject, mails[0]!.subject]);
    expect(mails[0]!.subject).toMatch(/verify/i);
  });

  it('limits sign-ups per email even from many addresses (429)', async () => {
    const email = freshEmail('hammer');
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await call(t.app, 'POST', 'customer', signUpPayload({ email }))).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('limits sign-ups per IP address (429)', async () => {
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await call(t.app, 'POST', 'customer', {}, { ip })).statusCode;
    expect(last).toBe(429);
  });
});

describe('verifying the email', () => {
  it('refuses to log in before verifying (as a wrong password, ADR 0073), then verifies once with the link', async () => {
    const { email, password } = await createCustomer(t.app, { verified: false });
    const before = await logIn(t.app, email, password);
    expect(before.statusCode).toBe(401);
    expect(before.json()).toMatchObject({ status: 'error', message: messages.loginFailed });

    const token = await mailedToken(t.app, email, 'verify-link-email');
    const first = await call(t.app, 'POST', 'email/verify', { token });
    expect(first.json()).toMatchObject({ status: 'success', message: messages.emailVerified });
    const again = await call(t.app, 'POST', 'email/verify', { token });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(messages.verifyLinkInvalid);

    expect((await logIn(t.app, email, password)).statusCode).toBe(200);
  });

  it('refuses an expired or made-up link', async () => {
    const { email } = await createCustomer(t.app, { verified: false });
    const token = await mailedToken(t.app, email, 'verify-link-email');
    await t.app.database.db.execute(sql`update email_tokens set expires_at = now() - interval '1 second'`);
    expect((await call(t.app, 'POST', 'email/verify', { token })).statusCode).toBe(422);
    expect((await call(t.app, 'POST', 'email/verify', { token: 'not-a-token' })).statusCode).toBe(422);
  });

  it('resends only after 60 s, and only the newest link works', async () => {
    const { email } = await createCustomer(t.app, { verified: false });
    const firstToken = await mailedToken(t.app, email, 'verify-link-email');
    const early = await call(t.app, 'POST', 'email/resend-verification', { email });
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe(messages.resendTooSoon);

    await expireLimitWindow(t.app, `verify-resend:${email}`);
    const later = await call(t.app, 'POST', 'email/resend-verification', { email });
    expect(later.json()).toMatchObject({ status: 'success', message: messages.linkSent });
    expect(await mailbox(t.app, email)).toHaveLength(2);
    const secondToken = await mailedToken(t.app, email, 'verify-link-email');
    expect(secondToken).not.toBe(firstToken);
    expect((await call(t.app, 'POST', 'email/verify', { token: firstToken })).statusCode).toBe(422);
    expect((await call(t.app, 'POST', 'email/verify', { token: secondToken })).statusCode).toBe(200);
  });

  it('answers an unknown email like a known one (no probing)', async () => {
    const res = await call(t.app, 'POST', 'email/resend-verification', { email: freshEmail('nobody') });
    expect(res.json()).toMatchObject({ status: 'success', message: messages.linkSent });
  });
});
