/**
 * Runs at most `max` of the given tasks at once; the rest wait their turn in arrival order. A task
 * that fails frees its place like one that succeeds.
 */
export function concurrencyLimit(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`max must be a positive integer, not ${max}`);
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (task) => {
    if (running >= max) await new Promise<void>((turn) => waiting.push(turn));
    else running += 1;
    try {
      return await task();
    } finally {
      // The place passes straight to the next waiter, so a newcomer cannot take it in between.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
