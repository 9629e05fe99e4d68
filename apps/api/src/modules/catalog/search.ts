import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from './tables.ts';

/**
 * How close a misspelt word must come to a word of the name: 'samsong' scores 0.5 against 'Samsung'
 * (pg_trgm's default 0.6 would miss it), and unrelated names stay below.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.45;

/**
 * A product matches when the weighted text vector matches the words (stems: 'freezer' finds freezers,
 * brand and category count too) OR the phrase is trigram-close to a part of the name (typos:
 * 'samsong', 'tecno spak'). `name %> term` is the indexable form of word_similarity(term, name) >=
 * threshold: each side of the OR has its own GIN index, so PostgreSQL answers it with a BitmapOr
 * instead of a scan. It is written with the column on the left on purpose: the equivalent
 * `term <% name` reaches the index only as a commuted clause, so the planner keeps the whole OR as an
 * extra Filter and every candidate row pays word_similarity once more (30 ms -> 28 ms for 'samsong',
 * 40 ms -> 33 ms for 'tecno spak' at a million products); in this form the index's recheck is the only
 * test. The rest is the trigram bitmap (every match, ~13 ms) and ranking the candidates.
 */
export function searchMatch(term: string): SQL {
  return sql`(${products.search} @@ websearch_to_tsquery('english', ${term}) or ${products.name} %> ${term})`;
}

/**
 * Relevance ranks at most this many matches. A broad word ('samsung', or 'samsong' through trigrams)
 * matches tens of thousands of products at a million; fetching and ranking all of them costs half a
 * second, while the first 2,000 matches the indexes hand back (in table order, so a fair sample of
 * them) rank in milliseconds. Narrow searches are ranked in full.
 */
export const SEARCH_CANDIDATES = 2_000;

/** Relevance: text rank plus how close the name is, so an exact brand outranks a description hit. */
export function searchRank(term: string): SQL<number> {
  return sql<number>`(ts_rank(${products.search}, websearch_to_tsquery('english', ${term})) + word_similarity(${term}, ${products.name}))`;
}

/**
 * Runs `work` with the trigram threshold set for this transaction only (set_config(..., true)), so a
 * pooled connection never keeps it and other callers of `%>` and `<%` see the default.
 */
export function withSearchThreshold<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
    );
    return work(tx as unknown as Db);
  });
}

/**
 * One page of relevance-ordered ids among the first SEARCH_CANDIDATES matches of `where`, with how many
 * candidates there were (SEARCH_CANDIDATES + 1 means more exist).
 */
export async function rankedSearchPage(
  db: Db,
  term: string,
  where: SQL,
  limit: number,
  offset: number,
): Promise<{ ids: number[]; candidates: number }> {
  const { rows } = await db.execute<{ id: number; n: number | string }>(sql`
    select id, count(*) over () as n from (
      select ${products.id} as id, ${searchRank(term)} as rank, ${products.totalViews} as views
      from ${products} where ${where}
      limit ${SEARCH_CANDIDATES + 1}
    ) candidates
    order by rank desc, views desc, id desc
    limit ${limit} offset ${offset}`);
  if (rows.length > 0) return { ids: rows.map((r) => Number(r.id)), candidates: Number(rows[0]?.n) };
  if (offset === 0) return { ids: [], candidates: 0 };
  // A page past the end still reports the total, for the pagination block.
  const counted = await db.execute<{ n: number | string }>(
    sql`select count(*) as n from (select 1 from ${products} where ${where} limit ${SEARCH_CANDIDATES + 1}) c`,
  );
  return { ids: [], candidates: Number(counted.rows[0]?.n ?? 0) };
}
