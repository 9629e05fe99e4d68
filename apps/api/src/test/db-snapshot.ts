import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Tables a refused request may legitimately write: the per-account attempt counters (a wrong
 * password, PIN or captcha is counted precisely when it is refused). Everything else must not move.
 */
export const WRITTEN_BY_REFUSALS = ['rate_limit_counters'] as const;

export type Snapshot = Record<string, { rows: number; checksum: string }>;

/**
 * Row count and a checksum of every row (its text form, in a fixed order) of each table in the
 * public schema, except `exclude`: what a caller could have changed, on either engine.
 */
export async function snapshotDatabase(
  db: Db,
  exclude: readonly string[] = WRITTEN_BY_REFUSALS,
): Promise<Snapshot> {
  const { rows: tables } = await db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const names = tables.map((t) => t.name).filter((name) => !exclude.includes(name));
  const parts = names.map(
    (name) =>
      `select '${name}' as name, count(*)::int as rows, ` +
      `md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as checksum from "${name}" t`,
  );
  const { rows } = await db.execute<{ name: string; rows: number; checksum: string }>(
    sql.raw(parts.join(' union all ')),
  );
  return Object.fromEntries(rows.map((r) => [r.name, { rows: Number(r.rows), checksum: r.checksum }]));
}

/** The tables whose rows differ between two snapshots, with their counts before and after. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return Object.keys({ ...before, ...after })
    .filter((name) => before[name]?.checksum !== after[name]?.checksum)
    .map((name) => `${name} (${before[name]?.rows ?? 0} -> ${after[name]?.rows ?? 0} rows)`);
}
