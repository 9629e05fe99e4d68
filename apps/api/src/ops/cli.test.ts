import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { createTestDatabase } from '../test/database.ts';
import { runOps } from '../test/ops-cli.ts';

const onPostgres = process.env.OJA_TEST_ENGINE === 'postgres';

/**
 * The shell (cli.ts) as an operator runs it, in a process of its own: it opens the database its
 * environment names, prints, closes it and exits with the command's code. What each command does is
 * tested in process, beside its module (*-cli.test.ts).
 */
describe('npm run ops', () => {
  let env: NodeJS.ProcessEnv;
  let where = '';
  let cleanUp = async () => {};

  beforeAll(async () => {
    const base = { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'silent' };
    if (onPostgres) {
      // A throwaway database of this test, named to the CLI by DATABASE_URL.
      const database = await createTestDatabase();
      cleanUp = () => database.close();
      const { rows } = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${rows[0]!.name}`;
      env = { ...base, DATABASE_URL: url.toString() };
      where = 'PostgreSQL (DATABASE_URL)';
      return;
    }
    // A migrated PGlite data folder, closed here before the CLI opens it (one process per folder).
    const dataDir = mkdtempSync(path.join(tmpdir(), 'oja-ops-'));
    cleanUp = async () => rmSync(dataDir, { recursive: true, force: true });
    const database = await openDatabase({ dataDir });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
    env = { ...base, OJA_DATA_DIR: dataDir };
    where = `PGlite in ${dataDir}`;
  });
  afterAll(async () => {
    await cleanUp();
  });

  it('verifies the wallets of the configured database (exit 0) and refuses an unknown command (exit 2)', async () => {
    const verified = await runOps(env, 'wallets', 'verify');
    expect(verified.code, verified.out).toBe(0);
    expect(verified.out).toContain(`database: ${where}`);
    expect(verified.out).toContain(
      'ok: every balance equals the sum of its entries and every transaction sums to zero',
    );

    const unknown = await runOps(env, 'wallets', 'explode');
    expect(unknown.code, unknown.out).toBe(2);
    expect(unknown.out).toContain("Unknown command 'wallets explode'.");
  });
});
