import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.ts';

// Runs with the server-backed suite (PostgreSQL and Redis on this machine; CI sets DATABASE_URL).
const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await buildTestApp({ seed: false, config: { redisUrl } });
  b = await buildTestApp({ seed: false, config: { redisUrl } });
});
afterAll(async () => {
  await a.close();
  await b.close();
});

describe('per-IP limits with REDIS_URL', () => {
  it('are shared by every instance, so a second one refuses what the first has used up', async () => {
    // A documentation-range address no other run uses, so counts left in Redis by an earlier run do not matter.
    const remoteAddress = `192.0.2.${randomInt(1, 255)}-${Date.now()}`;
    const guest = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/api/v1/generate-jwt', remoteAddress });
    for (let i = 0; i < 15; i++) expect((await guest(a)).statusCode).toBe(201);
    for (let i = 0; i < 15; i++) expect((await guest(b)).statusCode).toBe(201);
    const refused = await guest(b);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 'error', data: null });
    expect((await guest(a)).statusCode).toBe(429);
  });
});
