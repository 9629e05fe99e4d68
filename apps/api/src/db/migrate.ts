import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { repoRoot } from '../config.ts';
import type { DatabaseHandle, Schema } from './client.ts';

/** From the repository root, so that the compiled server (apps/api/dist) finds it as the sources do. */
const migrationsFolder = path.join(repoRoot, 'apps/api/drizzle');

/** Applies the committed SQL migrations in apps/api/drizzle that the database has not seen yet. */
export async function migrateDatabase(handle: Pick<DatabaseHandle, 'db' | 'engine'>): Promise<void> {
  if (handle.engine === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    await migrateNodePg(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  }
}
