import { messages } from '@oja/contract/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/tables/account.ts';
import { users } from '../../db/tables/identity.ts';
import { walletPins } from '../../db/tables/wallet.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { hashPin } from '../wallet/pin-hash.ts';
import { call, createCustomer, freshEmail, logIn, mailedToken, signUpPayload } from './test-helpers.ts';

/**
 * Issue 53 item 4 (ADR 0073): sign-up followed by login must not tell whether an address had an
 * account, and whoever signs up an address first must not keep it against its mailbox's owner.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

const ATTACKER_PASSWORD = 'Attacker99';
const VICTIM_PASSWORD = 'Victim2025';

const signUp = (email: string, password: string, firstname = 'Ada') =>
  call(
    t.app,
    'POST',
    'customer',
    signUpPayload({ email, password, password_confirmation: password, firstname }),
  );

/** What an attacker sees from a sign-up then a login with the password they chose. */
async function probe(email: string) {
  const signedUp = await signUp(email, ATTACKER_PASSWORD);
  const login = await logIn(t.app, email, ATTACKER_PASSWORD);
  return { signUp: signedUp.statusCode, login: login.statusCode, body: login.json() };
}

const userOf = async (email: string) =>
  (await t.app.database.db.select().from(users).where(eq(users.email, email)))[0]!;

describe('sign-up then login tells nobody whether the address was registered', () => {
  it('answers a free, an unverified and a verified address alike, and like a wrong password', async () => {
    const free = await probe(freshEmail('free'));
    const unverified = await probe((await createCustomer(t.app, { verified: false })).email);
    const verified = await probe((await createCustomer(t.app)).email);
    const wrong = await logIn(t.app, (await createCustomer(t.app)).email, 'not-the-password');
    expect(free).toEqual(verified);
    expect(unverified).toEqual(verified);
    expect(verified).toEqual({ signUp: 201, login: 401, body: wrong.json() });
    expect(wrong.json().message).toBe(messages.loginFailed);
  });

  it('counts a correct password of an unverified account as a failed sign-in (the lockout tells nothing)', async () => {
    const email = freshEmail('locked');
    await signUp(email, ATTACKER_PASSWORD);
    const ip = '10.250.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await logIn(t.app, email, ATTACKER_PASSWORD, ip)).statusCode);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('signing up an address nobody verified yet', () => {
  it('gives the account to the last sign-up: its password and names, and only its link verifies', async () => {
    const email = freshEmail('victim');
    await signUp(email, ATTACKER_PASSWORD, 'Mallory');
    const attackersLink = await mailedToken(t.app, email, 'verify-link-email');

    const victim = await signUp(email, VICTIM_PASSWORD, 'Ngozi');
    expect(victim.statusCode).toBe(201);
    expect(victim.json().message).toBe(messages.accountCreated);
    const victimsLink = await mailedToken(t.app, email, 'verify-link-email');
    expect((await call(t.app, 'POST', 'email/verify', { token: attackersLink })).statusCode).toBe(422);
    expect((await call(t.app, 'POST', 'email/verify', { token: victimsLink })).statusCode).toBe(200);

    expect((await logIn(t.app, email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    const login = await logIn(t.app, email, VICTIM_PASSWORD);
    expect(login.statusCode).toBe(200);
    expect(login.json().data.firstname).toBe('Ngozi');
  });

  it('leaves a verified account as it was (its owner is mailed instead)', async () => {
    const { email, password } = await createCustomer(t.app);
    await signUp(email, ATTACKER_PASSWORD, 'Mallory');
    expect((await logIn(t.app, email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await logIn(t.app, email, password)).json().data.firstname).not.toBe('Mallory');
  });
});

describe('a PIN and addresses set before the email was verified are not the mailbox owner’s', () => {
  /** What an earlier version let an unverified account keep: a PIN and a primary address. */
  async function plantSetup(userId: number) {
    await t.app.database.db
      .insert(walletPins)
      .values({ userId, pinHash: hashPin(t.app.config.pinSecrets, '1234') });
    await t.app.database.db.insert(addresses).values({
      userId,
      address: '1 Attacker Close',
      postalCode: '100001',
      state: 'Lagos',
      stateCode: 'LA',
      city: 'Ikeja',
      townId: '1',
      phoneNumber: '08030000000',
      isPrimary: true,
    });
  }

  async function setupOf(token: string) {
    const headers = { authorization: `Bearer ${token}` };
    const wallet = await t.app.inject({ method: 'GET', url: '/api/v1/wallet', headers });
    const book = await t.app.inject({ method: 'GET', url: '/api/v1/user/addresses', headers });
    return { pin: wallet.json().data.isPinAvailable, addresses: book.json().data.length };
  }

  it('the first verification clears them', async () => {
    const { email, password } = await createCustomer(t.app, { verified: false });
    await plantSetup((await userOf(email)).id);
    const token = await mailedToken(t.app, email, 'verify-link-email');
    expect((await call(t.app, 'POST', 'email/verify', { token })).statusCode).toBe(200);
    const session = (await logIn(t.app, email, password)).json().extra.token;
    expect(await setupOf(session)).toEqual({ pin: false, addresses: 0 });
  });

  it('a password reset clears those from before the verification, and keeps the owner’s own', async () => {
    const planted = await createCustomer(t.app, { verified: false });
    await plantSetup((await userOf(planted.email)).id);
    // Verified by an earlier version, which kept what was there.
    await t.app.database.db
      .update(users)
      .set({ emailVerifiedAt: sql`now() + interval '1 second'` })
      .where(eq(users.email, planted.email));

    const own = await createCustomer(t.app);
    const ownSession = (await logIn(t.app, own.email)).json().extra.token;
    const headers = { authorization: `Bearer ${ownSession}` };
    const pin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/pin',
      headers,
      payload: { new_pin: '4381' },
    });
    expect(pin.statusCode).toBe(201);

    for (const { email } of [planted, own]) {
      await call(t.app, 'POST', 'password/request-reset-link', { email });
      const token = await mailedToken(t.app, email, 'reset-password');
      const reset = await call(t.app, 'POST', 'password/reset', {
        token,
        password: VICTIM_PASSWORD,
        password_confirmation: VICTIM_PASSWORD,
      });
      expect(reset.statusCode).toBe(200);
    }
    const plantedSession = (await logIn(t.app, planted.email, VICTIM_PASSWORD)).json().extra.token;
    expect(await setupOf(plantedSession)).toEqual({ pin: false, addresses: 0 });
    const ownAgain = (await logIn(t.app, own.email, VICTIM_PASSWORD)).json().extra.token;
    expect((await setupOf(ownAgain)).pin).toBe(true);
  });
});
