import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { WRITTEN_BY_REFUSALS } from './db-snapshot.ts';

/**
 * Notes every row written to the public tables (but `exclude`) of a TEST database, through a
 * trigger on each: cheap enough to check after every request, unlike a checksum of every table.
 * A write in a transaction that rolls back leaves no note, exactly as it leaves no row.
 */
export async function watchWrites(db: Db, exclude: readonly string[] = WRITTEN_BY_REFUSALS) {
  await db.execute(
    sql`create table test_writes (id serial primary key, tbl text not null, op text not null)`,
  );
  await db.execute(
    sql.raw(`create function test_note_write() returns trigger language plpgsql as $$
      begin insert into test_writes (tbl, op) values (TG_TABLE_NAME, TG_OP); return null; end $$`),
  );
  const { rows } = await db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'test_writes'`);
  for (const { name } of rows.filter((r) => !exclude.includes(r.name))) {
    await db.execute(
      sql.raw(
        `create trigger test_note_write after insert or update or delete on "${name}" for each row execute function test_note_write()`,
      ),
    );
  }
}

/** The writes noted since the last call ("orders: UPDATE x1"), and forgets them. */
export async function takeWrites(db: Db): Promise<string[]> {
  const { rows } = await db.execute<{ tbl: string; op: string; n: number }>(sql`
    with taken as (delete from test_writes returning tbl, op)
    select tbl, op, count(*)::int as n from taken group by tbl, op order by tbl, op`);
  return rows.map((r) => `${r.tbl}: ${r.op} x${r.n}`);
}
