import { Column, is, type Placeholder, SQL, Subquery, sql } from 'drizzle-orm';
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
      query = withCompiledRows(build(db as Db));
      built.set(key, query);
    }
    return onConnectionOf(query, db);
  };
}

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
