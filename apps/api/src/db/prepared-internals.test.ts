import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { createTestDatabase } from '../test/database.ts';
import type { DatabaseHandle } from './client.ts';
import { databaseKey, preparedQuery } from './prepared.ts';
import { products } from './tables/catalog.ts';

/**
 * db/prepared.ts reaches into drizzle's prepared queries (their text, parameters, selected fields,
 * result mapper and connection). Those are not drizzle's public API, so drizzle is pinned to one
 * version and these tests say where each piece must be: a drizzle upgrade that moves one fails here,
 * by name, instead of silently turning a tuning off (the answers would stay right, only slower).
 */
const pinned = JSON.parse(readFileSync(path.join(repoRoot, 'apps/api/package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
/** The drizzle the API resolves: its own node_modules first, then the workspace's hoisted one. */
const installed = (
  JSON.parse(
    readFileSync(
      [path.join(repoRoot, 'apps/api/node_modules'), path.join(repoRoot, 'node_modules')]
        .map((folder) => path.join(folder, 'drizzle-orm/package.json'))
        .find((file) => existsSync(file))!,
      'utf8',
    ),
  ) as { version: string }
).version;

const byId = preparedQuery((db) =>
  db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .orderBy(asc(products.id))
    .limit(1)
    .prepare('test_internals_by_id'),
);

type Internals = {
  queryString?: unknown;
  params?: unknown;
  fields?: unknown;
  customResultMapper?: unknown;
  client?: unknown;
};

describe("drizzle's internals that db/prepared.ts relies on", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true, products: 5 });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('are those of the one drizzle version the API is pinned to', () => {
    // An exact version, no range: an upgrade is a change of its own, made with these tests.
    expect(pinned.dependencies['drizzle-orm']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed).toBe(pinned.dependencies['drizzle-orm']);
  });

  it('a prepared select carries its text, parameters, fields and a compiled row mapper', () => {
    const query = byId(database.db) as unknown as Internals;
    expect(typeof query.queryString).toBe('string');
    // The limit was written into the text (withConstantsInSql); only the id is a parameter.
    expect(query.queryString).toMatch(/ limit 1$/);
    expect(Array.isArray(query.params) && query.params.length).toBe(1);
    expect(Array.isArray(query.fields)).toBe(true);
    // withCompiledRows installs its mapper where drizzle's execute looks for one.
    expect(typeof query.customResultMapper).toBe('function');
  });

  it("a transaction shares its database's dialect (the key of what is kept) and runs on its own client", async () => {
    const { db } = database;
    const outside = byId(db) as unknown as Internals;
    await db
      .transaction(async (tx) => {
        expect(databaseKey(tx)).toBe(databaseKey(db));
        const inside = byId(tx) as unknown as Internals;
        // One query built per database; the transaction's view of it has the transaction's client.
        expect(Object.getPrototypeOf(inside) === outside || inside === outside).toBe(true);
        expect(inside.client).toBeDefined();
        await tx.update(products).set({ name: 'Seen only inside' }).where(eq(products.id, 1));
        const [row] = await byId(tx).execute({ id: 1 });
        expect(row).toEqual({ id: 1, name: 'Seen only inside' });
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
      });
    const [after] = await byId(db).execute({ id: 1 });
    expect(after?.name).not.toBe('Seen only inside');
  });
});
