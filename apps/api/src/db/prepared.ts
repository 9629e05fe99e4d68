import { type Column, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * A query built once per database and run many times with `sql.placeholder` values: drizzle then
 * skips building its SQL on every call (about a third of a card list's CPU in the API process) and
 * PostgreSQL keeps the statement prepared under `name`. Meant for the hot fixed-shape reads (the home
 * lists, cards by id, product details, the viewer's session). A transaction (`tx`) is a database of
 * its own here: its queries are built for it once, which costs what an unprepared query does.
 *
 *   const byUuid = preparedQuery((db) =>
 *     db.select().from(users).where(eq(users.uuid, sql.placeholder('uuid'))).prepare('users_by_uuid'));
 *   const [user] = await byUuid(db).execute({ uuid });
 */
export function preparedQuery<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * `column = any($ids)`: one statement text for a list of any length (an `in ($1, $2...)` list is a
 * new statement for each length). Pass the list as an integer array placeholder value.
 */
export const isAnyOf = (column: Column, ids: Placeholder) => sql`${column} = any(${ids}::int[])`;
