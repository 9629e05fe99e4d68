import { GUEST_PASSPHRASE_HEADER, GUEST_TOKEN_HEADER } from '@oja/contract/constants';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestDatabase } from '../test/database.ts';
import { SUB_REQUEST_HEADER, SUB_REQUEST_MARK } from './request-log.ts';

let database: DatabaseHandle;
let app: FastifyInstance;
let lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ seed: true, products: 20 });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', OJA_MICRO_CACHE_SECONDS: '0' });
  app = await buildApp({ config, database, logStream: { write: (line) => void lines.push(line) } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(() => {
  lines = [];
});

const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('one log line per request', () => {
  it('says method, route pattern, status and time, and nothing about who asked', async () => {
    const guest = (await app.inject({ method: 'POST', url: '/api/v1/generate-jwt' })).json().data as {
      token: string;
      passphrase: string;
    };
    const product = (await app.inject({ method: 'GET', url: '/api/v1/products?perPage=1' })).json().data
      .data[0] as { slug: string };
    lines = [];

    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/products/${product.slug}?token=reset-link-token-91c2&ref=ADA2024`,
      remoteAddress: '203.0.113.77',
      headers: {
        authorization: 'Bearer not-a-real-token-5f3a',
        [GUEST_TOKEN_HEADER]: guest.token,
        [GUEST_PASSPHRASE_HEADER]: guest.passphrase,
        'user-agent': 'OjaTestAgent/1.0',
        cookie: 'session=cookie-value-77',
      },
    });
    expect(res.statusCode).toBe(401);

    expect(lines).toHaveLength(1);
    const [line] = entries();
    expect(line).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      route: '/api/v1/products/:id',
      status: 401,
    });
    expect(line?.ms).toEqual(expect.any(Number));
    expect(line?.ms as number).toBeGreaterThanOrEqual(0);

    const raw = lines[0]!;
    for (const personal of [
      '203.0.113.77',
      'reset-link-token-91c2',
      'ADA2024',
      'not-a-real-token-5f3a',
      guest.token,
      guest.passphrase,
      'OjaTestAgent',
      'cookie-value-77',
      product.slug,
      '?',
    ]) {
      expect(raw, `the line holds ${personal}`).not.toContain(personal);
    }
    expect(Object.keys(line!).sort()).toEqual(
      ['hostname', 'level', 'method', 'ms', 'msg', 'pid', 'reqId', 'route', 'status', 'time'].sort(),
    );
  });

  it("logs a guest's successful request the same way, without the guest", async () => {
    const guest = (await app.inject({ method: 'POST', url: '/api/v1/generate-jwt' })).json().data as {
      token: string;
      passphrase: string;
    };
    lines = [];
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/cart/items?page=1',
      headers: { [GUEST_TOKEN_HEADER]: guest.token, [GUEST_PASSPHRASE_HEADER]: guest.passphrase },
    });
    expect(res.statusCode).toBe(200);
    expect(entries()).toEqual([
      expect.objectContaining({ method: 'GET', route: '/api/v1/cart/items', status: 200, msg: 'request' }),
    ]);
    expect(lines[0]).not.toContain(guest.token);
    expect(lines[0]).not.toContain(guest.passphrase);
  });

  it("leaves out a server-rendered page's own sub-requests, and only those", async () => {
    const marked = await app.inject({
      method: 'GET',
      url: '/api/v1/products?perPage=1',
      headers: { [SUB_REQUEST_HEADER]: SUB_REQUEST_MARK },
    });
    expect(marked.statusCode).toBe(200);
    expect(lines).toHaveLength(0);

    const guessed = await app.inject({
      method: 'GET',
      url: '/api/v1/products?perPage=1',
      headers: { [SUB_REQUEST_HEADER]: 'a-guess' },
    });
    expect(guessed.statusCode).toBe(200);
    expect(entries()).toEqual([
      expect.objectContaining({ method: 'GET', route: '/api/v1/products', status: 200, msg: 'request' }),
    ]);
  });

  it('names no route for a path that has none, never the path asked for', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/customers/ada@oja.test/secret' });
    expect(res.statusCode).toBe(404);
    expect(entries()).toEqual([
      expect.objectContaining({ method: 'GET', route: '(no route)', status: 404, msg: 'request' }),
    ]);
    expect(lines[0]).not.toContain('ada@oja.test');
  });

  it('keeps a body password out of a failing request, which still logs one line', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'nobody@oja.test', password: 'Sup3rSecret!pw', recaptcha: 'dev:LOGIN' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(entries()).toEqual([
      expect.objectContaining({ method: 'POST', route: '/api/v1/login', status: res.statusCode }),
    ]);
    expect(lines.join('')).not.toContain('Sup3rSecret!pw');
    expect(lines.join('')).not.toContain('nobody@oja.test');
  });
});
