import { messages } from '@oja/contract/messages';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tooManyRequests } from './http-errors.ts';

/**
 * Attempt counters in PostgreSQL (rate_limit_counters): a fixed window per key, shared by every
 * instance. Identity counts sign-ins, sign-ups and resets with them; the wallet counts PIN checks.
 */
export type Limit = { max: number; windowSeconds: number };

/** The database or a transaction on it: counts may be read and written inside a caller's transaction. */
type Counter = Pick<Db, 'execute'>;

type Row = { hits: number };

/**
 * Counts one hit on `key` and answers the count inside the current fixed window. One upsert, so
 * concurrent requests on several instances cannot both slip under the limit.
 */
export async function hit(db: Counter, key: string, limit: Limit): Promise<number> {
  return (await hitInWindow(db, key, limit)).hits;
}

/** As `hit`, with the seconds left of the window: what a refusal tells the caller to wait (issue 54). */
export async function hitInWindow(
  db: Counter,
  key: string,
  limit: Limit,
): Promise<{ hits: number; secondsLeft: number }> {
  const window = `${limit.windowSeconds} seconds`;
  const result = await db.execute<Row & { seconds_left: number }>(sql`
    insert into rate_limit_counters (key, hits, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      hits = case when rate_limit_counters.window_started_at <= now() - ${window}::interval
        then 1 else rate_limit_counters.hits + 1 end,
      window_started_at = case when rate_limit_counters.window_started_at <= now() - ${window}::interval
        then now() else rate_limit_counters.window_started_at end
    returning hits,
      ceil(extract(epoch from window_started_at + ${window}::interval - now()))::int as seconds_left`);
  const row = result.rows[0];
  return {
    hits: Number(row?.hits ?? 1),
    secondsLeft: Math.max(0, Number(row?.seconds_left ?? limit.windowSeconds)),
  };
}

/** The hits counted in the current window, without counting one. */
export async function hitsSoFar(db: Counter, key: string, limit: Limit): Promise<number> {
  const window = `${limit.windowSeconds} seconds`;
  const result = await db.execute<Row>(sql`
    select hits from rate_limit_counters
    where key = ${key} and window_started_at > now() - ${window}::interval`);
  return Number(result.rows[0]?.hits ?? 0);
}

/**
 * Counts the attempt and answers 429 once it goes past the limit. Call it before the work it guards
 * (the password check): counting after the check let 40 guesses sent at once all be checked.
 */
export async function consume(db: Db, key: string, limit: Limit, message: string = messages.tooManyAttempts) {
  if ((await hit(db, key, limit)) > limit.max) throw tooManyRequests(message);
}

export async function forget(db: Counter, key: string) {
  await db.execute(sql`delete from rate_limit_counters where key = ${key}`);
}

/** Forgets every counter whose key starts with `prefix` (all the addresses of one account). */
export async function forgetAllStartingWith(db: Counter, prefix: string) {
  await db.execute(sql`delete from rate_limit_counters where starts_with(key, ${prefix})`);
}
