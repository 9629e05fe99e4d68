import { GUEST_PASSPHRASE_HEADER, GUEST_TOKEN_HEADER } from '@oja/contract/constants';
import { messages } from '@oja/contract/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { type PrivatePostgres, startPrivatePostgres } from './private-postgres.ts';
import { call, type Headers, json } from './processes-shopper.ts';
import { freePort, type ServerProcess, startServer } from './server-process.ts';

/**
 * PostgreSQL restarted under load: a server of this test alone (the machine's shared one is never
 * stopped) is stopped with `pg_ctl stop -m fast` while catalogue reads and cart writes run, then
 * started again. While it is down every request fails fast with a 503 in the envelope; once it is
 * back the same API process answers again by itself, and what was written before is still there.
 */

type Outcome = { status: number; ms: number; body: unknown; at: number; worker: number; write: boolean };

const REQUEST_LIMIT_MS = 10_000;
const WORKERS = 4;
/** A safety stop only: 503s while PostgreSQL is down come back in a millisecond or two, so a low cap
 * could end the load before the recovery is seen. */
const MAX_REQUESTS = 50_000;

let pg: PrivatePostgres;
let server: ServerProcess | null = null;
/** Products a cart takes (in stock for the whole run). */
let slugs: string[] = [];

beforeAll(async () => {
  pg = await startPrivatePostgres(await freePort());
  const database = await openDatabase({ databaseUrl: pg.url });
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, { products: 200 });
    const { rows } = await database.db.execute<{ slug: string }>(sql`
      update products set quantity = 100000
      where id in (select id from products where type = 'product' and selling_price_kobo > 0 order by id limit 20)
      returning slug`);
    slugs = rows.map((r) => r.slug);
  } finally {
    await database.close();
  }
  server = await startServer(pg.url, await freePort());
});

afterAll(async () => {
  await server?.stop();
  await pg?.destroy();
});

async function guest(base: string): Promise<Headers> {
  const res = await json<{ token: string; passphrase: string }>(await call(base, {}, 'POST', 'generate-jwt'));
  expect(res.status).toBe(201);
  return { [GUEST_TOKEN_HEADER]: res.body.data.token, [GUEST_PASSPHRASE_HEADER]: res.body.data.passphrase };
}

type CartLine = { product: { slug: string }; quantity: number };
/** How many answers of each status (-1: no answer within REQUEST_LIMIT_MS, 0: connection failed). */
function tally(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const o of outcomes) counts[o.status] = (counts[o.status] ?? 0) + 1;
  return counts;
}

const cartOf = async (base: string, headers: Headers) =>
  (await json<{ cart_items: CartLine[] }>(await call(base, headers, 'GET', 'cart/items'))).body.data
    .cart_items;

describe('PostgreSQL stopped and started again while the API is under load', () => {
  it('answers 503 in the envelope while it is down, never hangs or crashes, and recovers by itself', async () => {
    const base = server!.base;
    expect(slugs.length).toBe(20);
    const shoppers = await Promise.all(Array.from({ length: WORKERS }, () => guest(base)));

    // Written before the outage: must be there after it.
    const kept = await guest(base);
    expect((await call(base, kept, 'POST', 'cart/add', { slug: slugs[0], quantity: 3 })).status).toBe(200);

    const outcomes: Outcome[] = [];
    let stopLoad = false;
    const started = Date.now();
    async function worker(w: number) {
      for (let i = 0; !stopLoad && outcomes.length < MAX_REQUESTS; i++) {
        const slug = slugs[(w * 7 + i) % slugs.length]!;
        const request =
          i % 3 === 0
            ? call(base, {}, 'GET', `products?page=${1 + (i % 5)}&perPage=12`)
            : i % 3 === 1
              ? call(base, {}, 'GET', `products/${slug}`)
              : call(base, shoppers[w]!, 'POST', 'cart/add', { slug, quantity: 1 });
        const t0 = Date.now();
        const timeout = new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), REQUEST_LIMIT_MS));
        const answer = await Promise.race([request.then((r) => json<unknown>(r)).catch(() => null), timeout]);
        const seen = { ms: Date.now() - t0, at: t0 - started, worker: w, write: i % 3 === 2 };
        if (answer === 'hung') outcomes.push({ status: -1, body: null, ...seen });
        else if (answer === null) outcomes.push({ status: 0, body: null, ...seen });
        else outcomes.push({ status: answer.status, body: answer.body, ...seen });
      }
    }
    const okCount = () => outcomes.filter((o) => o.status === 200).length;
    const until = async (done: () => boolean, ms: number) => {
      const deadline = Date.now() + ms;
      while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    };

    const load = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
    await until(() => okCount() >= 60, 20_000);
    expect(okCount()).toBeGreaterThanOrEqual(60);

    const stoppedAt = Date.now() - started;
    await pg.stop();
    const downFrom = outcomes.length;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const whileDown = outcomes.slice(downFrom);
    await pg.start();
    const startedAt = Date.now() - started;
    const okBefore = okCount();
    await until(() => okCount() >= okBefore + 60, 20_000);
    stopLoad = true;
    await load;

    // The process is alive and was never restarted.
    expect(server!.child.exitCode).toBeNull();
    expect(server!.child.signalCode).toBeNull();
    // Every request answered within a few seconds, and only with one of two answers: success, or the
    // database's 503 in the envelope (never a 500, a stack, a hang or a dropped connection).
    const counts = tally(outcomes);
    expect(
      Object.keys(counts).filter((status) => status !== '200' && status !== '503'),
      JSON.stringify(counts),
    ).toEqual([]);
    expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(5_000);
    const refused = outcomes.filter((o) => o.status === 503);
    const bodies = new Set(refused.map((o) => JSON.stringify(o.body)));
    expect([...bodies]).toEqual([
      JSON.stringify({ status: 'error', message: messages.shopUnavailable, data: null }),
    ]);
    // While it was down, requests were made and all refused.
    expect(whileDown.length).toBeGreaterThan(20);
    expect(tally(whileDown.filter((o) => o.at > stoppedAt + 1_000))).toEqual({ 503: expect.any(Number) });
    // Back by itself within a few seconds of PostgreSQL accepting connections again.
    const firstOkAfter = outcomes.find((o) => o.status === 200 && o.at >= startedAt);
    expect(firstOkAfter, 'a success after PostgreSQL came back').toBeDefined();
    expect(firstOkAfter!.at + firstOkAfter!.ms - startedAt).toBeLessThan(5_000);
    expect(okCount()).toBeGreaterThanOrEqual(okBefore + 60);
    expect(tally(outcomes.slice(-40))).toEqual({ 200: 40 });

    // What was written before the outage is intact, and the cart takes writes again.
    const lines = await cartOf(base, kept);
    expect(lines.map((l) => [l.product.slug, l.quantity])).toEqual([[slugs[0], 3]]);
    expect((await call(base, kept, 'POST', 'cart/add', { slug: slugs[1], quantity: 1 })).status).toBe(200);
    expect(await cartOf(base, kept)).toHaveLength(2);
    // Every add the load was told succeeded is in its shopper's cart (a refused one may have committed
    // just before the connection went, so it may be there too).
    for (let w = 0; w < WORKERS; w++) {
      const adds = outcomes.filter((o) => o.worker === w && o.write);
      const inCart = (await cartOf(base, shoppers[w]!)).reduce((sum, l) => sum + l.quantity, 0);
      expect(inCart).toBeGreaterThanOrEqual(adds.filter((o) => o.status === 200).length);
      expect(inCart).toBeLessThanOrEqual(adds.length);
    }
    console.log(
      `PostgreSQL restart: ${outcomes.length} requests by status ${JSON.stringify(counts)} (503 while it ` +
        `was down), slowest answer ${Math.max(...outcomes.map((o) => o.ms))} ms; first success ` +
        `${firstOkAfter!.at + firstOkAfter!.ms - startedAt} ms after it was back`,
    );
  });
});
