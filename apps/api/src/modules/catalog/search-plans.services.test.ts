import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../test/database.ts';
import { plainSearchPage, postingsSearchPage, searchTerms } from './search.ts';

// PostgreSQL only (a *.services.test.ts): PGlite keeps no plans to count.
describe('search statements on PostgreSQL', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: true, products: 600 });
    await database.db.execute(sql`analyze`);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('keep one plan after five calls: the words and lexemes are out of the planner sight', async () => {
    // One transaction is one connection: its prepared statements are what pg_prepared_statements shows.
    const plans = await database.db.transaction(async (tx) => {
      for (let i = 0; i < 8; i++) {
        // Different words each call, as shoppers type them: a plan made for one word's frequency
        // must not be what makes PostgreSQL plan the next call again.
        const typo = i % 2 === 0 ? 'tecno spak' : 'samsong galaxy';
        expect((await plainSearchPage(tx, typo, 21, 0))?.rows.length, typo).toBeGreaterThan(0);
        const { alternatives } = await searchTerms(tx, i % 2 === 0 ? 'infinix hot' : 'tecno spark');
        expect(alternatives).toHaveLength(1);
        expect((await postingsSearchPage(tx, alternatives!, 21, 0)).rows.length).toBeGreaterThan(0);
      }
      const { rows } = await tx.execute<{
        name: string;
        generic_plans: number | string;
        custom_plans: number | string;
      }>(
        sql`select name, generic_plans, custom_plans from pg_prepared_statements where name like 'search%' order by name`,
      );
      return rows.map((row) => [row.name, Number(row.custom_plans), Number(row.generic_plans)]);
    });
    // PostgreSQL plans the first five calls for their values, then keeps the generic plan. With the
    // words as plain parameters it planned every call (custom_plans 8): the words folded into an
    // array, or a word's own frequency, made each call's plan look cheaper than the kept one.
    expect(plans).toEqual([
      ['search_plain_page_2_first_21', 5, 3],
      ['search_postings_page_2_first_21', 5, 3],
      ['search_terms', 5, 3],
    ]);
  });
});
