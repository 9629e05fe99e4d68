import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

describe('system', () => {
  it('reports health with the engine it runs on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    const expected = process.env.OJA_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
    expect(res.json()).toEqual({
      status: 'success',
      message: 'Successful',
      data: { ok: true, database: expected },
    });
  });

  it('answers an unknown API route with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', data: null });
  });

  it('answers a malformed JSON body with 422 and a message, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/generate-jwt',
      headers: { 'content-type': 'application/json' },
      payload: '{"oops":',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 'error', data: null, errors: { body: [expect.any(String)] } });
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/generate-jwt', '/api/v1/products/categories', '/api/v1/health']),
    );
  });
});

describe('log lines', () => {
  it('never carry link tokens from a URL', async () => {
    const { redactUrl } = await import('../../app.ts');
    expect(redactUrl('/api/v1/x?token=abc.def&page=2')).toBe('/api/v1/x?token=[redacted]&page=2');
    expect(redactUrl('/reset-password?email=a%40b.ng&token=s3cret')).toBe(
      '/reset-password?email=a%40b.ng&token=[redacted]',
    );
    expect(redactUrl('/products?search=token')).toBe('/products?search=token');
  });
});
