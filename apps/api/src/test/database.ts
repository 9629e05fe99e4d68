import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/index.ts';

export interface TestDatabaseOptions {
  seed?: boolean;
  products?: number;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway database on
 * the server at DATABASE_URL when OJA_TEST_ENGINE=postgres. Close it in afterAll.
 */
export async function createTestDatabase(opts: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const handle =
    process.env.OJA_TEST_ENGINE === 'postgres' ? await openServerDatabase() : await openDatabase({});
  try {
    await migrateDatabase(handle);
    if (opts.seed) await seedDatabase(handle.db, { products: opts.products ?? 2400 });
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

async function openServerDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('OJA_TEST_ENGINE=postgres needs DATABASE_URL');
  const name = `oja_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      // FORCE: a test that failed mid-query may leave a backend behind.
      await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
