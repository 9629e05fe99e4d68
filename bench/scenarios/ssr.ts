import type { Scenario } from '../scenario-types.ts';
import { median } from '../stats.ts';

/** The guest home page as phones get it: server-rendered HTML, kept by the micro-cache (issue 14, 15). */
export const SSR_HOME: Scenario = {
  name: 'server-rendered home (guest, cached)',
  path: '/',
  // As a phone's browser asks for it.
  init: { headers: { 'accept-encoding': 'gzip, deflate, br' } },
  budget: { minRps: 1_000 },
};

/**
 * How long one server render of the home page takes when nothing is cached: `count` requests one after
 * another, each to a URL of its own (the page cache keys on the URL), on a server whose micro-cache is
 * off, so every section's data comes from the database. Milliseconds, median and slowest.
 */
export async function uncachedRenderTimes(
  base: string,
  count = 30,
): Promise<{ median: number; max: number }> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await fetch(`${base}/?bench-render=${i}`);
    const html = await res.text();
    if (!res.ok || !html.includes('id="oja-state"'))
      throw new Error(`the home page was not server-rendered (${res.status})`);
    times.push(performance.now() - started);
  }
  return { median: median(times), max: Math.max(...times) };
}
