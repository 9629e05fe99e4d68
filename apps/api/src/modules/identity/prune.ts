import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { guestSessions, rateLimitCounters } from '../../db/tables/identity.ts';
import { GUEST_TOKEN_TTL_MS } from './tokens.ts';

/**
 * Pruning of rows nobody can use any more (issue 26): guest sessions whose token has expired (it is
 * signed once, at the session's start, for GUEST_TOKEN_TTL_MS; their carts go with them, by cascade)
 * and attempt counters whose window ended long ago. Each delete takes at most CHUNK rows, so a backlog
 * (a server that was down for days, a flood of guest sessions) is worked off in short transactions.
 */
export const PRUNE_IDENTITY = 'prune-identity';
/** Every hour at :23, away from the top of the hour and from the insight prune (:17). */
export const PRUNE_IDENTITY_CRON = '23 * * * *';
/** A day past the token's expiry, for a device clock running behind. */
export const GUEST_SESSION_KEEP_MS = GUEST_TOKEN_TTL_MS + 24 * 3_600_000;
/**
 * A counter whose window started this long ago counts nothing (the longest window in use is an hour,
 * attempt-limits.ts and the wallet PIN's): a day leaves room for longer ones.
 */
export const COUNTER_KEEP_MS = 24 * 3_600_000;
const CHUNK = 5000;

/**
 * Deletes expired guest sessions; answers how many. Ids grow with created_at, so the sessions are
 * walked in id order through the primary key (no index on created_at is needed), CHUNK at a time,
 * deleting the expired ones of each chunk, until a chunk ends on a live session (all later ones are
 * younger) or the table ends.
 */
export async function pruneGuestSessions(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - GUEST_SESSION_KEEP_MS).toISOString();
  let pruned = 0;
  let after = 0;
  for (;;) {
    const { rows } = await db.execute<{
      deleted: number;
      seen: number;
      last: number | null;
      live: boolean;
    }>(sql`
      with chunk as (
        select id, created_at from ${guestSessions} where id > ${after} order by id limit ${CHUNK}
      ), gone as (
        delete from ${guestSessions} g using chunk
        where g.id = chunk.id and chunk.created_at < ${before}::timestamptz returning 1
      )
      select (select count(*) from gone)::int as deleted, count(*)::int as seen, max(id) as last,
        coalesce((select created_at >= ${before}::timestamptz from chunk order by id desc limit 1), false) as live
      from chunk`);
    const round = rows[0]!;
    pruned += Number(round.deleted);
    if (Number(round.seen) < CHUNK || round.live || round.last === null) return pruned;
    after = Number(round.last);
  }
}

/** Deletes attempt counters whose window is long over; answers how many. */
export async function pruneRateLimitCounters(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - COUNTER_KEEP_MS);
  let pruned = 0;
  for (;;) {
    const deleted = await db.execute(sql`
      delete from ${rateLimitCounters} where ${rateLimitCounters.key} in (
        select ${rateLimitCounters.key} from ${rateLimitCounters}
        where ${rateLimitCounters.windowStartedAt} < ${before.toISOString()}::timestamptz limit ${CHUNK})
      returning 1`);
    pruned += deleted.rows.length;
    if (deleted.rows.length < CHUNK) return pruned;
  }
}

/** The hourly pg-boss schedule and its worker (whichever API process is listening runs it). */
export async function startIdentityPruning(app: FastifyInstance) {
  const { db } = app.database;
  await app.jobs.work(PRUNE_IDENTITY, async () => {
    const sessions = await pruneGuestSessions(db);
    const counters = await pruneRateLimitCounters(db);
    if (sessions + counters > 0)
      app.log.info({ sessions, counters }, 'expired guest sessions and counters pruned');
  });
  await app.jobs.schedule(PRUNE_IDENTITY, PRUNE_IDENTITY_CRON);
}
