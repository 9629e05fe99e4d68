import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery, unplanned } from '../../db/prepared.ts';
import { categories, products, searchPostings, searchWords } from '../../db/tables/catalog.ts';
import { type CardRow, cardCategoryJoin, cardColumns } from './cards.ts';

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

/** The most lexemes a postings search joins; a longer query takes the full path. */
const MAX_POSTINGS_LEXEMES = 6;

/**
 * A term the postings answer (ADR 46): words of letters and decimal digits only, none of them
 * websearch's `or`. websearch_to_tsquery reads such a term as all of its words' lexemes and nothing
 * else; quotes, `-word`, `or` and other characters (the text parser may split a word on them, or
 * make a phrase of it) take the full path.
 */
export function plainTerm(term: string): boolean {
  return /^[\p{L}\p{Nd}\s]+$/u.test(term) && !/(^|\s)or(\s|$)/iu.test(term);
}

export type SearchTerms = {
  /** The query as corrected against the vocabulary (see correctedTerm). */
  corrected: string;
  /**
   * For a plain term: the lexeme sets that can match (the typed one, and the corrected one when the
   * correction changed a word), leaving out a set with a lexeme no product has. Undefined for a term
   * the postings do not answer.
   */
  alternatives: string[][] | undefined;
};

/** Each query word as typed when some name has it, else the closest name word, else as typed. */
const correctedWords = sql`
  select q.n, coalesce(
    (select w.word from ${searchWords} w where w.word = q.word),
    (select w.word from ${searchWords} w
      where w.word % q.word and similarity(w.word, q.word) >= ${sql.raw(String(WORD_CORRECTION_THRESHOLD))}
      order by similarity(w.word, q.word) desc, w.word limit 1),
    q.word) as fixed
  from unnest(string_to_array(${unplanned(sql.placeholder('words'))}, ' ')) with ordinality as q(word, n)`;

/** Whether some product has each lexeme of a lexeme array, in its order. */
const found = (lexemes: SQL) => sql`array(
  select exists (select 1 from ${searchPostings} p where p.lexeme = x)
  from unnest(${lexemes}) with ordinality as t(x, n) order by n)`;

/** The term as typed, for a plain term (null otherwise): unplanned, like the words, so the plan is kept. */
const plainTermValue = unplanned(sql.placeholder('plainTerm'));

/**
 * The query as corrected, and the lexemes of the typed and of the corrected words (stemmed by the
 * same `english` configuration as the text vector; the corrected ones only for a plain term).
 */
const lexemeSets = sql`(
        with q as (${correctedWords}),
        c as (select string_agg(fixed, ' ' order by n) as corrected from q)
        select c.corrected,
          tsvector_to_array(to_tsvector('english', ${plainTermValue})) as typed,
          case when ${plainTermValue} is not null
            then tsvector_to_array(to_tsvector('english', c.corrected)) end as fixed
        from c) l`;

const searchTermsQuery = preparedQuery((db) =>
  db
    .select({
      corrected: sql<string | null>`l.corrected`,
      typed: sql<string[] | null>`l.typed`,
      typedFound: sql<boolean[] | null>`${found(sql`l.typed`)}`,
      fixed: sql<string[] | null>`l.fixed`,
      fixedFound: sql<boolean[] | null>`${found(sql`l.fixed`)}`,
    })
    .from(lexemeSets)
    .prepare('search_terms'),
);

/**
 * The correction of `term` and, for a plain term, the lexemes it searches for, in one round trip:
 * the words as corrected, and the lexemes of the typed and of the corrected words (stemmed by the same
 * `english` configuration as the text vector), each with whether any product has it.
 */
export async function searchTerms(db: Db, term: string): Promise<SearchTerms> {
  const words = queryWords(term);
  const plain = plainTerm(term);
  if (words.length === 0 && !plain) return { corrected: term, alternatives: undefined };
  const [row] = await searchTermsQuery(db).execute({
    words: words.join(' '),
    plainTerm: plain ? term : null,
  });
  const corrected = words.length === 0 ? term : (row?.corrected ?? term);
  if (!plain || !row) return { corrected, alternatives: undefined };
  const sets: [string[] | null, boolean[] | null][] = [[row.typed, row.typedFound]];
  // As searchMatch: the corrected words are an alternative only when the correction changed one.
  if (corrected !== words.join(' ')) sets.push([row.fixed, row.fixedFound]);
  const alternatives: string[][] = [];
  for (const [lexemes, has] of sets) {
    // No lexeme (only stop words) matches nothing, as an empty tsquery does; nor does a missing one.
    if (!lexemes || lexemes.length === 0 || has?.includes(false)) continue;
    if (lexemes.length > MAX_POSTINGS_LEXEMES) return { corrected, alternatives: undefined };
    if (alternatives.some((other) => other.join(' ') === lexemes.join(' '))) continue;
    alternatives.push(lexemes);
  }
  return { corrected, alternatives };
}

/**
 * The query with every word that no product name has replaced by the closest one that some name has
 * ('samsong' -> 'samsung', 'tecno spak' -> 'tecno spark'), or kept when none is close enough. One
 * round trip over the vocabulary table (`search_words`, a few thousand rows with a trigram index),
 * so a typo costs what a correctly spelt search costs, whatever the number of products.
 */
export async function correctedTerm(db: Db, term: string): Promise<string> {
  return (await searchTerms(db, term)).corrected;
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

/**
 * One lexeme set's first SEARCH_CANDIDATES + 1 products (newest first) with their summed impact,
 * `lexeme(i)` its i-th lexeme (an expression the planner cannot see into: see `unplanned`). Every
 * list is read in product order, so several words merge (a merge join) and stop as soon as enough
 * products have them all. A `gate` (a condition on no row) left false reads nothing.
 */
function postingsOf(lexeme: (i: number) => SQL, count: number, gate?: SQL): SQL {
  const alias = (i: number) => sql.raw(`p${i}`);
  const joins = Array.from(
    { length: count - 1 },
    (_, j) =>
      sql` join ${searchPostings} ${alias(j + 1)} on ${alias(j + 1)}.lexeme = ${lexeme(j + 1)} and ${alias(j + 1)}.product_id = p0.product_id`,
  );
  const score = sql.raw(Array.from({ length: count }, (_, i) => `p${i}.impact::int`).join(' + '));
  return sql`select p0.product_id as id, ${score} as score from ${searchPostings} p0${sql.join(joins)}
    where p0.lexeme = ${lexeme(0)}${gate ? sql` and ${gate}` : sql``} order by p0.product_id desc limit ${sql.raw(String(SEARCH_CANDIDATES + 1))}`;
}

/** The candidates of one or two lists of postingsOf: a product in both counts once, at its better score. */
function candidatesOf(lists: readonly SQL[]): SQL {
  if (lists.length === 1) return lists[0] as SQL;
  return sql`select id, max(score) as score from (${sql.join(
    lists.map((list) => sql`(${list})`),
    sql` union all `,
  )}) m
    group by id order by id desc limit ${sql.raw(String(SEARCH_CANDIDATES + 1))}`;
}

/** The candidates of lexeme sets given as values or placeholders. */
const candidatesOfSets = (alternatives: readonly (readonly unknown[])[]) =>
  candidatesOf(alternatives.map((lexemes) => postingsOf((i) => unplanned(lexemes[i]), lexemes.length)));

/**
 * A prepared page of the candidates `c` (with `before`, CTEs they read), ranked by score then newest: the cards
 * and how many candidates there were. A first page has its limit and offset in its text, so
 * PostgreSQL plans it once and keeps the plan (withConstantsInSql); a later page's are parameters.
 */
function rankedPageQuery(name: string, candidates: SQL, firstPageLimit: number | undefined, before?: SQL) {
  const page = sql`(with ${before ? sql`${before}, ` : sql``}c as (${candidates}),
      p as (select id, score from c order by score desc, id desc
            limit ${firstPageLimit ?? sql.placeholder('limit')} offset ${firstPageLimit ? 0 : sql.placeholder('offset')})
    select p.id, p.score, (select count(*) from c) as n from p) page`;
  return preparedQuery((db) =>
    db
      .select({ ...cardColumns, candidates: sql<number | string>`page.n` })
      .from(products)
      .innerJoin(page, sql`page.id = ${products.id}`)
      .innerJoin(categories, cardCategoryJoin)
      .orderBy(sql`page.score desc`, sql`page.id desc`)
      .prepare(`${name}${firstPageLimit ? `_first_${firstPageLimit}` : ''}`),
  );
}

type RankedPageQuery = ReturnType<typeof rankedPageQuery>;
/** The prepared statements of each shape (and first-page size): a handful in all. */
const pageQueries = new Map<string, RankedPageQuery>();
function pageQuery(key: string, make: () => RankedPageQuery): RankedPageQuery {
  let query = pageQueries.get(key);
  if (!query) {
    query = make();
    pageQueries.set(key, query);
  }
  return query;
}

/** The rows of a ranked page, and how many candidates there were. */
function rankedRows(rows: (CardRow & { candidates: number | string })[]) {
  return { rows: rows.map(({ candidates: _, ...row }) => row), candidates: Number(rows[0]?.candidates ?? 0) };
}

/**
 * One page of a plain search straight from the postings (ADR 46), with its cards, in one statement:
 * the newest SEARCH_CANDIDATES + 1 products with every lexeme of one of the alternatives, ranked by
 * summed impact (ties newest first), and how many candidates there were. No product row is read
 * but the page's.
 */
export async function postingsSearchPage(
  db: Db,
  alternatives: string[][],
  limit: number,
  offset: number,
): Promise<{ rows: CardRow[]; candidates: number }> {
  if (alternatives.length === 0) return { rows: [], candidates: 0 };
  const shape = alternatives.map((lexemes) => lexemes.length);
  // Page sizes are 1-100 (the list's schema): at most a hundred first-page statements per shape.
  const firstPageLimit = offset === 0 ? limit : undefined;
  // Each lexeme is a placeholder `a<alternative>_<position>`.
  const query = pageQuery(`${shape.join('_')}/${firstPageLimit ?? ''}`, () =>
    rankedPageQuery(
      `search_postings_page_${shape.join('_')}`,
      candidatesOfSets(
        shape.map((count, alt) => Array.from({ length: count }, (_, i) => sql.placeholder(`a${alt}_${i}`))),
      ),
      firstPageLimit,
    ),
  );
  const values: Record<string, string | number> = { limit, offset };
  alternatives.forEach((lexemes, alt) => {
    lexemes.forEach((lexeme, i) => {
      values[`a${alt}_${i}`] = lexeme;
    });
  });
  const rows = await query(db).execute(values);
  if (rows.length > 0 || offset === 0) return rankedRows(rows);
  // A page past the end still reports the total, for the pagination block.
  const counted = await db.execute<{ n: number | string }>(
    sql`select count(*) as n from (${candidatesOfSets(alternatives)}) c`,
  );
  return { rows: [], candidates: Number(counted.rows[0]?.n ?? 0) };
}

/**
 * The one-statement search's lexeme sets (`g`): the typed and the corrected lexemes, whether there
 * are `count` of each as the statement was made for (`fits`), and whether the correction changed a
 * word (else the corrected set is the typed one).
 */
const fittedSets = (count: number) => {
  const words = unplanned(sql.placeholder('words'));
  const n = sql.raw(String(count));
  return sql`g as (select l.typed, l.fixed, l.corrected <> ${words} as changed,
      cardinality(l.typed) = ${n} and (l.corrected = ${words} or cardinality(l.fixed) = ${n}) as fits
    from ${lexemeSets})`;
};

/**
 * A plain search's page in one statement, the correction included (ADR 66): what searchTerms and
 * postingsSearchPage answer in two round trips. The statement is made for as many lexemes a set as
 * the term has distinct words; where PostgreSQL finds another number (a stop word, two words of one
 * stem, more than MAX_POSTINGS_LEXEMES) it reads no postings and answers no rows, and so it does when
 * nothing matches: undefined, for the caller to take the two-statement way, which tells them apart.
 */
export async function plainSearchPage(
  db: Db,
  term: string,
  limit: number,
  offset: number,
): Promise<{ rows: CardRow[]; candidates: number } | undefined> {
  const words = queryWords(term);
  const count = new Set(words).size;
  if (!plainTerm(term) || count === 0 || count > MAX_POSTINGS_LEXEMES) return undefined;
  const firstPageLimit = offset === 0 ? limit : undefined;
  const query = pageQuery(`plain_${count}/${firstPageLimit ?? ''}`, () => {
    const set = (column: 'typed' | 'fixed', gate: SQL) =>
      postingsOf((i) => sql.raw(`(select g.${column}[${i + 1}] from g)`), count, gate);
    return rankedPageQuery(
      `search_plain_page_${count}`,
      candidatesOf([
        set('typed', sql`(select g.fits from g)`),
        set('fixed', sql`(select g.fits and g.changed from g)`),
      ]),
      firstPageLimit,
      fittedSets(count),
    );
  });
  const rows = await query(db).execute({ words: words.join(' '), plainTerm: term, limit, offset });
  return rows.length > 0 ? rankedRows(rows) : undefined;
}
