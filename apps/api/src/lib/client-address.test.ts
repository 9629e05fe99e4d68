import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '../modules/identity/attempt-limits.ts';
import { createCustomer, logIn, PASSWORD } from '../modules/identity/test-helpers.ts';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { addressKey } from './client-address.ts';

// Issue 53 item 9: every per-IP count (rate limits, sign-in counters, view caps) is keyed by one
// function, which takes an IPv6 caller by its /64 (one subscriber holds the whole /64) and an
// IPv4-mapped one (a dual-stack listener's IPv4 callers) by its IPv4 address.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ products: 40 });
});
afterAll(() => t.close());

describe('addressKey', () => {
  it('is the /64 of an IPv6 address, however it is written', () => {
    const key = addressKey('2001:db8:1:2::1');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe(key);
    expect(addressKey('2001:DB8:0001:0002:0:0:0:9')).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('2001:db8:2:2::1')).not.toBe(key);
  });

  it('is the IPv4 address itself, also when IPv4-mapped', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::FFFF:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::ffff:198.51.100.7')).not.toBe(addressKey('::ffff:203.0.113.5'));
  });

  it('leaves anything that is not an address as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('')).toBe('');
  });
});

const inOneSlash64 = (n: number) => `2001:db8:53:9::${(n + 1).toString(16)}`;

describe('per-IP counts key an IPv6 caller by its /64', () => {
  it('sign-in: guesses from ten addresses of one /64 lock that /64, not the owner elsewhere', async () => {
    const { email } = await createCustomer(t.app);
    const { max } = ACCOUNT_LIMITS.loginFailures;
    for (let i = 0; i < max; i++)
      expect((await logIn(t.app, email, `guess-${i}`, inOneSlash64(i))).statusCode).toBe(401);
    const next = await logIn(t.app, email, PASSWORD, inOneSlash64(max + 7));
    expect(next.statusCode).toBe(429);
    expect((await logIn(t.app, email, PASSWORD, '2001:db8:53:a::1')).statusCode).toBe(200);
  });

  it('product views: devices on many addresses of one /64 count as one address', async () => {
    const viewsOf = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/products/3' })).json().data.total_views as number;
    const before = await viewsOf();
    const counted: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/insights',
        remoteAddress: `2001:db8:77:1::${i + 1}`,
        payload: {
          batch_id: randomUUID(),
          device_id: randomUUID(),
          events: [{ kind: 'product_view', id: '3', at: new Date().toISOString() }],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      counted.push(res.json().data.product_views);
    }
    expect(counted).toEqual([1, 1, 1, 0, 0, 0]);
    expect(await viewsOf()).toBe(before + 3);
  });
});

describe('per-IP rate limits', () => {
  it('give each IPv4 caller of a dual-stack listener (::ffff:a.b.c.d) a bucket of its own', async () => {
    const guest = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/generate-jwt', remoteAddress });
    // generate-jwt allows 30 a minute per address (identity routes).
    for (let i = 0; i < 30; i++) expect((await guest('::ffff:203.0.113.5')).statusCode).toBe(201);
    expect((await guest('::ffff:203.0.113.5')).statusCode).toBe(429);
    expect((await guest('::ffff:198.51.100.7')).statusCode).toBe(201);
  });

  it('take an IPv6 caller by its /64', async () => {
    const guest = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/generate-jwt', remoteAddress });
    for (let i = 0; i < 30; i++) expect((await guest(`2001:db8:99:1::${i + 1}`)).statusCode).toBe(201);
    expect((await guest('2001:db8:99:1::ffff')).statusCode).toBe(429);
    expect((await guest('2001:db8:99:2::1')).statusCode).toBe(201);
  });
});
