import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booksHold, describeBooksDifference, verifyBooks } from '../modules/orders/books.ts';
import { describeDifference } from '../modules/wallet/verify.ts';
import { buildTestApp, type TestApp } from './app.ts';
import { countFetches, stopCountingFetches, untilQuiet } from './money-model/quiet.ts';
import { sequenceProperty } from './money-model/sequence.ts';
import { newStats, type Stats } from './money-model/world.ts';

/**
 * The money model (GUIDE section 2, "Money invariants"): random sequences of what a few shoppers do
 * (fund the wallet by card, Spend and Save, move savings, cart and checkout by card or wallet, pay
 * late, twice or after the release, cancel, delivery and return, the release job), played against
 * the real API on one shared database, each with fresh shoppers and a fresh product. After every
 * sequence: `books verify` holds for what it touched, no shopper holds more money or coins than they
 * put in or were given, and every unit of the product is on the shelf, held or sold. A 5xx fails at
 * once. OJA_MODEL_RUNS sets the number of sequences (default 100 per engine); OJA_MODEL_SEED=<seed>
 * replays a run (default a fixed seed per engine; `random` draws a new one, printed on failure);
 * OJA_MODEL_TRACE=1 prints every command and each answer it got.
 */

const RUNS = Number(process.env.OJA_MODEL_RUNS ?? 100);
// A fixed seed, as the fuzz test has: every run plays the same sequences. Each engine has its own, so
// `npm test` (both engines) plays 200 different sequences. `random` explores new ones.
const ENGINE_SEED = process.env.OJA_TEST_ENGINE === 'postgres' ? 20261124 : 20261123;
const SEED =
  process.env.OJA_MODEL_SEED === 'random' ? undefined : Number(process.env.OJA_MODEL_SEED ?? ENGINE_SEED);

let shop: TestApp;
const stats: Stats = newStats();

beforeAll(async () => {
  countFetches();
  shop = await buildTestApp({ products: 20 });
  // The Paystack client reaches the sandbox gateway of this same server over HTTP, and back.
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await untilQuiet().catch(() => undefined);
  await shop?.close();
  stopCountingFetches();
});

function printStats(ms: number) {
  const counts = stats.commandsPerSequence;
  const mean = counts.reduce((sum, n) => sum + n, 0) / Math.max(counts.length, 1);
  const sorted = (map: Map<string, number>) =>
    [...map].sort(([a], [b]) => a.localeCompare(b)).map(([key, n]) => `${key}: ${n}`);
  console.info(
    [
      `money model: ${stats.sequences} sequences run (shrinking included) in ${(ms / 1000).toFixed(1)} s; ` +
        `commands per sequence mean ${mean.toFixed(1)}, max ${Math.max(0, ...counts)}; ` +
        `setup ${stats.ms.setup} ms, commands ${stats.ms.commands} ms, checks ${stats.ms.checks} ms`,
      `  done: ${sorted(stats.done).join(', ')}`,
      `  refused: ${sorted(stats.refusals).join(', ')}`,
    ].join('\n'),
  );
}

describe('money model', () => {
  it(
    `${RUNS} random sequences keep the books, the shoppers' money and the stock whole`,
    async () => {
      const app = shop.app;
      const property = sequenceProperty(app, stats);
      const started = Date.now();
      try {
        await fc.assert(property, { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) });
      } finally {
        printStats(Date.now() - started);
      }
      // Every sequence's customers' books held; the whole shop's, with the ledger under them, must too.
      const books = await verifyBooks(app.database.db);
      expect([
        ...books.wallets.differences.map(describeDifference),
        ...books.differences.map(describeBooksDifference),
      ]).toEqual([]);
      expect(booksHold(books)).toBe(true);
    },
    Math.max(600_000, RUNS * 3_000),
  );
});
