import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The app talks to its own sandbox gateway over HTTP, and the gateway sends its webhooks back in the
 * background (sometimes twice). Counting every fetch in flight lets a sequence wait until the shop is
 * quiet before it judges the money: a refund a late webhook is still sending is not a leak.
 * Install before the app is built (the webhook sender keeps the fetch it finds then).
 */

const inFlight = new Set<Promise<unknown>>();
let original: typeof fetch | null = null;
/** 5xx answers to the app's own HTTP calls (the gateway's webhooks, the app's calls to the gateway). */
const serverErrors: string[] = [];

export function countFetches() {
  if (original) return;
  const real = globalThis.fetch;
  original = real;
  globalThis.fetch = ((...args: Parameters<typeof fetch>) => {
    const pending = real(...args);
    inFlight.add(pending);
    void pending.then(
      (response) => {
        inFlight.delete(pending);
        if (response.status >= 500) serverErrors.push(`${String(args[0])} answered ${response.status}`);
      },
      () => inFlight.delete(pending),
    );
    return pending;
  }) as typeof fetch;
}

/** The 5xx answers seen since the last call: a webhook the app failed on is a bug like any other 500. */
export function takeServerErrors(): string[] {
  return serverErrors.splice(0);
}

export function stopCountingFetches() {
  if (original) globalThis.fetch = original;
  original = null;
}

/**
 * Resolves once no fetch has been in flight for a little while: a webhook delivered twice starts its
 * second fetch only after the first one ended, so one empty moment is not yet quiet.
 */
export async function untilQuiet(timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  let quietSince = inFlight.size === 0 ? Date.now() : null;
  while (Date.now() < until) {
    if (inFlight.size > 0) {
      quietSince = null;
      await Promise.allSettled([...inFlight]);
      continue;
    }
    quietSince ??= Date.now();
    if (Date.now() - quietSince >= 20) return;
    await sleep(5);
  }
  throw new Error(`the app still had ${inFlight.size} HTTP calls in flight after ${timeoutMs} ms`);
}
