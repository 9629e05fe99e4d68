import { messages } from '@oja/contract/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { call, createCustomer, logIn, mailbox } from '../identity/test-helpers.ts';

/** "Forgot PIN" (issues 53 and 54, ADR 0073): a new PIN through a link mailed to the account's email. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false, config: { publicUrl: 'https://shop.oja.test' } });
});
afterAll(() => t.close());

async function signedIn() {
  const { email, password } = await createCustomer(t.app);
  const token = (await logIn(t.app, email, password)).json().extra.token as string;
  return { email, token };
}

const post = (url: string, token: string | undefined, payload?: Record<string, unknown>) =>
  call(t.app, 'POST', url, payload, { token });

const askForLink = (token: string) => post('wallet/pin/request-reset-link', token);
const resetWithLink = (token: string, linkToken: string, newPin: string) =>
  post('wallet/pin/reset-with-link', token, { token: linkToken, new_pin: newPin });

/** The token of the newest mailed PIN link (it opens the PIN settings on the account page). */
async function pinLinkToken(email: string) {
  const [mail] = await mailbox(t.app, email);
  const link = mail?.links.find((l) => l.includes('pin_reset_token='));
  if (!link) throw new Error(`no PIN link mailed to ${email}`);
  expect(link).toMatch(/^https:\/\/shop\.oja\.test\/account\?modal=pin-settings&pin_reset_token=[\w-]{40,}$/);
  return new URL(link).searchParams.get('pin_reset_token')!;
}

const changePin = (token: string, oldPin: string, newPin: string) =>
  post('wallet/reset-pin', token, { old_pin: oldPin, new_pin: newPin });

describe('Forgot PIN', () => {
  it('mails a link whose token sets a new PIN, once, even when the old PIN is forgotten and locked', async () => {
    const { email, token } = await signedIn();
    expect((await post('wallet/pin', token, { new_pin: '5831' })).statusCode).toBe(201);
    // Five wrong tries lock the PIN.
    for (let i = 0; i < 5; i++) await changePin(token, '9999', '2592');
    expect((await changePin(token, '5831', '2592')).statusCode).toBe(429);

    const asked = await askForLink(token);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ status: 'success', message: messages.linkSent, data: null });
    const [mail] = await mailbox(t.app, email);
    expect(mail!.subject).toBe('Reset your Oja wallet PIN');
    const linkToken = await pinLinkToken(email);

    const reset = await resetWithLink(token, linkToken, '3863');
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({
      status: 'success',
      message: messages.pinReset,
      data: { isPinAvailable: true },
    });
    // The new PIN is the one now, and the lock is gone.
    expect((await changePin(token, '5831', '4964')).statusCode).toBe(422);
    expect((await changePin(token, '3863', '4964')).statusCode).toBe(200);
    const again = await resetWithLink(token, linkToken, '5195');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      message: messages.pinLinkInvalid,
      errors: { token: [messages.pinLinkInvalid] },
    });
  });

  it('sets a first PIN for a customer without one', async () => {
    const { email, token } = await signedIn();
    await askForLink(token);
    expect((await resetWithLink(token, await pinLinkToken(email), '1394')).statusCode).toBe(200);
    expect((await changePin(token, '1394', '4381')).statusCode).toBe(200);
  });

  it('refuses another customer’s link, an expired one, an older one and a bad PIN', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    await askForLink(owner.token);
    const older = await pinLinkToken(owner.email);
    await askForLink(owner.token);
    const newest = await pinLinkToken(owner.email);
    expect((await resetWithLink(other.token, newest, '1394')).statusCode).toBe(422);
    expect((await resetWithLink(owner.token, older, '1394')).statusCode).toBe(422);
    const badPin = await resetWithLink(owner.token, newest, '12a4');
    expect(badPin.statusCode).toBe(422);
    expect(badPin.json().errors.new_pin).toEqual([messages.pinDigits]);
    const trivial = await resetWithLink(owner.token, newest, '0000');
    expect(trivial.statusCode).toBe(422);
    expect(trivial.json().errors.new_pin).toEqual([messages.pinTrivial]);
    await t.app.database.db.execute(
      sql`update email_tokens set expires_at = now() - interval '1 second' where purpose = 'pin_reset'`,
    );
    expect((await resetWithLink(owner.token, newest, '1394')).statusCode).toBe(422);
  });

  it('needs a session for both calls', async () => {
    expect((await post('wallet/pin/request-reset-link', undefined)).statusCode).toBe(401);
    expect(
      (await post('wallet/pin/reset-with-link', undefined, { token: 'x', new_pin: '1394' })).statusCode,
    ).toBe(401);
  });

  it('mails at most five links an hour per account, as the password reset', async () => {
    const { token } = await signedIn();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await askForLink(token)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
