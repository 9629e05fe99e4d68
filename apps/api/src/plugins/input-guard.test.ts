import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerWithAddress } from '../modules/checkout/test-helpers.ts';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { BAD_URL_MESSAGE, LONG_URL_MESSAGE, NUL_MESSAGE } from './input-guard.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ products: 60 });
  headers = await customerWithAddress(t.app);
});
afterAll(() => t.close());

const refusal = (errors: Record<string, string[]>) => ({ status: 'error', data: null, errors });

// Found by the fuzz test: PostgreSQL text cannot hold U+0000, so these answered 500.
describe('a NUL character in any input', () => {
  it('is a 422 naming the body field, and nothing is saved', async () => {
    const [address] = (await t.app.inject({ method: 'GET', url: '/api/v1/user/addresses', headers })).json()
      .data as Array<Record<string, unknown>>;
    const { uuid: _uuid, is_primary: _primary, ...fields } = address!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/addresses',
      headers,
      payload: { ...fields, address: '12 Admiralty Way\u0000' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject(refusal({ address: [NUL_MESSAGE] }));
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/user/addresses', headers });
    expect(after.json().data).toHaveLength(1);
  });

  it('is a 422 naming the query or path field', async () => {
    for (const [url, field] of [
      ['/api/v1/products?search=a%00b', 'search'],
      ['/api/v1/products/saved?search=%00', 'search'],
      ['/api/v1/products/a%00b', 'id'],
      ['/api/v1/vendors/%00', 'id'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toMatchObject(refusal({ [field]: [NUL_MESSAGE] }));
    }
  });

  it('is looked for without recursion: JSON nested 100,000 deep is a 422, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`,
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json() as { errors: Record<string, string[]> };
    expect(Object.values(errors)).toEqual([[NUL_MESSAGE]]);
    expect(Object.keys(errors)[0]!.length).toBeLessThanOrEqual(101);
  });

  it('leaves other unusual text alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/products?search=%C3%B2j%C3%A0', headers });
    expect(res.statusCode).toBe(200);
  });
});

describe('a path the router refuses', () => {
  it('answers a path that cannot be decoded with a 422 in the envelope, not Fastify’s own 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/products/%E0%A4%A' });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      status: 'error',
      message: BAD_URL_MESSAGE,
      data: null,
      errors: { url: [BAD_URL_MESSAGE] },
    });
  });

  it('answers a path parameter past the length limit with a 414 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/orders/${'x'.repeat(5000)}`, headers });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      status: 'error',
      message: LONG_URL_MESSAGE,
      data: null,
      errors: { url: [LONG_URL_MESSAGE] },
    });
  });
});
