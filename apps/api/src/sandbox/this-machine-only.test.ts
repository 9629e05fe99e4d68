import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { SANDBOX_SECRET_KEY } from '../integrations/paystack.ts';
import { isLoopbackAddress } from '../lib/loopback.ts';
import { buildTestApp, type TestApp } from '../test/app.ts';

// Issue 26 row 2: from another machine the dev mailbox handed out reset links and the README's
// sandbox key signed charges. These stand-ins now answer this machine only, whatever HOST is.
let t: TestApp;
beforeAll(async () => {
  // One trusted proxy hop: X-Forwarded-For then sets request.ip, and still must not make a caller local.
  t = await buildTestApp({ seed: false, config: { trustProxyHops: 1 } });
});
afterAll(() => t.close());

type Ask = { remoteAddress: string; headers?: Record<string, string> };
const mailboxJson = ({ remoteAddress, headers }: Ask) =>
  t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox', remoteAddress, headers });
const mailboxPage = ({ remoteAddress, headers }: Ask) =>
  t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress, headers });
const sandboxCharge = ({ remoteAddress, headers }: Ask) =>
  t.app.inject({
    method: 'POST',
    url: '/sandbox/paystack/transaction/initialize',
    remoteAddress,
    headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}`, ...headers },
    payload: { email: 'ada@oja.test', amount: 50_000 },
  });

describe('the dev mailbox and the Paystack sandbox', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])(
    'answer a caller on %s',
    async (remoteAddress) => {
      expect((await mailboxJson({ remoteAddress })).statusCode).toBe(200);
      expect((await mailboxPage({ remoteAddress })).statusCode).toBe(200);
      expect((await sandboxCharge({ remoteAddress })).statusCode).toBe(200);
    },
  );

  it.each(['192.168.1.20', '10.0.0.7', '::ffff:192.168.1.20', 'fe80::1', '128.0.0.1'])(
    'are not there for a caller on %s: 404, as in production',
    async (remoteAddress) => {
      const json = await mailboxJson({ remoteAddress });
      expect(json.statusCode).toBe(404);
      expect(json.json()).toMatchObject({ status: 'error' });
      expect((await mailboxPage({ remoteAddress })).statusCode).toBe(404);
      expect((await sandboxCharge({ remoteAddress })).statusCode).toBe(404);
    },
  );

  it('are not fooled by a forged X-Forwarded-For naming loopback', async () => {
    const forged = { remoteAddress: '192.168.1.20', headers: { 'x-forwarded-for': '127.0.0.1' } };
    expect((await mailboxJson(forged)).statusCode).toBe(404);
    expect((await mailboxPage(forged)).statusCode).toBe(404);
    expect((await sandboxCharge(forged)).statusCode).toBe(404);
  });
});

// Issue 53 item 2: behind a reverse proxy on this same host every request arrives from 127.0.0.1. A
// remote client read the mailbox through one, took a reset token and signed in as its owner.
describe('the stand-ins behind a reverse proxy on this machine (a loopback peer)', () => {
  it.each<Record<string, string>>([
    { 'x-forwarded-for': '203.0.113.9' },
    { 'x-forwarded-for': '127.0.0.1' },
    { forwarded: 'for=203.0.113.9;proto=https' },
    { 'x-real-ip': '203.0.113.9' },
    { 'x-forwarded-proto': 'https' },
    { 'x-forwarded-host': 'shop.example.com' },
    { via: '1.1 nginx' },
    { 'cf-connecting-ip': '203.0.113.9' },
  ])('refuse a request that carries %o: 404', async (headers) => {
    const proxied = { remoteAddress: '127.0.0.1', headers };
    expect((await mailboxJson(proxied)).statusCode).toBe(404);
    expect((await mailboxPage(proxied)).statusCode).toBe(404);
    expect((await sandboxCharge(proxied)).statusCode).toBe(404);
    const settle = await t.app.inject({
      method: 'POST',
      url: '/sandbox/paystack/refunds/settle',
      remoteAddress: '127.0.0.1',
      headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}`, ...headers },
    });
    expect(settle.statusCode).toBe(404);
  });

  it.each(['shop.example.com', 'attacker.example:3000', 'localhost.example.com'])(
    'refuse a Host that names another site (%s), as a proxy passing the site on or a rebound name sends',
    async (host) => {
      const named = { remoteAddress: '127.0.0.1', headers: { host } };
      expect((await mailboxJson(named)).statusCode).toBe(404);
      expect((await mailboxPage(named)).statusCode).toBe(404);
      expect((await sandboxCharge(named)).statusCode).toBe(404);
    },
  );

  it.each(['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST', 'app.localhost:5173'])(
    'answer a Host of this machine (%s)',
    async (host) => {
      const named = { remoteAddress: '127.0.0.1', headers: { host } };
      expect((await mailboxJson(named)).statusCode).toBe(200);
      expect((await sandboxCharge(named)).statusCode).toBe(200);
    },
  );
});

describe('loopback addresses', () => {
  it('are 127.0.0.0/8, ::1 and IPv4-mapped 127.x, nothing else', () => {
    for (const yes of ['127.0.0.1', '127.255.0.3', '::1', '::ffff:127.0.0.1', '::FFFF:127.1.2.3'])
      expect(isLoopbackAddress(yes), yes).toBe(true);
    for (const no of [
      undefined,
      '',
      '0.0.0.0',
      '::',
      '10.0.0.1',
      '::ffff:10.0.0.1',
      '127.0.0.1.evil',
      '1127.0.0.1',
    ])
      expect(isLoopbackAddress(no), String(no)).toBe(false);
  });
});

describe('OJA_DEV_STANDINS', () => {
  const secret = 'a-production-secret-of-at-least-32-chars';
  const production = { NODE_ENV: 'production', JWT_SECRET: secret, PIN_SECRET: secret };

  it('mounts the stand-ins in development and tests unless set to 0, never in production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).devStandIns).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'test', OJA_DEV_STANDINS: '0', PAYSTACK_SECRET_KEY: 'sk_test_x' }).devStandIns,
    ).toBe(false);
    expect(loadConfig(production).devStandIns).toBe(false);
    expect(() => loadConfig({ ...production, OJA_DEV_STANDINS: '1' })).toThrow(/OJA_DEV_STANDINS/);
  });

  it('turned off, needs a real Paystack key: card payments would go to the sandbox it removes', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', OJA_DEV_STANDINS: '0' })).toThrow(/PAYSTACK_SECRET_KEY/);
  });

  it('turned off, leaves neither the mailbox nor the sandbox, even for this machine', async () => {
    const off = await buildTestApp({
      seed: false,
      config: { devStandIns: false, paystackSecretKey: 'sk_test_not_called_here' },
    });
    try {
      const local = (url: string, method: 'GET' | 'POST' = 'GET') =>
        off.app.inject({ method, url, remoteAddress: '127.0.0.1' });
      expect((await local('/api/v1/dev/mailbox')).statusCode).toBe(404);
      expect((await local('/dev/mailbox')).body).not.toContain('Dev mailbox');
      expect((await local('/sandbox/paystack/refunds/settle', 'POST')).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('HOST', () => {
  it('defaults to 127.0.0.1, so `npm start` is not on the network unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
