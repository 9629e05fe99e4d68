import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import type { DatabaseHandle } from './client.ts';
import { isAnyOf, preparedQuery } from './prepared.ts';
import { products } from './tables/catalog.ts';

const productsById = preparedQuery((db) =>
  db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(isAnyOf(products.id, sql.placeholder('ids')))
    .orderBy(asc(products.id))
    .prepare('test_products_by_id'),
);

describe('prepared queries', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: true, products: 30 });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('are built once per database and answer lists of any length', async () => {
    expect(productsById(database.db)).toBe(productsById(database.db));
    const one = await productsById(database.db).execute({ ids: [3] });
    const three = await productsById(database.db).execute({ ids: [7, 2, 5, 999_999] });
    const none = await productsById(database.db).execute({ ids: [] });
    expect(one.map((p) => p.id)).toEqual([3]);
    expect(three.map((p) => p.id)).toEqual([2, 5, 7]);
    expect(none).toEqual([]);
    expect(three[0]?.name).toBeTruthy();
  });
});
