import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import type { DatabaseHandle } from './client.ts';
import { isAnyOf, plainSqlOn, preparedQuery } from './prepared.ts';
import { products } from './tables/catalog.ts';

const productsById = preparedQuery((db) =>
  db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(isAnyOf(products.id, sql.placeholder('ids')))
    .orderBy(asc(products.id))
    .prepare('test_products_by_id'),
);

/** Constants (a limit, `quantity > 0`, a word) beside values of each call (the name's start). */
const newestInStock = preparedQuery((db) =>
  db
    .select({ id: products.id, name: products.name, quantity: products.quantity })
    .from(products)
    .where(
      and(
        gt(products.quantity, 0),
        eq(products.type, 'product'),
        sql`${products.name} >= ${sql.placeholder('from')}`,
        sql`${products.name} <> ${"it's"}`,
      ),
    )
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(3)
    .prepare('test_newest_in_stock'),
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

  it("run on a transaction's own connection: they see its uncommitted writes, and nothing after its rollback", async () => {
    const { db } = database;
    const [before] = await productsById(db).execute({ ids: [4] });
    const seenInside: string[] = [];
    const rolledBack = new Error('roll back');
    await expect(
      db.transaction(async (tx) => {
        await tx.update(products).set({ name: 'Renamed inside' }).where(eq(products.id, 4));
        const [inside] = await productsById(tx).execute({ ids: [4] });
        seenInside.push(inside?.name ?? '');
        // A second transaction's view is its own too (the first one's rows are still there for it).
        await tx.transaction(async (nested) => {
          const [again] = await productsById(nested).execute({ ids: [4] });
          seenInside.push(again?.name ?? '');
        });
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(seenInside).toEqual(['Renamed inside', 'Renamed inside']);
    const [after] = await productsById(db).execute({ ids: [4] });
    expect(after?.name).toBe(before?.name);
    expect(after?.name).not.toBe('Renamed inside');
  });

  it('answer two transactions at once, each what its own connection sees', async () => {
    const { db } = database;
    const names = await Promise.all(
      [5, 6].map((id) =>
        db.transaction(async (tx) => {
          await tx
            .update(products)
            .set({ name: `Own name ${id}` })
            .where(eq(products.id, id));
          const rows = await productsById(tx).execute({ ids: [5, 6] });
          return rows.find((row) => row.id === id)?.name;
        }),
      ),
    );
    expect(names).toEqual(['Own name 5', 'Own name 6']);
  });

  it("run a library's own $1 SQL on the transaction's connection, JSON objects as jsonb, gone with its rollback", async () => {
    const { db } = database;
    const rolledBack = new Error('roll back');
    const seen: unknown[] = [];
    await expect(
      db.transaction(async (tx) => {
        await tx.update(products).set({ name: 'Renamed by the library' }).where(eq(products.id, 6));
        const { rows } = await plainSqlOn(tx).executeSql(
          'select name, $2::jsonb as data from products where id = $1',
          [6, { orderId: 6, tags: ['a'] }],
        );
        seen.push(...rows);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(seen).toEqual([{ name: 'Renamed by the library', data: { orderId: 6, tags: ['a'] } }]);
    const { rows } = await plainSqlOn(db).executeSql('select name from products where id = $1', [6]);
    expect(rows).toEqual([{ name: expect.not.stringMatching('Renamed by the library') }]);
  });

  it('carry their constants in the text and only the values of each call as parameters', async () => {
    const { db } = database;
    const query = newestInStock(db) as unknown as { queryString: string; params: unknown[] };
    expect(query.queryString).toMatch(/"quantity" > 0\b/);
    expect(query.queryString).toMatch(/"type" = 'product'/);
    expect(query.queryString).toMatch(/ limit 3$/);
    // The placeholder is renumbered $1; a string that is not a plain word stays a parameter ($2).
    expect(query.queryString).toMatch(/"name" >= \$1\b/);
    expect(query.queryString).toMatch(/"name" <> \$2\b/);
    expect(query.params).toHaveLength(2);
    expect(query.params[1]).toBe("it's");

    const rows = await newestInStock(db).execute({ from: '' });
    const expected = await db
      .select({ id: products.id, name: products.name, quantity: products.quantity })
      .from(products)
      .where(and(gt(products.quantity, 0), eq(products.type, 'product')))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(3);
    expect(rows).toEqual(expected);
    expect(rows).toHaveLength(3);
    const first = expected[0]?.name ?? '';
    const after = await newestInStock(db).execute({ from: first });
    expect(after.every((row) => row.name >= first)).toBe(true);
  });
});
