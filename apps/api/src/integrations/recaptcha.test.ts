import { describe, expect, it } from 'vitest';
import { createLocalCaptchaVerifier, createRecaptchaVerifier, SITEVERIFY_URL } from './recaptcha.ts';

function fakeGoogle(answer: unknown, status = 200) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('reCAPTCHA v3 siteverify', () => {
  it('posts the secret, the token and the address as a form and passes a good answer', async () => {
    const google = fakeGoogle({ success: true, score: 0.9, action: 'LOGIN', hostname: 'oja.ng' });
    const verdict = await createRecaptchaVerifier('s3cret', { fetch: google.fetch }).verify(
      'tok',
      'LOGIN',
      '1.2.3.4',
    );
    expect(verdict).toEqual({ ok: true });
    expect(google.calls[0]!.url).toBe(SITEVERIFY_URL);
    expect(google.calls[0]!.init.method).toBe('POST');
    expect(new Headers(google.calls[0]!.init.headers).get('content-type')).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(Object.fromEntries(new URLSearchParams(String(google.calls[0]!.init.body)))).toEqual({
      secret: 's3cret',
      response: 'tok',
      remoteip: '1.2.3.4',
    });
  });

  it.each([
    ['not successful', { success: false, 'error-codes': ['invalid-input-response'] }],
    ['another action', { success: true, score: 0.9, action: 'REGISTER_CUSTOMER' }],
    ['a low score', { success: true, score: 0.3, action: 'LOGIN' }],
    ['no score', { success: true, action: 'LOGIN' }],
  ])('refuses %s', async (_name, answer) => {
    const verdict = await createRecaptchaVerifier('s', { fetch: fakeGoogle(answer).fetch }).verify(
      't',
      'LOGIN',
    );
    expect(verdict.ok).toBe(false);
  });

  it('refuses when Google cannot be reached or answers an error', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect((await createRecaptchaVerifier('s', { fetch: down }).verify('t', 'LOGIN')).ok).toBe(false);
    const broken = fakeGoogle({}, 500).fetch;
    expect((await createRecaptchaVerifier('s', { fetch: broken }).verify('t', 'LOGIN')).ok).toBe(false);
  });
});

describe('local captcha verifier', () => {
  it('accepts exactly dev:<ACTION> for the matching action', async () => {
    const local = createLocalCaptchaVerifier();
    expect((await local.verify('dev:LOGIN', 'LOGIN')).ok).toBe(true);
    expect((await local.verify('dev:LOGIN', 'APPEAL_ACCOUNT_BAN')).ok).toBe(false);
    expect((await local.verify('dev:login', 'LOGIN')).ok).toBe(false);
    expect((await local.verify('anything', 'LOGIN')).ok).toBe(false);
  });
});
