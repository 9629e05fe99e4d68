import { PRODUCT_COUNT_CAP } from '@oja/contract/catalog';

/** How long "more than the cap" is believed without counting again. */
export const OVER_CAP_MS = 30_000;
/** How many lists over the cap are remembered (the memory is emptied when it is full). */
const OVER_CAP_KEYS = 10_000;

/**
 * A product list's total, counted up to the cap (the count reads cap + 1 index entries at most). A
 * list found over the cap is shown as "10,000+", and stays so for OVER_CAP_MS without counting its
 * 10,001 rows on every page; a list under the cap is counted exactly each time. When that time is
 * up, one request counts the list again while the others go on showing "10,000+": with every
 * request counting at once (600 a second on page 1), they all queued behind the pool for up to
 * half a second. A list without a key (personal) is always counted.
 */
export function cappedCounter(now: () => number = Date.now) {
  const overCap = new Map<string, { until: number; recounting: boolean }>();
  return async function cappedCount(
    key: string | undefined,
    count: () => Promise<{ n: number | string }[]>,
  ): Promise<number> {
    const known = key === undefined ? undefined : overCap.get(key);
    if (known && (known.until > now() || known.recounting)) return PRODUCT_COUNT_CAP + 1;
    if (known) known.recounting = true;
    try {
      const total = Number((await count())[0]?.n ?? 0);
      if (key !== undefined && total > PRODUCT_COUNT_CAP) {
        if (overCap.size >= OVER_CAP_KEYS) overCap.clear();
        overCap.set(key, { until: now() + OVER_CAP_MS, recounting: false });
      } else if (key !== undefined) {
        overCap.delete(key);
      }
      return total;
    } finally {
      // A count that failed leaves the next request to count again.
      if (known) known.recounting = false;
    }
  };
}
