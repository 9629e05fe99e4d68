import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { type DatabaseHandle, NAMED_STATEMENT_LIMIT } from './client.ts';
import { products } from './tables/catalog.ts';

// PostgreSQL only (a *.services.test.ts): PGlite has no statement names to give.
describe('statement names on PostgreSQL', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: true, products: 30 });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('on PostgreSQL, each statement text is prepared once per connection, up to the limit', async () => {
    // One transaction is one connection: its prepared statements are what pg_prepared_statements shows.
    const names = await database.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) await tx.select({ id: products.id }).from(products).limit(1);
      for (let i = 0; i < NAMED_STATEMENT_LIMIT + 20; i++)
        await tx.execute(sql`select ${i}::int + ${sql.raw(String(i))} as n`);
      const { rows } = await tx.execute<{ name: string; statement: string }>(
        sql`select name, statement from pg_prepared_statements`,
      );
      return rows;
    });
    const limit = names.find((n) => n.statement.includes('from "products" limit'));
    expect(limit?.name).toMatch(/^oja_/);
    expect(names.filter((n) => n.statement.includes('from "products" limit'))).toHaveLength(1);
    // The pool has one budget of names: the first texts got one, the last ran unnamed.
    expect(names.filter((n) => n.name.startsWith('oja_')).length).toBeLessThanOrEqual(NAMED_STATEMENT_LIMIT);
    expect(names.some((n) => n.statement.endsWith('+ 0 as n'))).toBe(true);
    expect(names.some((n) => n.statement.endsWith(`+ ${NAMED_STATEMENT_LIMIT + 19} as n`))).toBe(false);
  });
});
