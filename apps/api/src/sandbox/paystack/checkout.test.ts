import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { callbackWithReference } from './checkout-routes.ts';
import {
  DECLINED_CARD,
  initialize,
  PREFIX,
  page,
  postForm,
  SUCCESS_CARD,
  VERVE_CARD,
  verify,
} from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

const status = async (reference: string) => (await verify(t.app, reference)).json().data.status as string;
const pagePath = (accessCode: string) => `${PREFIX}/checkout/${accessCode}`;
const returned = (reference: string, callback = 'http://shop.test/checkout/return') =>
  `${callback}?reference=${reference}&trxref=${reference}`;

describe('hosted payment page', () => {
  it('shows the amount in naira, the email, the card form and the test cards', async () => {
    const { access_code } = await initialize(t.app, { amount: 1_234_550, email: 'ada@example.com' });
    const res = await page(t.app, access_code);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    const html = res.body;
    expect(html).toContain('Oja sandbox — Paystack test mode');
    expect(html).toContain('₦12,345.50');
    expect(html).toContain('ada@example.com');
    for (const label of ['Card number', 'Expiry (MM/YY)', 'CVV']) expect(html).toContain(`>${label}</label>`);
    for (const number of ['4084 0840 8408 4081', '4084 0800 0000 5408', '5078 5078 5078 5078 12']) {
      expect(html).toContain(number);
    }
    expect(html).not.toMatch(/<script|<link|src="http/i);
  });

  it('answers an unknown access code with a 404 page', async () => {
    const res = await page(t.app, 'nosuchcode');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Payment not found');
  });

  it('escapes what the merchant and the shopper typed', async () => {
    const { access_code } = await initialize(t.app, { email: "o'brien@example.com" });
    expect((await page(t.app, access_code)).body).toContain('o&#39;brien@example.com');
    const typed = '"><script>alert(1)</script>';
    const res = await postForm(t.app, access_code, 'pay', { ...SUCCESS_CARD, card_number: typed });
    expect(res.statusCode).toBe(422);
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
  });

  it('pays with the success card and sends the shopper to the callback with the reference', async () => {
    const { access_code, reference } = await initialize(t.app, { amount: 1_234_550 });
    const res = await postForm(t.app, access_code, 'pay', SUCCESS_CARD);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(returned(reference));
    const data = (await verify(t.app, reference)).json().data;
    expect(data).toMatchObject({ status: 'success', amount: 1_234_550, currency: 'NGN' });

    // Paying again changes nothing: same redirect, same payment time.
    const again = await postForm(t.app, access_code, 'pay', SUCCESS_CARD);
    expect(again.headers.location).toBe(returned(reference));
    expect((await verify(t.app, reference)).json().data.paid_at).toBe(data.paid_at);
    const after = await page(t.app, access_code);
    expect(after.body).toContain('Payment successful');
    expect(after.body).toContain(`href="${returned(reference).replaceAll('&', '&#38;')}"`);
  });

  it('takes the card as JSON too', async () => {
    const { access_code, reference } = await initialize(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `${pagePath(access_code)}/pay`,
      payload: { card_number: '4084084084084081', expiry: '1/2039', cvv: '408' },
    });
    expect(res.statusCode).toBe(303);
    expect(await status(reference)).toBe('success');
  });

  it('adds the reference to a callback that already has a query', async () => {
    const callback = 'http://shop.test/return?order=ORD-9&x=a%20b';
    const { access_code, reference } = await initialize(t.app, { callback_url: callback });
    const res = await postForm(t.app, access_code, 'pay', SUCCESS_CARD);
    const location = new URL(res.headers.location as string);
    expect(location.origin + location.pathname).toBe('http://shop.test/return');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      order: 'ORD-9',
      x: 'a b',
      reference,
      trxref: reference,
    });
    expect(callbackWithReference('http://a.test/r#top', 'R1')).toBe(
      'http://a.test/r?reference=R1&trxref=R1#top',
    );
  });

  it('shows a decline with Try another card; a later card on the same page succeeds', async () => {
    const { access_code, reference } = await initialize(t.app);
    const declined = await postForm(t.app, access_code, 'pay', DECLINED_CARD);
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(pagePath(access_code));
    expect(await status(reference)).toBe('failed');
    const shown = (await page(t.app, access_code)).body;
    expect(shown).toContain('Payment declined');
    expect(shown).toContain('Try another card');
    expect(shown).toContain('Cancel payment');

    const retry = await postForm(t.app, access_code, 'pay', SUCCESS_CARD);
    expect(retry.headers.location).toBe(returned(reference));
    const data = (await verify(t.app, reference)).json().data;
    expect(data).toMatchObject({ status: 'success', gateway_response: 'Successful' });
    expect(data.log).toMatchObject({ attempts: 2, errors: 1, success: true });
  });

  it.each([
    [{ ...SUCCESS_CARD, card_number: '4111 1111 1111 1111' }, 'Invalid card number'],
    [{ ...SUCCESS_CARD, card_number: '' }, 'Invalid card number'],
    [{ ...SUCCESS_CARD, expiry: '13/30' }, 'Enter the expiry date as MM/YY'],
    [{ ...SUCCESS_CARD, expiry: '01/20' }, 'This card has expired'],
    [{ ...SUCCESS_CARD, cvv: '4a8' }, 'Enter the 3-digit CVV'],
  ])('keeps the shopper on the page for %j', async (card, message) => {
    const { access_code, reference } = await initialize(t.app);
    const res = await postForm(t.app, access_code, 'pay', card);
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain(message);
    expect(res.body).toContain('aria-invalid="true"');
    // The CVV is never written back into the page.
    expect(res.body).not.toContain(`value="${card.cvv}"`);
    expect(await status(reference)).toBe('pending');
  });

  it('asks the Verve card for PIN 1111, then OTP 123456, allowing retries after a wrong one', async () => {
    const { access_code, reference } = await initialize(t.app);
    const started = await postForm(t.app, access_code, 'pay', VERVE_CARD);
    expect(started.statusCode).toBe(303);
    expect(await status(reference)).toBe('ongoing');
    expect((await page(t.app, access_code)).body).toContain('Enter your card PIN');

    const wrongPin = await postForm(t.app, access_code, 'pin', { pin: '0000' });
    expect(wrongPin.statusCode).toBe(422);
    expect(wrongPin.body).toContain('Incorrect PIN');
    expect(await status(reference)).toBe('ongoing');

    // An OTP before the PIN is not taken.
    expect((await postForm(t.app, access_code, 'otp', { otp: '123456' })).headers.location).toBe(
      pagePath(access_code),
    );
    expect(await status(reference)).toBe('ongoing');

    expect((await postForm(t.app, access_code, 'pin', { pin: '1111' })).statusCode).toBe(303);
    expect((await page(t.app, access_code)).body).toContain('Enter the OTP');

    const wrongOtp = await postForm(t.app, access_code, 'otp', { otp: '000000' });
    expect(wrongOtp.statusCode).toBe(422);
    expect(wrongOtp.body).toContain('Incorrect OTP');

    const done = await postForm(t.app, access_code, 'otp', { otp: '123456' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(returned(reference));
    expect((await verify(t.app, reference)).json().data).toMatchObject({
      status: 'success',
      authorization: { brand: 'verve', last4: '7812', bin: '507850' },
    });
  });

  it('cancels an unpaid payment as abandoned and returns to the callback', async () => {
    const { access_code, reference } = await initialize(t.app);
    await postForm(t.app, access_code, 'pay', DECLINED_CARD);
    const res = await postForm(t.app, access_code, 'cancel', {});
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(returned(reference));
    expect(await status(reference)).toBe('abandoned');
    expect((await page(t.app, access_code)).body).toContain('Payment cancelled');
    // A cancelled payment takes no card afterwards.
    await postForm(t.app, access_code, 'pay', SUCCESS_CARD);
    expect(await status(reference)).toBe('abandoned');
  });

  it('does not cancel a payment that went through', async () => {
    const { access_code, reference } = await initialize(t.app);
    await postForm(t.app, access_code, 'pay', SUCCESS_CARD);
    const res = await postForm(t.app, access_code, 'cancel', {});
    expect(res.headers.location).toBe(returned(reference));
    expect(await status(reference)).toBe('success');
  });

  it('says the payment is over when there is no callback', async () => {
    const { access_code } = await initialize(t.app, { callback_url: undefined });
    const res = await postForm(t.app, access_code, 'pay', SUCCESS_CARD);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Payment successful');
    expect(res.body).toContain('You can close this page.');
  });

  it('lets only one of two simultaneous payments through', async () => {
    const { access_code, reference } = await initialize(t.app);
    const answers = await Promise.all([
      postForm(t.app, access_code, 'pay', SUCCESS_CARD),
      postForm(t.app, access_code, 'pay', SUCCESS_CARD),
    ]);
    for (const res of answers) expect(res.headers.location).toBe(returned(reference));
    const data = (await verify(t.app, reference)).json().data;
    expect(data.log.history.filter((h: { type: string }) => h.type === 'success')).toHaveLength(1);
  });
});
