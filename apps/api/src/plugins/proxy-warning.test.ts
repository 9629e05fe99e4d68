import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestDatabase } from '../test/database.ts';

// Issue 53 item 9: behind a proxy without TRUST_PROXY every caller has the proxy's address, so every
// per-IP limit is one limit for the whole shop (ten guesses lock an account for everyone). Nothing said so.
let database: DatabaseHandle;
const apps: FastifyInstance[] = [];

async function appWith(trustProxy: string) {
  const lines: string[] = [];
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    OJA_MICRO_CACHE_SECONDS: '0',
    TRUST_PROXY: trustProxy,
  });
  const app = await buildApp({ config, database, logStream: { write: (line) => void lines.push(line) } });
  await app.ready();
  apps.push(app);
  const warnings = () =>
    lines
      .map((line) => JSON.parse(line) as { level: number; msg: string; header?: string })
      .filter((entry) => entry.level === 40);
  return { app, warnings };
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

const health = (app: FastifyInstance, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/v1/health', headers });

describe('forwarding headers while TRUST_PROXY is 0', () => {
  it('are warned about in the log once, not once a request', async () => {
    const { app, warnings } = await appWith('0');
    expect((await health(app, {})).statusCode).toBe(200);
    expect(warnings()).toEqual([]);
    for (let i = 0; i < 5; i++) await health(app, { 'x-forwarded-for': `203.0.113.${i}` });
    await health(app, { forwarded: 'for=198.51.100.7' });
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({ header: 'x-forwarded-for' });
    expect(warnings()[0]!.msg).toMatch(/TRUST_PROXY/);
    // The line names the header, never the address it carried.
    expect(JSON.stringify(warnings()[0])).not.toContain('203.0.113');
  });

  it('are not warned about when TRUST_PROXY says how many proxies are in front', async () => {
    const { app, warnings } = await appWith('1');
    for (let i = 0; i < 3; i++) await health(app, { 'x-forwarded-for': '203.0.113.9' });
    expect(warnings()).toEqual([]);
  });
});
