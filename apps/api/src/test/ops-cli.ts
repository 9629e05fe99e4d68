import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { repoRoot } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { createTestDatabase } from './database.ts';

const run = promisify(execFile);
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const onPostgres = process.env.OJA_TEST_ENGINE === 'postgres';

/** `npm run ops -- ...` as an operator runs it, against `env`'s database: its exit code and output. */
export async function runOps(env: NodeJS.ProcessEnv, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(tsx, ['apps/api/src/ops/cli.ts', ...args], { cwd: repoRoot, env });
    return { code: 0, out: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: `${failed.stdout}${failed.stderr}` };
  }
}

export interface OpsDatabase {
  /** The environment that points the CLI at this database. */
  env: NodeJS.ProcessEnv;
  /** The test's own handle, opened again after a release. */
  open(): Promise<DatabaseHandle>;
  /** On PGlite, closes the test's handle so that the CLI may open the folder (one process at a time). */
  release(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A migrated database (seeded with `products` unless it is null) that the ops CLI opens by itself:
 * on PostgreSQL a throwaway database of the test, on PGlite a data folder that the test releases
 * before each run of the CLI.
 */
export async function opsDatabase(folderPrefix: string, products: number | null = 40): Promise<OpsDatabase> {
  const base = { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'silent' };
  if (onPostgres) {
    const database = await createTestDatabase(products === null ? {} : { seed: true, products });
    const { rows } = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    return {
      env: { ...base, DATABASE_URL: url.toString() },
      open: async () => database,
      release: async () => undefined,
      close: () => database.close(),
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), folderPrefix));
  let database: DatabaseHandle | null = await openDatabase({ dataDir });
  await migrateDatabase(database);
  if (products !== null) await seedDatabase(database.db, { products });
  return {
    env: { ...base, OJA_DATA_DIR: dataDir },
    open: async () => {
      database ??= await openDatabase({ dataDir });
      return database;
    },
    release: async () => {
      await database?.close();
      database = null;
    },
    close: async () => {
      await database?.close();
      database = null;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
