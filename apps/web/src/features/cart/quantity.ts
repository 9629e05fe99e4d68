import { checkQuantity } from '@oja/contract/quantity';

/** Plus and minus stay inside [min, max] (spec section 5). */
export function stepQuantity(current: number, step: 1 | -1, min: number, max: number): number {
  return Math.min(Math.max(current + step, min), Math.max(max, min));
}

/** A typed quantity: the whole number, or the spec's one message for anything outside [min, max]. */
export function parseQuantity(
  text: string,
  min: number,
  max: number,
): { ok: true; value: number } | { ok: false; error: string } {
  const trimmed = text.trim();
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  return checkQuantity(value, min, max);
}

/**
 * Calls `run` with the last value once no new value has come for `delayMs` (spec section 9: 500 ms),
 * so a burst of taps on plus sends one request.
 */
export function createDebouncer<T>(run: (value: T) => void, delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: { value: T } | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const next = pending;
    pending = null;
    if (next) run(next.value);
  };
  return {
    push(value: T) {
      pending = { value };
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    },
    flush,
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
    },
    get pending() {
      return pending !== null;
    },
  };
}
