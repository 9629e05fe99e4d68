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

describe('HOST', () => {
  it('defaults to 127.0.0.1, so `npm start` is not on the network unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
