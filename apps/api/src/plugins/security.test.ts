import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_CSP } from '../sandbox/paystack/page.ts';
import { buildTestApp, type TestApp } from '../test/app.ts';

/** The policy's directives by name, e.g. `{ 'script-src': ["'self'"] }`. */
function directives(policy: string | undefined): Record<string, string[]> {
  const parsed: Record<string, string[]> = {};
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed[name] = sources;
  }
  return parsed;
}

type Headers = Record<string, string | string[] | number | undefined>;

/** What every answer of the shop carries, whatever it is. */
function expectSecurityHeaders(headers: Headers) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  // Issue 26: no page of the shop may use the camera, microphone, location or payment handlers.
  const features = String(headers['permissions-policy'] ?? '').split(', ');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(features).toContain(`${feature}=()`);
  }
}

/** The shop's own policy: scripts only from files it serves, no framing, no plugins. */
function expectShopPolicy(headers: Headers) {
  const csp = directives(headers['content-security-policy'] as string);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp['connect-src']).toEqual(["'self'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(csp['form-action']).toEqual(["'self'"]);
  expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
}

let webDist: string;
beforeAll(() => {
  webDist = mkdtempSync(path.join(tmpdir(), 'oja-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Oja</title><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script>',
  );
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("oja")');
  writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
});
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

describe('security headers in development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, config: { env: 'development', webDist } });
  });
  afterAll(() => t.close());

  it('puts them on an API answer, with no HSTS outside production', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/generate-jwt' });
    expect(res.statusCode).toBe(201);
    expectSecurityHeaders(res.headers);
    expectShopPolicy(res.headers);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('puts them on a page, a hashed asset, the service worker and a refusal', async () => {
    for (const url of ['/', '/product/samsung-galaxy-a15', '/assets/index-abc123.js', '/sw.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectSecurityHeaders(res.headers);
      expectShopPolicy(res.headers);
    }
    // The service worker keeps what it needs: a script type the browser accepts and no long cache.
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');

    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-call' });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing.headers);
  });

  it('puts them on the API docs page, whose scripts are files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
    expectShopPolicy(res.headers);
    // 'self' scripts only: every <script> of the page has a src.
    expect(res.body).toMatch(/<script src=/);
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('lets the Paystack sandbox page and the dev mailbox keep their stricter policies', async () => {
    const sandbox = await t.app.inject({ method: 'GET', url: '/sandbox/paystack/checkout/no-such-code' });
    expect(sandbox.statusCode).toBe(404);
    expect(sandbox.headers['content-security-policy']).toBe(CHECKOUT_CSP);
    expect(sandbox.headers['x-content-type-options']).toBe('nosniff');

    const mailbox = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(mailbox.statusCode).toBe(200);
    expect(directives(mailbox.headers['content-security-policy'] as string)['default-src']).toEqual([
      "'none'",
    ]);
    expectSecurityHeaders(mailbox.headers);
  });
});

describe('security headers in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      seed: false,
      config: {
        env: 'production',
        webDist,
        paystackSecretKey: 'sk_test_production_like_key',
        recaptchaSecret: 'recaptcha-secret-for-the-test',
        smtpUrl: 'smtp://127.0.0.1:2525',
        // As loadConfig sets it under NODE_ENV=production without OJA_API_DOCS (config.test.ts).
        apiDocs: false,
      },
    });
  });
  afterAll(() => t.close());

  it('serves no API reference unless OJA_API_DOCS turns it on', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expectSecurityHeaders(res.headers);
    }
  });

  it('adds HSTS for a year with subdomains', async () => {
    for (const url of ['/api/v1/health', '/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expectSecurityHeaders(res.headers);
    }
  });

  it("allows reCAPTCHA's script and frames when real captcha tokens are checked", async () => {
    const csp = directives(
      (await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string,
    );
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(csp['frame-src']).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(csp['connect-src']).toEqual(["'self'"]);
  });
});
