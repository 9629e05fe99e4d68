import { and, desc, gt, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { type DatabaseHandle, NAMED_STATEMENT_LIMIT } from './client.ts';
import { plainSqlOn, preparedQuery } from './prepared.ts';
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

  it("names the plain-text SQL of a library (pg-boss, through plainSqlOn) as it names drizzle's", async () => {
    const text = 'select $1::int + 1 as n';
    const { answers, names } = await database.db.transaction(async (tx) => {
      const plain = plainSqlOn(tx);
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push((await plain.executeSql(text, [i])).rows);
      const { rows } = await tx.execute<{ name: string; statement: string }>(
        sql`select name, statement from pg_prepared_statements`,
      );
      return { answers, names: rows };
    });
    expect(answers).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }]]);
    const prepared = names.filter((n) => n.statement === text);
    expect(prepared).toHaveLength(1);
    expect(prepared[0]?.name).toMatch(/^oja_/);
  });
});

/** A table of the test's own (made in its transaction), large enough for plans to differ. */
const planProbe = pgTable('plan_probe', { id: integer('id').notNull(), n: integer('n').notNull() });
const probeQuery = preparedQuery((db) =>
  db
    .select({ id: planProbe.id })
    .from(planProbe)
    .where(and(gt(planProbe.n, 0), gt(planProbe.id, sql.placeholder('after'))))
    .orderBy(desc(planProbe.id))
    .limit(3)
    .prepare('test_plan_probe'),
);

describe('prepared queries on PostgreSQL', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('keep one plan after five calls: their constants are in the text, not guessed as parameters', async () => {
    // One transaction is one connection: its prepared statements are what pg_prepared_statements shows.
    const { plans, ids } = await database.db.transaction(async (tx) => {
      await tx.execute(sql`create temp table plan_probe (id int not null, n int not null) on commit drop`);
      await tx.execute(sql`insert into plan_probe select g, g % 7 from generate_series(1, 100000) g`);
      await tx.execute(sql`create index on plan_probe (id)`);
      await tx.execute(sql`analyze plan_probe`);
      let ids: number[] = [];
      for (let i = 0; i < 8; i++) ids = (await probeQuery(tx).execute({ after: 0 })).map((row) => row.id);
      const { rows } = await tx.execute<{ generic_plans: number | string; custom_plans: number | string }>(
        sql`select generic_plans, custom_plans from pg_prepared_statements where name = 'test_plan_probe'`,
      );
      return { plans: rows, ids };
    });
    expect(ids).toEqual([100000, 99999, 99998]);
    expect(plans).toHaveLength(1);
    // PostgreSQL plans the first five calls for their values, then keeps the generic plan. With the
    // limit and the 0 as parameters, its generic plan guesses a tenth of the table and every call is
    // planned again (custom_plans 8).
    expect(Number(plans[0]?.custom_plans)).toBe(5);
    expect(Number(plans[0]?.generic_plans)).toBe(3);
  });
});
