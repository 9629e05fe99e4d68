import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { orderMoveRefusedMessage } from '@oja/contract/messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig, repoRoot } from '../../config.ts';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { createTestDatabase } from '../../test/database.ts';
import { notifications } from '../engagement/tables.ts';
import { orderStatusEvents, orders } from './tables.ts';
import { paidWalletOrder } from './test-helpers.ts';

const run = promisify(execFile);
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const onPostgres = process.env.OJA_TEST_ENGINE === 'postgres';

/** `npm run ops -- order advance ...` as an operator runs it, against `env`'s database. */
async function ops(env: NodeJS.ProcessEnv, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(tsx, ['apps/api/src/ops/cli.ts', ...args], { cwd: repoRoot, env });
    return { code: 0, out: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: `${failed.stdout}${failed.stderr}` };
  }
}

/**
 * The CLI opens the database itself: on PostgreSQL a throwaway database of this test, on PGlite a data
 * folder this test closes before each run (two processes must never open one PGlite folder).
 */
describe('npm run ops -- order advance', () => {
  let database: DatabaseHandle | null = null;
  let env: NodeJS.ProcessEnv;
  let dataDir: string | null = null;
  let reference = '';
  let userId = 0;

  const open = async () => {
    database ??= await openDatabase({ dataDir: dataDir! });
    return database;
  };
  const release = async () => {
    if (onPostgres || !database) return;
    await database.close();
    database = null;
  };

  beforeAll(async () => {
    const base = { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'silent' };
    if (onPostgres) {
      database = await createTestDatabase({ seed: true, products: 40 });
      const { rows } = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${rows[0]!.name}`;
      env = { ...base, DATABASE_URL: url.toString() };
    } else {
      dataDir = mkdtempSync(path.join(tmpdir(), 'oja-ops-order-'));
      database = await openDatabase({ dataDir });
      await migrateDatabase(database);
      await seedDatabase(database.db, { products: 40 });
      env = { ...base, OJA_DATA_DIR: dataDir };
    }
    // A paid order, placed through the API as a shopper would.
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', OJA_MICRO_CACHE_SECONDS: '0' });
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.ready();
      const order = await paidWalletOrder(app);
      reference = order.reference;
      userId = order.userId;
    } finally {
      await app.close();
    }
    await release();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('moves the order along, writes the event and the notification, and refuses a jump (exit 1)', async () => {
    const shipped = await ops(env, 'order', 'advance', reference, 'shipped', '--note', 'Left the Ikeja hub');
    expect(shipped.code, shipped.out).toBe(0);
    expect(shipped.out).toContain(`${reference}: ${reference}-1 now shipped; the order is shipped`);

    const jump = await ops(env, 'order', 'advance', reference, 'returns');
    expect(jump.code, jump.out).toBe(1);
    expect(jump.out).toContain(`${reference}: ${orderMoveRefusedMessage('shipped', 'returns')}`);

    const db = (await open()).db;
    const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
    expect(order!.status).toBe('shipped');
    const [event] = await db
      .select()
      .from(orderStatusEvents)
      .where(and(eq(orderStatusEvents.orderId, order!.id), eq(orderStatusEvents.status, 'shipped')));
    expect(event!.note).toBe('Left the Ikeja hub');
    const notices = await db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(notices.map((n) => n.title)).toContain(`Shipped: ${reference}`);
    await release();

    await ops(env, 'order', 'advance', reference, 'out_for_delivery');
    const delivered = await ops(env, 'order', 'advance', reference, 'delivered');
    expect(delivered.code, delivered.out).toBe(0);
    expect(delivered.out).toMatch(/the order is delivered; \d+ Smart Coins earned/);
  });

  it('says what is wrong: an unknown order (1), an unknown status or missing arguments (2)', async () => {
    const unknown = await ops(env, 'order', 'advance', 'OJA-NOPE0000', 'shipped');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('We could not find this order.');
    const status = await ops(env, 'order', 'advance', reference, 'teleported');
    expect(status.code).toBe(2);
    expect(status.out).toContain("Unknown status 'teleported'");
    expect((await ops(env, 'order', 'advance', reference)).code).toBe(2);
    const help = await ops(env, '--help');
    expect(help.out).toContain('order advance <reference> <status>');
  });
});
