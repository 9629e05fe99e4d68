import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, searchWords } from '../../db/tables/catalog.ts';

/**
 * How close (pg_trgm similarity) a query word must come to a word of the vocabulary to be corrected
 * to it: 'samsong' scores 0.45 against 'samsung' and 'spak' 0.375 against 'spark', while nonsense
 * stays below. The trigram index answers `%` at pg_trgm's default 0.3; this is checked on the few
 * words that pass.
 */
const WORD_CORRECTION_THRESHOLD = 0.35;

/** A query's words, split as the `name_words` function of migration 0009 splits names. */
function queryWords(term: string): string[] {
  return term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2);
}

/**
 * The query with every word that no product name has replaced by the closest one that some name has
 * ('samsong' -> 'samsung', 'tecno spak' -> 'tecno spark'), or kept when none is close enough. One
 * round trip over the vocabulary table (`search_words`, a few thousand rows with a trigram index),
 * so a typo costs what a correctly spelt search costs, whatever the number of products.
 */
export async function correctedTerm(db: Db, term: string): Promise<string> {
  const words = queryWords(term);
  if (words.length === 0) return term;
  const { rows } = await db.execute<{ fixed: string }>(sql`
    select coalesce(
      (select w.word from ${searchWords} w where w.word = q.word),
      (select w.word from ${searchWords} w
        where w.word % q.word and similarity(w.word, q.word) >= ${WORD_CORRECTION_THRESHOLD}
        order by similarity(w.word, q.word) desc, w.word limit 1),
      q.word) as fixed
    from unnest(string_to_array(${words.join(' ')}, ' ')) with ordinality as q(word, n)
    order by q.n`);
  return rows.map((r) => r.fixed).join(' ');
}

/**
 * A product matches when its weighted text vector (name, brand, category, stems: 'freezer' finds
 * freezers) matches the words as typed, or the words as corrected against the vocabulary. Both sides
 * use the one GIN index on the vector, so PostgreSQL answers with a BitmapOr; no trigram test runs
 * over the products themselves (that took 30-40 ms a query at a million products).
 */
export function searchMatch(term: string, corrected: string): SQL {
  const typed = sql`${products.search} @@ websearch_to_tsquery('english', ${term})`;
  if (corrected === queryWords(term).join(' ')) return typed;
  return sql`(${typed} or ${products.search} @@ websearch_to_tsquery('english', ${corrected}))`;
}

/**
 * Relevance ranks at most this many matches. A broad word ('samsung', or 'samsong' through trigrams)
 * matches tens of thousands of products at a million; fetching and ranking all of them costs half a
 * second, while the first 2,000 matches the indexes hand back (in table order, so a fair sample of
 * them) rank in milliseconds. Narrow searches are ranked in full.
 */
export const SEARCH_CANDIDATES = 2_000;

/** Relevance (of the corrected term): text rank plus how close the name is, so an exact brand outranks a description hit. */
function searchRank(term: string): SQL<number> {
  return sql<number>`(ts_rank(${products.search}, websearch_to_tsquery('english', ${term})) + word_similarity(${term}, ${products.name}))`;
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
