import { Column, is, Param, Placeholder, SQL, Subquery, sql } from 'drizzle-orm';
import type { Db, Executor, SqlExecutor } from './client.ts';

/**
 * A query built once per database and run many times with `sql.placeholder` values: drizzle then
 * skips building its SQL on every call (about a third of a card list's CPU in the API process, a third
 * of a checkout's) and PostgreSQL keeps the statement prepared under `name`. Meant for the hot
 * fixed-shape statements (the home lists, cards by id, product details, the viewer's session, the
 * checkout's reads and writes). It runs on the database or on any of its transactions: the query is
 * built once (for whichever comes first) and each call runs it on the caller's own connection (see
 * `onConnectionOf`).
 *
 *   const byUuid = preparedQuery((db) =>
 *     db.select().from(users).where(eq(users.uuid, sql.placeholder('uuid'))).prepare('users_by_uuid'));
 *   const [user] = await byUuid(tx).execute({ uuid });
 */
export function preparedQuery<Query>(build: (db: Db) => Query): (db: Executor) => Query {
  const built = new WeakMap<object, Query>();
  return (db) => {
    const key = databaseKey(db);
    let query = built.get(key);
    if (query === undefined) {
      query = tunePrepared(build(db as Db));
      built.set(key, query);
    }
    return onConnectionOf(query, db);
  };
}

/**
 * A prepared statement made ready to run many times: its rows mapped by a compiled function
 * (withCompiledRows) and its constants in its text (withConstantsInSql). Every statement the API
 * prepares goes through it: `preparedQuery`'s and the product lists' shapes.
 */
export function tunePrepared<Query>(query: Query): Query {
  return withConstantsInSql(withCompiledRows(query));
}

/** What both drivers' prepared queries carry: the statement text and its parameters. */
type PreparedText = {
  queryString: string;
  params: unknown[];
  rawQueryConfig?: { text?: string };
  queryConfig?: { text?: string };
  query?: { sql: string; params: unknown[] };
};

/** A `$n` where the planner must know the value to plan well: a limit, an offset, a comparison. */
const PLANNED_PARAMETER = /(\blimit |\boffset |[=<>] )\$(\d+)\b/gi;
/** Constants written into the text as they are: integers, booleans and plain words (enum values). */
function literalOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string' && /^[a-z0-9_]{1,64}$/i.test(value)) return `'${value}'`;
  return undefined;
}

/**
 * A prepared statement's constants (a limit of 12, `quantity > 0`, `type = 'flash_sales'`) written
 * into its text, leaving only the values that change per call (`sql.placeholder`) as parameters.
 * PostgreSQL plans a prepared statement for its parameters' values ("custom plans") until a plan
 * made without them ("generic") costs no more; a generic plan guesses a `limit $n` at a tenth of the
 * table, which a million products made 100x dearer, so every call was planned again: 0.7-1.5 ms of
 * PostgreSQL's CPU per home request against 0.3-0.5 ms of executing it. With the constants in the
 * text, the generic plan is the custom one and PostgreSQL keeps it after five calls (ADR 59).
 */
export function withConstantsInSql<Query>(query: Query): Query {
  const prepared = query as unknown as PreparedText;
  if (typeof prepared.queryString !== 'string' || !Array.isArray(prepared.params)) return query;
  const inlined = new Map<number, string>();
  for (const match of prepared.queryString.matchAll(PLANNED_PARAMETER)) {
    const index = Number(match[2]) - 1;
    const value = prepared.params[index];
    // A placeholder (or a parameter wrapping one) is a value of each call: it stays a parameter.
    if (is(value, Placeholder) || is(value, Param)) continue;
    const literal = literalOf(value);
    if (literal !== undefined) inlined.set(index, literal);
  }
  if (inlined.size === 0) return query;
  const renumbered = new Map<number, number>();
  const params: unknown[] = [];
  prepared.params.forEach((value, index) => {
    if (inlined.has(index)) return;
    renumbered.set(index, params.length + 1);
    params.push(value);
  });
  const text = prepared.queryString.replace(/\$(\d+)\b/g, (whole, n: string) => {
    const index = Number(n) - 1;
    return inlined.get(index) ?? (renumbered.has(index) ? `$${renumbered.get(index)}` : whole);
  });
  prepared.queryString = text;
  prepared.params = params;
  if (prepared.rawQueryConfig) prepared.rawQueryConfig.text = text;
  if (prepared.queryConfig) prepared.queryConfig.text = text;
  if (prepared.query) prepared.query = { sql: text, params };
  return query;
}

/**
 * A text parameter the planner cannot look into: `(select $n::text)` is an init plan, worked out when the
 * statement runs. For a value that would change the estimates but not the plan: how many products
 * have a search word, the words of a text folded into an array at plan time. PostgreSQL plans a
 * prepared statement for its parameters' values until a plan made without them costs no more; a
 * value it can see makes that plan cost more or less than the generic one from call to call, and
 * the search's statements were planned on every call (0.3-1.2 ms each, more than running them).
 * With the value out of the planner's sight both plans cost the same and the generic one is kept
 * after five calls (ADR 66). Not for a value that should change the plan (a limit, a filter on a
 * rare value): leave those to withConstantsInSql or to custom plans.
 */
export const unplanned = (value: unknown) => sql`(select ${value}::text)`;

/** What drizzle's databases, transactions and prepared queries of both drivers carry. */
type DrizzleInternals = { dialect: object; session: { client: unknown } };

/**
 * The same object for a database and every transaction of it (drizzle hands them all one dialect):
 * the key of what is kept per database, in a WeakMap, so a closed test database's entries go with it.
 */
export function databaseKey(db: Executor): object {
  return (db as unknown as DrizzleInternals).dialect;
}

/**
 * The prepared query run on `db`'s connection: the database's pool (or PGlite) for a database, the
 * transaction's own connection for a transaction. Both drivers' prepared queries read `this.client`
 * when they execute, so a view of the query with its own `client` runs there and leaves the query
 * itself untouched for other callers.
 */
function onConnectionOf<Query>(query: Query, db: Executor): Query {
  const client = (db as unknown as DrizzleInternals).session.client;
  if ((query as { client?: unknown }).client === client) return query;
  return Object.create(query as object, { client: { value: client } }) as Query;
}

/** What both drivers' connections (a pg client or pool, a PGlite database or transaction) answer. */
type PlainClient = { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * `$1`-style SQL of a library that brings its own (pg-boss), run on `db`'s own connection: inside a
 * transaction it is part of it. Straight to the driver, without drizzle building it again on every
 * call; on PostgreSQL the pool names (prepares) it as it does every repeated text (client.ts). Plain
 * objects travel as JSON text, which both drivers cast to jsonb as the SQL asks.
 */
export function plainSqlOn(db: Executor): SqlExecutor {
  const client = (db as unknown as DrizzleInternals).session.client as PlainClient;
  return {
    async executeSql(text, values = []) {
      const params = values.map((value) =>
        value !== null && typeof value === 'object' && !(value instanceof Date)
          ? JSON.stringify(value)
          : value,
      );
      return { rows: (await client.query(text, params)).rows };
    },
  };
}

/**
 * `column = any($ids)`: one statement text for a list of any length (an `in ($1, $2...)` list is a
 * new statement for each length). Pass the list as an integer array placeholder value.
 */
export const isAnyOf = (column: Column, ids: Placeholder) => sql`${column} = any(${ids}::int[])`;

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type SelectedField = { path: string[]; field: unknown };
/** What drizzle's prepared selects carry (both drivers' prepared queries have these fields). */
type PreparedInternals = {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};

/** The decoder drizzle's own mapResultRow picks for a selected field, found once. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  const withDecoder = (of: unknown) => (of as { decoder: Decoder }).decoder;
  if (is(field, SQL)) return withDecoder(field);
  if (is(field, Subquery)) return withDecoder((field as unknown as { _: { sql: SQL } })._.sql);
  return withDecoder((field as { sql: SQL }).sql);
}

/**
 * A prepared select's rows mapped by a function made once from its fields. drizzle's mapResultRow
 * works out each column's decoder again for every value of every row (`is()` walks the class chain of
 * an aliased SQL field three times), which was 5-8% of a card list's CPU. The rows are the same
 * objects with the same keys in the same order. Only for selects whose joins are all inner (or that
 * have none), where drizzle never turns a joined table's columns into null; others keep drizzle's.
 */
export function withCompiledRows<Query>(query: Query): Query {
  const prepared = query as PreparedInternals;
  const { fields, joinsNotNullableMap } = prepared;
  if (!Array.isArray(fields) || prepared.customResultMapper !== undefined) return query;
  if (joinsNotNullableMap && Object.values(joinsNotNullableMap).some((notNull) => !notNull)) return query;
  const columns = fields.map(({ path, field }) => ({
    path,
    last: path[path.length - 1]!,
    decoder: decoderOf(field),
  }));
  prepared.customResultMapper = (rows) =>
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i++) {
        const { path, last, decoder } = columns[i]!;
        let node = out;
        for (let p = 0; p < path.length - 1; p++) {
          const key = path[p]!;
          if (!(key in node)) node[key] = {};
          node = node[key] as Record<string, unknown>;
        }
        const raw = row[i];
        node[last] = raw === null ? null : decoder.mapFromDriverValue(raw);
      }
      return out;
    });
  return query;
}
