/**
 * How long a page takes to become usable on a slow mobile network (issue 29):
 *
 *   npx tsx slow-network.ts http://127.0.0.1:3000/product/<slug> [loads]
 *
 * Loads the page `loads` times (5) in Debian's Chromium as Lighthouse's phone (412x823 at 1.75x, a
 * fresh context each, so nothing cached and no service worker), over the network Lighthouse's mobile
 * preset simulates: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (DevTools' emulation, applied
 * to every request). Prints, per load and as medians: when the app was ready (`data-app="ready"` on
 * <html>, which start.tsx sets once the page has hydrated), when the last script arrived, and how
 * many scripts the page fetched before it was ready. The CPU is not slowed: on this network the
 * time is the network's.
 */
import { chromium } from 'playwright-core';
import { CHROME_PATH, LIGHTHOUSE_PHONE } from './phone.ts';
import { median } from './stats.ts';

const target = process.argv[2];
if (!target) throw new Error('usage: npx tsx slow-network.ts <url> [loads]');
const url: string = target;
const loads = Number(process.argv[3] ?? 5);

/** Lighthouse's mobile preset (its `throttling.mobileSlow4G`): 150 ms, 1.6 Mbit/s down, 750 kbit/s up. */
const NETWORK = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

type Load = { readyMs: number; lastScriptMs: number; scripts: number };

async function loadOnce(browser: Awaited<ReturnType<typeof chromium.launch>>): Promise<Load> {
  const context = await browser.newContext({ ...LIGHTHOUSE_PHONE, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.documentElement.getAttribute('data-app') === 'ready', undefined, {
    timeout: 60_000,
    polling: 10,
  });
  const readyMs = await page.evaluate(() => performance.now());
  // When each script the page fetched had arrived.
  const scriptEnds = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' || /\.js$/.test(entry.name))
      .map((entry) => entry.responseEnd),
  );
  await context.close();
  const arrived = scriptEnds.filter((end) => end <= readyMs);
  return { readyMs, lastScriptMs: Math.max(0, ...arrived), scripts: arrived.length };
}

const browser = await chromium.launch({ executablePath: CHROME_PATH });
const results: Load[] = [];
try {
  for (let i = 0; i < loads; i++) {
    const load = await loadOnce(browser);
    results.push(load);
    console.log(
      `load ${i + 1}: ready ${load.readyMs.toFixed(0)} ms, last script ${load.lastScriptMs.toFixed(0)} ms, ${load.scripts} scripts`,
    );
  }
} finally {
  await browser.close();
}
const pick = (key: keyof Load) => median(results.map((r) => r[key]));
console.log(
  `median of ${loads}: ready ${pick('readyMs').toFixed(0)} ms, last script ${pick('lastScriptMs').toFixed(0)} ms, ${pick('scripts')} scripts`,
);
