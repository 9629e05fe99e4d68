/**
 * What one page load costs each of Chromium's processes and threads, and the API (issue 29):
 *
 *   npx tsx thread-cpu.ts http://127.0.0.1:3000/ [loads] [api pid]
 *
 * Loads the page `loads` times (5) in Debian's Chromium as Lighthouse's phone (412x823 at 1.75x, a
 * fresh context each), and reads every thread's CPU time from `/proc` before the load and
 * `THREAD_CPU_WAIT_MS` (4000) after its load event. Prints the CPU per load by process type and
 * thread name (the renderer's main thread, its compositor, the GPU process's display compositor,
 * the network service...), and the API process's when its pid is given. Lighthouse's simulation
 * multiplies each main-thread task's wall time, and on a host of two cores that wall time is mostly
 * waiting for a core, so what the other threads do counts (docs/performance.md: an endless
 * animation kept the compositors drawing 60 frames a second). `THREAD_CPU_CSS` adds a style sheet to
 * every page before it loads, to try a change without a build (`*{animation:none!important}`).
 * Linux only; a diagnostic: compare builds by several loads each, alternated.
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROME_PATH, LIGHTHOUSE_PHONE } from './phone.ts';
import { childrenOf, cpuTimeMs, threadsOf } from './proc.ts';

const url = process.argv[2];
if (!url) throw new Error('usage: npx tsx thread-cpu.ts <url> [loads] [api pid]');
const loads = Number(process.argv[3] ?? 5);
const apiPid = process.argv[4] ? Number(process.argv[4]) : null;
const waitMs = Number(process.env.THREAD_CPU_WAIT_MS ?? 4000);

/** A process's or thread's name (`comm`), '?' once it has gone. */
function nameOf(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '?';
  }
}

/** `root` and every process below it. */
function processTree(root: number): number[] {
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...childrenOf(tree[i]!));
  return tree;
}

/** Chromium's process type from its command line (zygote children rewrite it as one string). */
function processType(pid: number): string {
  const args = nameOf(`/proc/${pid}/cmdline`).split(/[\0 ]/);
  const type = args.find((arg) => arg.startsWith('--type='))?.slice('--type='.length);
  const utility = args
    .find((arg) => arg.startsWith('--utility-sub-type='))
    ?.split('.')
    .pop();
  return type ? (utility ? `${type}:${utility}` : type) : 'browser';
}

/** CPU ms so far of each thread (`pid/tid`), with the label it is summed under. */
function threadTimes(
  pids: number[],
  label: (pid: number) => string,
): Map<string, { key: string; ms: number }> {
  const times = new Map<string, { key: string; ms: number }>();
  for (const pid of pids) {
    const owner = label(pid);
    for (const tid of threadsOf(pid)) {
      const ms = cpuTimeMs(pid, tid);
      if (ms === null) continue;
      // Pool threads' names end in their number: summed as one.
      const thread = nameOf(`/proc/${pid}/task/${tid}/comm`).replace(/\d+$/, '#');
      times.set(`${pid}/${tid}`, { key: `${owner} ${thread}`, ms });
    }
  }
  return times;
}

const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
// The browser is the Chromium process this one started.
const root = childrenOf(process.pid).find((pid) => /chrom/i.test(nameOf(`/proc/${pid}/comm`)));
if (root === undefined) throw new Error('the Chromium process was not found under this one');

const totals = new Map<string, number>();
const snapshot = () => {
  const chromium = threadTimes(processTree(root), processType);
  const api = apiPid === null ? new Map() : threadTimes([apiPid], () => 'API');
  return new Map([...chromium, ...api]);
};
for (let load = 0; load < loads; load++) {
  const context = await browser.newContext(LIGHTHOUSE_PHONE);
  const css = process.env.THREAD_CPU_CSS;
  if (css)
    await context.addInitScript((sheet: string) => {
      const style = document.createElement('style');
      style.textContent = sheet;
      // Init scripts run as the document is created, sometimes before it has a root element.
      if (document.documentElement) document.documentElement.append(style);
      else document.addEventListener('DOMContentLoaded', () => document.head.append(style));
    }, css);
  const page = await context.newPage();
  const before = snapshot();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(waitMs);
  for (const [id, after] of snapshot())
    totals.set(after.key, (totals.get(after.key) ?? 0) + after.ms - (before.get(id)?.ms ?? 0));
  await context.close();
}
await browser.close();

const rows = [...totals].filter(([, ms]) => ms > 0).sort((a, b) => b[1] - a[1]);
console.log(`${url}: CPU ms per load (${loads} loads, to ${waitMs} ms after the load event)`);
for (const [key, ms] of rows) console.log(`${(ms / loads).toFixed(0).padStart(7)}  ${key}`);
console.log(`${(rows.reduce((sum, [, ms]) => sum + ms, 0) / loads).toFixed(0).padStart(7)}  in all`);
