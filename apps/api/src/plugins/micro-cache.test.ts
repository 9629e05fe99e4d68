import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { acceptedEncoding, cacheKeyOf, hasOtherCookies, microCachePlugin } from './micro-cache.ts';

let app: FastifyInstance;
let calls = 0;

beforeAll(async () => {
  app = Fastify();
  await app.register(microCachePlugin, { maxSeconds: 1 });
  app.get('/api/public', async (_request, reply) => {
    calls += 1;
    reply.header('cache-control', 'public, max-age=60');
    return { calls };
  });
  app.get('/api/slow', async (request, reply) => {
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
    if ((request.query as { fail?: string }).fail) return reply.code(500).send({ calls });
    reply.header('cache-control', 'public, max-age=60');
    return { calls };
  });
  app.get('/api/big', async (_request, reply) => {
    calls += 1;
    reply.header('cache-control', 'public, max-age=60');
    return { calls, names: Array.from({ length: 400 }, (_, i) => `Tecno Spark ${i}`) };
  });
  app.get('/api/personal', async (_request, reply) => {
    calls += 1;
    reply.header('cache-control', 'private, no-store');
    return { calls };
  });
  await app.ready();
});
afterAll(() => app.close());

describe('micro-cache of public answers', () => {
  it('answers a public call from memory until it expires', async () => {
    const first = await app.inject('/api/public?x=1');
    const second = await app.inject('/api/public?x=1');
    expect(second.json()).toEqual(first.json());
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['cache-control']).toBe('public, max-age=60');
    const other = await app.inject('/api/public?x=2');
    expect(other.json().calls).toBe(first.json().calls + 1);
    // A second and a bit later on the clock the cache reads (only Date is faked: no real wait).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1_100 });
    try {
      const later = await app.inject('/api/public?x=1');
      expect(later.json().calls).toBeGreaterThan(first.json().calls);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never stores a personal answer, and never answers a signed-in request from memory', async () => {
    const a = await app.inject('/api/personal');
    const b = await app.inject('/api/personal');
    expect(b.json().calls).toBe(a.json().calls + 1);
    await app.inject('/api/public?who=1');
    const signedIn = await app.inject({ url: '/api/public?who=1', headers: { authorization: 'Bearer x' } });
    expect(signedIn.headers['x-cache']).toBeUndefined();
  });

  it('makes a missing answer once for many requests that arrive together, which all get it', async () => {
    const before = calls;
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject('/api/slow?together=1')));
    expect(calls).toBe(before + 1);
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set([JSON.stringify({ calls: before + 1 })]));
    expect(answers.filter((a) => a.headers['x-cache'] === 'hit')).toHaveLength(19);
  });

  it('lets the waiting requests make their own answer when the first one cannot be kept', async () => {
    const before = calls;
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject('/api/slow?fail=1')));
    expect(answers.map((a) => a.statusCode)).toEqual([500, 500, 500, 500, 500]);
    expect(calls).toBe(before + 5);
  });

  it('sends a stored answer compressed as the request accepts', async () => {
    const first = await app.inject('/api/big');
    const plain = first.body;
    expect(plain.length).toBeGreaterThan(1024);
    for (const [header, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip;q=0.8', 'gzip', gunzipSync],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const hit = await app.inject({ url: '/api/big', headers: { 'accept-encoding': header } });
        expect(hit.headers['x-cache']).toBe('hit');
        expect(hit.headers['content-encoding']).toBe(encoding);
        expect(hit.headers.vary).toBe('accept-encoding');
        expect(decode(hit.rawPayload).toString()).toBe(plain);
      }
    }
    const identity = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain);
    // A small answer goes as it is.
    await app.inject('/api/public?small=1');
    const small = await app.inject({ url: '/api/public?small=1', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['x-cache']).toBe('hit');
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding: brotli first, then gzip, none for identity or q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('GZIP')).toBe('gzip');
    expect(acceptedEncoding('x-gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });

  it("tells the shop's own marks (cookie banner, session mark) from other cookies", () => {
    expect(hasOtherCookies(undefined)).toBe(false);
    expect(hasOtherCookies('oja_cookie_banner=seen')).toBe(false);
    expect(hasOtherCookies('oja_cookie_banner=seen; oja_session=1')).toBe(false);
    expect(hasOtherCookies('oja_session=1; sid=abc')).toBe(true);
  });

  it('keys a page by each mark the server renders it from, and an API answer by its URL alone', () => {
    const keys = [
      undefined,
      'oja_cookie_banner=seen',
      'oja_session=1',
      'oja_cookie_banner=decided; oja_session=1',
    ].map((cookie) => cacheKeyOf('/cart', true, cookie));
    expect(new Set(keys).size).toBe(4);
    // The banner's two closed marks render the same page.
    expect(cacheKeyOf('/cart', true, 'oja_cookie_banner=decided')).toBe(keys[1]);
    expect(cacheKeyOf('/api/v1/products', false, 'oja_session=1')).toBe('/api/v1/products');
  });
});
