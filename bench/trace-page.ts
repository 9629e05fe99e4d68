/**
 * What a page's main thread does while it loads, from a Chromium trace (issue 29's TBT):
 *
 *   npx tsx trace-page.ts http://127.0.0.1:3000/        # the shop must be running
 *
 * Loads the page once in Debian's Chromium (a 412 px phone screen, a fresh profile) with the CPU
 * slowed down (`TRACE_CPU_SLOWDOWN`, 4), records a trace with V8's sampling profiler, waits
 * `TRACE_WAIT_MS` (5000) after the load event, and prints:
 * - the main thread's busy time, the blocking time of its tasks (each one's time over 50 ms, as
 *   TBT counts it, at this slowdown, not Lighthouse's simulation) and the busy time per second;
 * - every task over 50 ms with the trace events it spent most in and the script functions sampled
 *   in it (self and inclusive);
 * - the script functions over the whole load, and the main-thread work no trace event names
 *   (resource loading, SVG pictures), by where Chromium posted it from.
 * Function names are minified in a production build: serve an unminified one through
 * `OJA_WEB_DIST` (`vite build --minify false --outDir <dir>`, then the SSR build into `<dir>/server`).
 * `TRACE_BLOCK` aborts the requests whose URL matches it (a Playwright glob; bench/README.md has an
 * example), to see what those resources cost. A diagnostic, not a benchmark: its figures move with
 * the host's load.
 */
import { chromium } from 'playwright-core';
import type { TraceEvent as ChromiumTraceEvent } from './cpu-blocking.ts';
import { CHROME_PATH, LIGHTHOUSE_PHONE } from './phone.ts';

const url = process.argv[2];
if (!url) throw new Error('usage: npx tsx trace-page.ts <url>');
const slowdown = Number(process.env.TRACE_CPU_SLOWDOWN ?? 4);
const waitMs = Number(process.env.TRACE_WAIT_MS ?? 5000);
const LONG_TASK_US = 50_000;

type ProfileNode = {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber: number };
};
type TraceEvent = ChromiumTraceEvent & {
  args?: {
    src_func?: string;
    src_file?: string;
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
};

const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const page = await browser.newPage(LIGHTHOUSE_PHONE);
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
if (process.env.TRACE_BLOCK) await page.route(process.env.TRACE_BLOCK, (route) => route.abort());
await browser.startTracing(page, {
  categories: [
    'devtools.timeline',
    'toplevel',
    'disabled-by-default-devtools.timeline',
    'disabled-by-default-v8.cpu_profiler',
    'v8.execute',
  ],
});
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(waitMs);
const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
await browser.close();

// The page's renderer: the main thread with the most events (a navigation may swap processes).
const mains = traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const eventsOf = (m: TraceEvent) => traceEvents.filter((e) => e.pid === m.pid && e.tid === m.tid);
const main = mains
  .map((m) => ({ m, events: eventsOf(m) }))
  .sort((a, b) => b.events.length - a.events.length)[0];
if (!main) throw new Error('no renderer main thread in the trace');
const onMain = main.events
  .filter((e) => e.ph === 'X' && (e.dur ?? 0) > 0)
  .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
const tasks = onMain.filter((e) => e.name === 'RunTask');
const start = tasks[0]?.ts ?? 0;

// The sampling profile of the same process: nodes, samples and their times.
const nodes = new Map<number, ProfileNode>();
const samples: number[] = [];
const sampleTimes: number[] = [];
let clock = 0;
for (const e of traceEvents) {
  if (e.pid !== main.m.pid) continue;
  if (e.name === 'Profile') clock = e.args?.data?.startTime ?? 0;
  if (e.name !== 'ProfileChunk') continue;
  const chunk = e.args?.data;
  if (!chunk) continue;
  for (const node of chunk.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
  for (const [i, id] of (chunk.cpuProfile?.samples ?? []).entries()) {
    clock += chunk.timeDeltas?.[i] ?? 0;
    samples.push(id);
    sampleTimes.push(clock);
  }
}
const frameName = (id: number) => {
  const frame = nodes.get(id)?.callFrame;
  return frame
    ? `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').split('/').pop()}:${frame.lineNumber}`
    : '?';
};
const NOT_SCRIPT = /^\((idle|program|root)\)/;

/** Script samples between two times: by function, self and inclusive (each function once per sample). */
function scriptIn(from: number, to: number) {
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let count = 0;
  for (const [i, id] of samples.entries()) {
    if (sampleTimes[i]! < from || sampleTimes[i]! > to) continue;
    const name = frameName(id);
    if (NOT_SCRIPT.test(name)) continue;
    count++;
    self.set(name, (self.get(name) ?? 0) + 1);
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = nodes.get(node)?.parent) {
      const caller = frameName(node);
      if (seen.has(caller) || NOT_SCRIPT.test(caller)) continue;
      seen.add(caller);
      inclusive.set(caller, (inclusive.get(caller) ?? 0) + 1);
    }
  }
  return { count, self, inclusive };
}
const top = (counts: Map<string, number>, n: number, unit = '') =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, value]) => `${name} ${unit ? (value / 1000).toFixed(0) + unit : value}`)
    .join(' | ');

/** Each event's own time (less its children's), summed by a key, within one time window. */
function selfTimes(from: number, to: number, keyOf: (e: TraceEvent) => string | null) {
  const totals = new Map<string, number>();
  const stack: { e: TraceEvent; children: number }[] = [];
  const close = (frame: { e: TraceEvent; children: number }) => {
    const key = keyOf(frame.e);
    if (key) totals.set(key, (totals.get(key) ?? 0) + frame.e.dur! - frame.children);
  };
  for (const e of onMain) {
    if (e.ts < from || e.ts >= to) continue;
    while (stack.length && stack.at(-1)!.e.ts + stack.at(-1)!.e.dur! <= e.ts) close(stack.pop()!);
    const parent = stack.at(-1);
    if (parent) parent.children += Math.min(e.dur!, parent.e.ts + parent.e.dur! - e.ts);
    stack.push({ e, children: 0 });
  }
  while (stack.length) close(stack.pop()!);
  return totals;
}

const busy = tasks.reduce((sum, t) => sum + t.dur!, 0) / 1000;
const blocking = tasks.reduce((sum, t) => sum + Math.max(0, t.dur! - LONG_TASK_US), 0) / 1000;
const long = tasks.filter((t) => t.dur! > LONG_TASK_US);
console.log(`${url} at ${slowdown}x CPU slowdown, ${waitMs} ms after load`);
console.log(
  `main thread busy ${busy.toFixed(0)} ms; ${long.length} tasks over 50 ms, blocking ${blocking.toFixed(0)} ms`,
);
const perSecond = new Map<number, number>();
for (const t of tasks) {
  const second = Math.floor((t.ts - start) / 1e6);
  perSecond.set(second, (perSecond.get(second) ?? 0) + t.dur! / 1000);
}
console.log(`busy per second: ${[...perSecond].map(([s, ms]) => `${s}s ${ms.toFixed(0)}`).join(', ')}`);

console.log(
  '\ntasks over 50 ms (start after the first task, duration; trace events by own time; script samples):',
);
for (const task of long) {
  const events = selfTimes(task.ts, task.ts + task.dur!, (e) => (e.name === 'RunTask' ? null : e.name));
  const script = scriptIn(task.ts, task.ts + task.dur!);
  console.log(
    `- @${((task.ts - start) / 1000).toFixed(0)} ms, ${(task.dur! / 1000).toFixed(0)} ms: ${top(events, 6, ' ms')}`,
  );
  if (script.count > 0) {
    console.log(`    self: ${top(script.self, 6)}`);
    console.log(`    inclusive: ${top(script.inclusive, Number(process.env.TRACE_TOP ?? 10))}`);
  }
}

const all = scriptIn(0, Number.POSITIVE_INFINITY);
console.log(`\nscript over the whole load, ${all.count} samples`);
console.log(`  self: ${top(all.self, 20)}`);
console.log(`  inclusive: ${top(all.inclusive, 40)}`);
const unnamed = selfTimes(0, Number.POSITIVE_INFINITY, (e) =>
  /RunTask/.test(e.name)
    ? `${e.args?.src_func ?? '?'} (${String(e.args?.src_file ?? '')
        .split('/')
        .pop()})`
    : null,
);
console.log(`\nwork no trace event names, by where it was posted from: ${top(unnamed, 10, ' ms')}`);
