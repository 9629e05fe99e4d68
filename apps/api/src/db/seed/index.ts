import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import { categories, searchPostings } from '../schema.ts';
import { insertDemoCustomers } from './customers.ts';
import { insertCampaigns, insertPromotions, insertReviews } from './marketing.ts';
import { insertProducts } from './products.ts';
import { insertCatalogReferences, insertLogistics } from './reference.ts';

/** The key of search_postings (migration 0019): its name and its columns. */
const [postingsKey] = getTableConfig(searchPostings).primaryKeys;
const POSTINGS_KEY = postingsKey?.getName() ?? '';
const POSTINGS_KEY_COLUMNS = postingsKey?.columns.map((c) => `"${c.name}"`).join(', ') ?? '';

export interface SeedOptions {
  /** Demo customers with a published password: never in production. Default true. */
  demoCustomers?: boolean;
  /** How many products; the first 2,400 are the same whatever the number. */
  products?: number;
  /** The moment promotions, campaigns and product ages are measured from. */
  now?: Date;
  onProgress?: (productsDone: number, productsTotal: number) => void;
}

export interface SeedSummary {
  categories: number;
  vendors: number;
  products: number;
  reviews: number;
  campaigns: number;
  promotions: number;
  ms: number;
}

/** Fills an empty, migrated database with the demo shop. Deterministic for the same options. */
export async function seedDatabase(db: Db, opts: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const count = opts.products ?? 2_400;
  const now = opts.now ?? new Date();
  // One transaction: a seed interrupted halfway leaves an empty database, which the next start reseeds.
  const summary = await db.transaction(async (tx) => {
    const refs = await insertCatalogReferences(tx);
    await insertLogistics(tx);
    // The products' search postings (ADR 46, fifteen a product) go in unindexed, then get their key
    // in one sorted build: inserting them into the key a batch at a time made the seed half as slow again.
    await tx.execute(sql`alter table ${searchPostings} drop constraint ${sql.raw(POSTINGS_KEY)}`);
    await insertProducts(tx, refs, count, now, (done) => opts.onProgress?.(done, count));
    await tx.execute(
      sql`alter table ${searchPostings} add constraint ${sql.raw(POSTINGS_KEY)} primary key (${sql.raw(POSTINGS_KEY_COLUMNS)})`,
    );
    const campaigns = await insertCampaigns(tx, now);
    const promotions = await insertPromotions(tx, now);
    const reviews = await insertReviews(tx, refs, count, now);
    if (opts.demoCustomers ?? true) await insertDemoCustomers(tx as unknown as Db, now);
    return {
      categories: refs.categoryIds.length,
      vendors: refs.vendors.length,
      products: count,
      reviews,
      campaigns,
      promotions,
    };
  });
  // Fresh statistics so the planner picks the indexes right away at large sizes, and the visibility
  // map set, so the search postings' key answers from the index alone (ADR 46): before autovacuum
  // came round, a two-word search at a million products read 17,000 heap pages (94 ms, not 1).
  await db.execute(sql`vacuum (analyze)`);
  return { ...summary, ms: Math.round(performance.now() - started) };
}

/** Seeds only a database without categories; returns whether it seeded. */
export async function seedIfEmpty(db: Db, opts: SeedOptions = {}): Promise<boolean> {
  const existing = await db.select({ id: categories.id }).from(categories).limit(1);
  if (existing.length > 0) return false;
  await seedDatabase(db, opts);
  return true;
}
