import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { repoRoot } from '../config.ts';
import type { DatabaseHandle, Schema } from './client.ts';

/** From the repository root, so that the compiled server (apps/api/dist) finds it as the sources do. */
const migrationsFolder = path.join(repoRoot, 'apps/api/drizzle');

/** Applies the committed SQL migrations in apps/api/drizzle that the database has not seen yet. */
export async function migrateDatabase(handle: Pick<DatabaseHandle, 'db' | 'engine'>): Promise<void> {
  if (handle.engine === 'pglite') {
    // Loaded only for the embedded engine, as the engine itself is (client.ts).
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    await migrateNodePg(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  }
}
