import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { carts } from '../../db/tables/cart.ts';
import { guestSessions, rateLimitCounters } from '../../db/tables/identity.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import {
  COUNTER_KEEP_MS,
  GUEST_SESSION_KEEP_MS,
  PRUNE_IDENTITY,
  PRUNE_IDENTITY_CRON,
  pruneGuestSessions,
  pruneRateLimitCounters,
} from './prune.ts';

const HOUR_MS = 3_600_000;

let t: TestApp;
const db = () => t.app.database.db;

/** Guest sessions started `ageMs` ago, oldest first (ids grow with time, as in the shop). */
async function sessionsAged(agesMs: number[], now: Date): Promise<number[]> {
  const rows = await db()
    .insert(guestSessions)
    .values(agesMs.map((age) => ({ passphraseHash: 'x', createdAt: new Date(now.getTime() - age) })))
    .returning({ id: guestSessions.id });
  return rows.map((row) => row.id);
}
const storedSessions = async (ids: number[]) =>
  (await db().select({ id: guestSessions.id }).from(guestSessions).where(inArray(guestSessions.id, ids)))
    .map((row) => row.id)
    .sort((a, b) => a - b);
const storedCounters = async (keys: string[]) =>
  (
    await db()
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(inArray(rateLimitCounters.key, keys))
  )
    .map((row) => row.key)
    .sort();

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

describe('pruning guest sessions and attempt counters (issue 26)', () => {
  it('deletes guest sessions a day past their token, with their carts, and keeps the live ones', async () => {
    const now = new Date();
    const old = await sessionsAged([60 * 24 * HOUR_MS, GUEST_SESSION_KEEP_MS + HOUR_MS], now);
    const live = await sessionsAged([GUEST_SESSION_KEEP_MS - HOUR_MS, 24 * HOUR_MS, 0], now);
    await db()
      .insert(carts)
      .values([...old, ...live].map((guestSessionId) => ({ guestSessionId })));

    expect(await pruneGuestSessions(db(), now)).toBe(2);
    expect(await storedSessions([...old, ...live])).toEqual(live);
    const cartsLeft = await db()
      .select({ id: carts.guestSessionId })
      .from(carts)
      .where(inArray(carts.guestSessionId, [...old, ...live]));
    expect(cartsLeft.map((row) => row.id).sort((a, b) => a! - b!)).toEqual(live);
    expect(await pruneGuestSessions(db(), now)).toBe(0);
  });

  it('works off more expired sessions than one chunk in one run', async () => {
    const now = new Date();
    const old = await sessionsAged(Array(5001).fill(GUEST_SESSION_KEEP_MS + 24 * HOUR_MS), now);
    const live = await sessionsAged([0], now);
    expect(await pruneGuestSessions(db(), now)).toBe(5001);
    expect(await storedSessions([...old, ...live])).toEqual(live);
  });

  it('deletes counters whose window started more than a day ago', async () => {
    const now = new Date();
    const at = (ageMs: number) => new Date(now.getTime() - ageMs);
    await db()
      .insert(rateLimitCounters)
      .values([
        { key: 'prune:old', hits: 9, windowStartedAt: at(COUNTER_KEEP_MS + HOUR_MS) },
        { key: 'prune:older', hits: 1, windowStartedAt: at(30 * 24 * HOUR_MS) },
        { key: 'prune:hour', hits: 3, windowStartedAt: at(HOUR_MS) },
        { key: 'prune:now', hits: 1, windowStartedAt: now },
      ]);
    expect(await pruneRateLimitCounters(db(), now)).toBe(2);
    expect(await storedCounters(['prune:old', 'prune:older', 'prune:hour', 'prune:now'])).toEqual([
      'prune:hour',
      'prune:now',
    ]);
  });

  it('runs hourly once the server listens, in the job queue', async () => {
    const scheduled = async () =>
      (
        await db().execute<{ cron: string }>(
          sql`select cron from pgboss.schedule where name = ${PRUNE_IDENTITY}`,
        )
      ).rows;
    expect(await scheduled()).toEqual([]);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await vi.waitFor(async () => expect(await scheduled()).toEqual([{ cron: PRUNE_IDENTITY_CRON }]), {
      timeout: 10_000,
      interval: 200,
    });
    const [old] = await sessionsAged([GUEST_SESSION_KEEP_MS + HOUR_MS], new Date());
    await db()
      .insert(rateLimitCounters)
      .values({ key: 'prune:job', hits: 1, windowStartedAt: new Date(Date.now() - 2 * COUNTER_KEEP_MS) });
    await db().transaction((tx) =>
      t.app.jobs.sendInTransaction(tx, PRUNE_IDENTITY, {}, { startAfter: new Date() }),
    );
    await vi.waitFor(
      async () => {
        expect(await storedSessions([old!])).toEqual([]);
        expect(await storedCounters(['prune:job'])).toEqual([]);
      },
      { timeout: 20_000, interval: 250 },
    );
  }, 40_000);
});
