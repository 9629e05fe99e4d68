import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../config.ts';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { createTestDatabase } from '../../test/database.ts';
import { ensureWallets } from './accounts.ts';
import { wallets } from './tables.ts';
import { fundMain, insertUser } from './test-helpers.ts';

const run = promisify(execFile);
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const onPostgres = process.env.OJA_TEST_ENGINE === 'postgres';

/** `npm run ops -- wallets verify` as an operator runs it, against `env`'s database. */
async function walletsVerify(env: NodeJS.ProcessEnv) {
  try {
    const { stdout } = await run(tsx, ['apps/api/src/ops/cli.ts', 'wallets', 'verify'], {
      cwd: repoRoot,
      env,
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: `${failed.stdout}${failed.stderr}` };
  }
}

/**
 * The CLI opens the database itself: on PostgreSQL a throwaway database of this test, on PGlite a data
 * folder this test closes before each run (two processes must never open one PGlite folder).
 */
describe('npm run ops -- wallets verify', () => {
  let database: DatabaseHandle | null = null;
  let env: NodeJS.ProcessEnv;
  let dataDir: string | null = null;

  const open = async () => {
    if (database) return database;
    database = await openDatabase({ dataDir: dataDir! });
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
      database = await createTestDatabase({ seed: false });
      const { rows } = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${rows[0]!.name}`;
      env = { ...base, DATABASE_URL: url.toString() };
    } else {
      dataDir = mkdtempSync(path.join(tmpdir(), 'oja-ops-'));
      database = await openDatabase({ dataDir });
      await migrateDatabase(database);
      env = { ...base, OJA_DATA_DIR: dataDir };
    }
  });
  afterAll(async () => {
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('exits 1 naming a corrupted balance, and 0 once it is fixed', async () => {
    const db = (await open()).db;
    const userId = await insertUser(db);
    await fundMain(db, userId, 40_000);
    const { main } = await ensureWallets(db, userId);
    await db.update(wallets).set({ balanceKobo: 41_000 }).where(eq(wallets.id, main.id));
    await release();

    const broken = await walletsVerify(env);
    expect(broken.code, broken.stdout).toBe(1);
    expect(broken.stdout).toContain('1 difference(s)');
    expect(broken.stdout).toContain(
      `wallet ${main.id} (user ${userId} main): stored balance 41000, entries sum to 40000`,
    );

    await (await open()).db.update(wallets).set({ balanceKobo: 40_000 }).where(eq(wallets.id, main.id));
    await release();
    const fixed = await walletsVerify(env);
    expect(fixed.code, fixed.stdout).toBe(0);
    expect(fixed.stdout).toMatch(/checked \d+ wallets, 1 transactions, 2 entries/);
    expect(fixed.stdout).toContain('ok:');
  });

  it('explains itself, and refuses an unknown command', async () => {
    const help = await run(tsx, ['apps/api/src/ops/cli.ts', '--help'], { cwd: repoRoot });
    expect(help.stdout).toContain(
      'never run this against a PGlite data folder that a running server has open',
    );
    const unknown = await run(tsx, ['apps/api/src/ops/cli.ts', 'wallets', 'explode'], {
      cwd: repoRoot,
    }).catch((error: { code: number }) => error);
    expect(unknown).toMatchObject({ code: 2 });
  });
});
