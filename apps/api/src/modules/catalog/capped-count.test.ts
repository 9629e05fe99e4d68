import { PRODUCT_COUNT_CAP } from '@oja/contract/catalog';
import { describe, expect, it } from 'vitest';
import { cappedCounter, OVER_CAP_MS } from './capped-count.ts';

/** A count the test answers when it chooses, and how many times it was asked. */
function heldCount(answer: number) {
  const waiting: Array<() => void> = [];
  const counter = {
    calls: 0,
    answer,
    failNext: false,
    count: () => {
      counter.calls++;
      const fail = counter.failNext;
      counter.failNext = false;
      return new Promise<{ n: number }[]>((resolve, reject) =>
        waiting.push(() => (fail ? reject(new Error('database busy')) : resolve([{ n: counter.answer }]))),
      );
    },
    /** Answers every count asked so far. */
    release: async () => {
      for (const go of waiting.splice(0)) go();
      await new Promise((resolve) => setImmediate(resolve));
    },
    /** The total `asking` gives once its count is answered. */
    answered: async (asking: Promise<number>) => {
      await counter.release();
      return asking;
    },
  };
  return counter;
}

/** A counter on a clock the test moves, and a list it has found over the cap. */
async function listOverCap(key: string) {
  const clock = { now: 1_000 };
  const cappedCount = cappedCounter(() => clock.now);
  const db = heldCount(PRODUCT_COUNT_CAP + 1);
  expect(await db.answered(cappedCount(key, db.count))).toBe(PRODUCT_COUNT_CAP + 1);
  return { clock, cappedCount, db };
}

describe('a list total counted up to the cap', () => {
  const over = PRODUCT_COUNT_CAP + 1;

  it('believes a list over the cap for a while, then one request counts it again while the rest show "10,000+"', async () => {
    const { clock, cappedCount, db } = await listOverCap('page-1');
    // Within the time it is believed: no count at all.
    expect(await cappedCount('page-1', db.count)).toBe(over);
    expect(db.calls).toBe(1);

    clock.now += OVER_CAP_MS + 1;
    // Time is up and 20 shoppers ask at once: one counts, the others answer at once.
    const answers = Array.from({ length: 20 }, () => cappedCount('page-1', db.count));
    const settled = await Promise.all(answers.slice(1));
    expect(settled).toEqual(Array(19).fill(over));
    expect(db.calls).toBe(2);
    expect(await db.answered(answers[0]!)).toBe(over);
  });

  it('counts exactly again once a recount finds the list under the cap', async () => {
    const { clock, cappedCount, db } = await listOverCap('sale');
    clock.now += OVER_CAP_MS + 1;
    db.answer = 42;
    expect(await db.answered(cappedCount('sale', db.count))).toBe(42);
    expect(await db.answered(cappedCount('sale', db.count))).toBe(42);
    expect(db.calls).toBe(3);
  });

  it('lets the next request count again when a recount fails', async () => {
    const { clock, cappedCount, db } = await listOverCap('phones');
    clock.now += OVER_CAP_MS + 1;
    db.failNext = true;
    const failed = expect(cappedCount('phones', db.count)).rejects.toThrow('database busy');
    await db.release();
    await failed;
    expect(await db.answered(cappedCount('phones', db.count))).toBe(over);
    expect(db.calls).toBe(3);
  });

  it('always counts a list without a key (a personal one)', async () => {
    const cappedCount = cappedCounter(() => 0);
    const db = heldCount(over);
    for (let i = 0; i < 3; i++) expect(await db.answered(cappedCount(undefined, db.count))).toBe(over);
    expect(db.calls).toBe(3);
  });
});
