import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import type { DatabaseHandle } from './client.ts';
import { products } from './schema.ts';

describe('product search', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: true, products: 2_400 });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('forgives a misspelt word through trigrams', async () => {
    const rows = await database.db
      .select({ name: products.name })
      .from(products)
      // 0.5 for 'samsong' vs 'Samsung': below the <% operator's default 0.6 threshold, so compare directly.
      .where(sql`word_similarity('samsong', ${products.name}) >= 0.5`)
      .orderBy(desc(sql`word_similarity('samsong', ${products.name})`))
      .limit(5);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]?.name).toMatch(/^Samsung /);
  });

  it('matches words through the weighted text vector', async () => {
    const rows = await database.db
      .select({ name: products.name, brand: products.brandName })
      .from(products)
      .where(sql`${products.search} @@ websearch_to_tsquery('english', 'freezer')`)
      .orderBy(desc(sql`ts_rank(${products.search}, websearch_to_tsquery('english', 'freezer'))`))
      .limit(10);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.name.toLowerCase()).toContain('freezer');
  });

  it('keeps the text index pending list short, so a search never scans thousands of unmerged rows', async () => {
    // Migration 0011: counted views rewrite product rows, and every search reads the GIN pending
    // list in full; at the default 4 MB a typo search cost twice its PostgreSQL time.
    const { rows } = await database.db.execute<{ options: string[] | null }>(
      sql`select reloptions as options from pg_class where relname = 'products_search_idx'`,
    );
    expect(rows[0]?.options).toEqual(['gin_pending_list_limit=64']);
  });

  it('holds one posting for each word of each product text, weighted by where the word is', async () => {
    // Migration 0019 (ADR 46): the seed's batch inserts fill search_postings through the trigger.
    const { rows } = await database.db.execute<{ missing: number | string; extra: number | string }>(sql`
      with vector as (select u.lexeme, p.id from ${products} p cross join lateral unnest(p.search) u)
      select (select count(*) from (select * from vector except select lexeme, product_id from search_postings) m) as missing,
             (select count(*) from (select lexeme, product_id from search_postings except select * from vector) e) as extra`);
    expect(Number(rows[0]?.missing)).toBe(0);
    expect(Number(rows[0]?.extra)).toBe(0);
    // 'Samsung' is in a Samsung TV's name (A), brand (B) and description (C): 10 + 4 + 2.
    const impacts = await database.db.execute<{ impact: number }>(sql`
      select distinct s.impact from search_postings s join ${products} p on p.id = s.product_id
      where s.lexeme = 'samsung' and p.name like 'Samsung %' and p.brand_name = 'Samsung'`);
    expect(impacts.rows.map((r) => Number(r.impact))).toEqual([16]);
  });

  it('finds a brand and a category by name', async () => {
    const brand = await database.db.$count(
      products,
      sql`${products.search} @@ to_tsquery('english', 'scanfrost')`,
    );
    const category = await database.db.$count(
      products,
      sql`${products.search} @@ plainto_tsquery('english', 'groceries')`,
    );
    expect(brand).toBeGreaterThan(0);
    expect(category).toBeGreaterThan(0);
  });
});
