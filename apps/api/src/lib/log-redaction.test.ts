import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { users } from '../db/tables/identity.ts';
import { createTestDatabase } from '../test/database.ts';

/**
 * Issue 26 row 11: a failed query's error reaches the log, and with it (drizzle's `params`, the
 * driver's `parameters`, PostgreSQL's `detail` and the quoted value of a data exception) whatever the
 * shopper sent. The log keeps the SQL, its SQLSTATE and constraint, never the values.
 */
let database: DatabaseHandle;
let app: FastifyInstance;
let lines: string[] = [];
const SECRET = 'ada-secret-4242@oja.test';

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', OJA_MICRO_CACHE_SECONDS: '0' });
  app = await buildApp({ config, database, logStream: { write: (line) => void lines.push(line) } });
  // Two bugs a route might have: a cast of what the caller sent, a duplicate insert.
  app.get('/test-only/cast', async () => database.db.execute(sql`select cast(${SECRET} as integer) as n`));
  app.get('/test-only/duplicate', async () => {
    const row = { firstname: 'Ada', lastname: 'Obi', email: SECRET, passwordHash: 'x' };
    await database.db.insert(users).values(row);
    await database.db.insert(users).values(row);
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(() => {
  lines = [];
});

const errorLine = () => {
  const found = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unhandled error');
  expect(found, lines.join('\n')).toBeDefined();
  return found as { err: { type: string; message: string; stack: string; query?: string; code?: string } };
};

describe('error log lines (issue 26)', () => {
  it('keep the failed SQL and its SQLSTATE but not the value that was cast', async () => {
    const res = await app.inject({ method: 'GET', url: '/test-only/cast' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(SECRET);
    const { err } = errorLine();
    expect(err.message).toContain('cast($1 as integer)');
    expect(err.message).toContain('params: [redacted]');
    expect(lines.join('\n')).not.toContain('ada-secret-4242');
  });

  it('keep the violated constraint but not the duplicate key', async () => {
    const res = await app.inject({ method: 'GET', url: '/test-only/duplicate' });
    expect(res.statusCode).toBe(500);
    const { err } = errorLine();
    expect(err.message).toMatch(/duplicate key value violates unique constraint/);
    expect(lines.join('\n')).not.toContain('ada-secret-4242');
  });
});
