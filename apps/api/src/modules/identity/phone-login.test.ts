import { messages } from '@oja/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createCustomer, freshEmail, freshIp, freshPhone, logIn, PASSWORD } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

/** '07012345678' as a shopper may type it: '+234 701 234 5678'. */
const international = (local: string) => `+234 ${local.slice(1, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;

describe('sign-in with the phone number given at sign-up (issue 54 item 10)', () => {
  it('signs in by the local, international or spaced form of the phone number', async () => {
    const phone = freshPhone();
    const { email } = await createCustomer(t.app, { phone });
    for (const typed of [
      phone,
      international(phone),
      international(phone).replace('+', '').replaceAll(' ', ''),
    ]) {
      const res = await logIn(t.app, typed, PASSWORD);
      expect(res.statusCode, typed).toBe(200);
      expect(res.json().data.email).toBe(email);
      expect(res.json().extra.token).toEqual(expect.any(String));
    }
  });

  it('answers an unknown phone exactly as a wrong password', async () => {
    const phone = freshPhone();
    const { email } = await createCustomer(t.app, { phone });
    const wrongPassword = await logIn(t.app, email, 'Wrong2025', freshIp());
    const wrongByPhone = await logIn(t.app, phone, 'Wrong2025', freshIp());
    const unknownPhone = await logIn(t.app, freshPhone(), PASSWORD, freshIp());
    for (const res of [wrongByPhone, unknownPhone]) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toBe(wrongPassword.body);
    }
    expect(wrongPassword.json().message).toBe(messages.loginFailed);
  });

  it('refuses a phone two verified accounts share, with the same 401, whichever password is given', async () => {
    const phone = freshPhone();
    const first = await createCustomer(t.app, { phone });
    await createCustomer(t.app, { phone: international(phone) });
    const wrongPassword = await logIn(t.app, first.email, 'Wrong2025', freshIp());
    const res = await logIn(t.app, phone, PASSWORD, freshIp());
    expect(res.statusCode).toBe(401);
    expect(res.body).toBe(wrongPassword.body);
    // Each account still signs in by its email.
    expect((await logIn(t.app, first.email, PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('lets an unverified sign-up with the same phone neither take nor block the phone', async () => {
    const phone = freshPhone();
    const { email } = await createCustomer(t.app, { phone });
    await createCustomer(t.app, { phone, verified: false, email: freshEmail('squatter') });
    const res = await logIn(t.app, phone, PASSWORD, freshIp());
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(email);
  });

  it('still refuses what is neither an email nor a Nigerian phone number, with a 422', async () => {
    const res = await logIn(t.app, '0803123', PASSWORD);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual([messages.loginIdentifierInvalid]);
  });
});
