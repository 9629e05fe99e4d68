import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, dumpPgliteDataDir, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/index.ts';

export interface TestDatabaseOptions {
  seed?: boolean;
  products?: number;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway database on
 * the server at DATABASE_URL when OJA_TEST_ENGINE=postgres. Close it in afterAll.
 *
 * Each is a copy of a template: migrating and seeding run once per kind of database (unseeded, or
 * seeded with N products) and worker process, not once per file. A PGlite template is a dump of its
 * data folder kept in this process; a PostgreSQL template is a database on the server that CREATE
 * DATABASE ... TEMPLATE copies, shared by the run's workers and dropped by the run's global teardown.
 */
export async function createTestDatabase(opts: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const kind = opts.seed ? `seeded_${opts.products ?? 2400}` : 'migrated';
  const fill = async (handle: DatabaseHandle) => {
    await migrateDatabase(handle);
    if (opts.seed) await seedDatabase(handle.db, { products: opts.products ?? 2400 });
  };
  if (process.env.OJA_TEST_ENGINE === 'postgres') return openServerCopy(serverUrl(), kind, fill);
  return openDatabase({ pgliteDump: await pgliteTemplate(kind, fill) });
}

type Fill = (handle: DatabaseHandle) => Promise<void>;

const pgliteTemplates = new Map<string, Promise<Blob>>();

function pgliteTemplate(kind: string, fill: Fill): Promise<Blob> {
  let template = pgliteTemplates.get(kind);
  if (!template) {
    template = (async () => {
      const handle = await openDatabase({});
      try {
        await fill(handle);
        return await dumpPgliteDataDir(handle);
      } finally {
        await handle.close();
      }
    })();
    // A template that failed to build is built again by the next file, which then reports its own error.
    template.catch(() => pgliteTemplates.delete(kind));
    pgliteTemplates.set(kind, template);
  }
  return template;
}

function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('OJA_TEST_ENGINE=postgres needs DATABASE_URL');
  return url;
}

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Names of this run's template databases: the global teardown drops `templatePrefix()%`. */
export function templatePrefix(run = inject('ojaTestRun')): string {
  if (!/^[a-z0-9]+$/.test(run))
    throw new Error(`test run id ${run}: the API tests' global setup provides one`);
  return `oja_tpl_${run}_`;
}

const serverTemplates = new Map<string, Promise<string>>();

/** The template database of this kind on the server, built by whichever worker asks first. */
function serverTemplate(server: string, kind: string, fill: Fill): Promise<string> {
  let template = serverTemplates.get(kind);
  if (!template) {
    template = withAdmin(server, async (admin) => {
      const name = `${templatePrefix()}${kind}`;
      // One builder per template across the run's workers; the others wait here, then copy it.
      await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
      try {
        const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
        if (found.rowCount) return name;
        await admin.query(`create database ${name}`);
        try {
          const handle = await openDatabase({ databaseUrl: databaseUrl(server, name) });
          try {
            await fill(handle);
          } finally {
            await handle.close();
          }
        } catch (error) {
          await admin.query(`drop database if exists ${name} with (force)`);
          throw error;
        }
        return name;
      } finally {
        await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
      }
    });
    template.catch(() => serverTemplates.delete(kind));
    serverTemplates.set(kind, template);
  }
  return template;
}

async function openServerCopy(server: string, kind: string, fill: Fill): Promise<DatabaseHandle> {
  const template = await serverTemplate(server, kind, fill);
  const name = `oja_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(server, (admin) => admin.query(`create database ${name} template ${template}`));
  const handle = await openDatabase({ databaseUrl: databaseUrl(server, name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      // FORCE: a test that failed mid-query may leave a backend behind.
      await withAdmin(server, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
