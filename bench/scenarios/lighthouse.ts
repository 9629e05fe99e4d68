import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import lighthouse from 'lighthouse';
import type { Db } from '../../apps/api/src/db/client.ts';
import { categories, products } from '../../apps/api/src/db/tables/catalog.ts';
import { type AfterFirstPaint, afterFirstPaint, type TraceEvent } from '../cpu-blocking.ts';
import { machineTicks, stealPercent } from '../proc.ts';
import { median } from '../stats.ts';

/** Runs per page; the median is what is compared with the budget (issues 14 and 29). */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** A fixed CPU slowdown instead of the calibrated one (Lighthouse's default is 4). */
const FIXED_SLOWDOWN = process.env.BENCH_CPU_SLOWDOWN ? Number(process.env.BENCH_CPU_SLOWDOWN) : null;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** A folder to keep each run's full report in (JSON, as Lighthouse writes it), to read its long tasks. */
const KEEP_REPORTS = process.env.BENCH_LIGHTHOUSE_KEEP;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

type Figure = {
  key: 'performance' | 'accessibility' | 'seo' | 'bestPractices' | 'cls' | 'lcp' | 'tbt';
  label: string;
  /** Scores must be at least the budget; timings and shifts at most. */
  atLeast: boolean;
  budget: number;
  format(value: number): string;
};

export const LIGHTHOUSE_BUDGETS: Figure[] = [
  { key: 'performance', label: 'performance', atLeast: true, budget: 95, format: (v) => v.toFixed(0) },
  { key: 'accessibility', label: 'accessibility', atLeast: true, budget: 100, format: (v) => v.toFixed(0) },
  { key: 'seo', label: 'SEO', atLeast: true, budget: 100, format: (v) => v.toFixed(0) },
  { key: 'bestPractices', label: 'best practices', atLeast: true, budget: 100, format: (v) => v.toFixed(0) },
  { key: 'cls', label: 'CLS', atLeast: false, budget: 0.02, format: (v) => v.toFixed(3) },
  { key: 'lcp', label: 'LCP s', atLeast: false, budget: 2.0, format: (v) => v.toFixed(2) },
  { key: 'tbt', label: 'TBT ms', atLeast: false, budget: 150, format: (v) => v.toFixed(0) },
];

type Run = Record<Figure['key'], number> & {
  failing: string[];
  benchmarkIndex: number;
  /** The main thread after the first paint in the gathered trace (cpu-blocking.ts): diagnostics, not budgets. */
  mainThread: AfterFirstPaint | null;
  /** The machine's CPU time stolen by the hypervisor while Lighthouse loaded the page, in percent. */
  stealPercent: number | undefined;
};

/**
 * The CPU slowdown that makes a host whose Lighthouse `benchmarkIndex` is `index` act like the
 * mid-tier phone Lighthouse's mobile preset stands for: the piecewise-linear rule of the CPU
 * throttling calculator that Lighthouse's docs/throttling.md links ("Calibrating the CPU slowdown";
 * lighthouse-cpu-throttling-calculator): 1 + (i - 150) / 650 under 800, 2 + (i - 800) / 500 under
 * 1,300, 3 + (i - 1,300) / 233 above (a high-end desktop at about 1,530 gets the default 4). A host
 * under 150 is already as slow as the phone and cannot be slowed to it: refused, as its figures
 * would flatter the shop.
 */
export function cpuSlowdownFor(index: number): number {
  if (!Number.isFinite(index) || index < 150) {
    throw new Error(`benchmarkIndex ${index}: this host is slower than the phone Lighthouse stands for`);
  }
  if (index < 800) return 1 + (index - 150) / 650;
  if (index < 1300) return 2 + (index - 800) / 500;
  return 3 + (index - 1300) / 233;
}

/** The pages of the budget: home, the product list, a product, a category and the cart. */
async function pagesOf(db: Db): Promise<{ name: string; path: string }[]> {
  const [product] = await db
    .select({ slug: products.slug })
    .from(products)
    .where(and(eq(products.type, 'product'), gt(products.sellingPriceKobo, 0), gt(products.quantity, 0)))
    .orderBy(asc(products.id))
    .limit(1);
  // The category with the most products, so its page is a full one.
  const [category] = await db
    .select({ uuid: categories.uuid })
    .from(categories)
    .orderBy(sql`(select count(*) from ${products} where ${products.categoryId} = ${categories.id}) desc`)
    .limit(1);
  return [
    { name: 'home', path: '/' },
    { name: 'products', path: '/products' },
    { name: 'product', path: `/product/${encodeURIComponent(product!.slug)}` },
    { name: 'category', path: `/category/${category!.uuid}` },
    { name: 'cart', path: '/cart' },
  ];
}

/**
 * One Lighthouse run with its default settings (mobile, simulated slow 4G and a 4x slower CPU) in a
 * Chromium of its own, as a first-time visitor: no cache, no service worker, no stored session.
 */
async function runOnce(url: string): Promise<Run & { cpuSlowdown: number }> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const artifacts = await mkdtemp(path.join(tmpdir(), 'oja-lighthouse-'));
  try {
    const flags = {
      logLevel: 'error' as const,
      onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
    };
    // Gather first: Lighthouse measures the host's benchmarkIndex in this Chromium just before it
    // loads the page, and saves it with the trace. Its simulation (slow 4G and the CPU slowdown) is
    // applied when auditing, so the run is audited with the slowdown its own index calls for.
    const machineBefore = machineTicks();
    await lighthouse(url, { ...flags, port: chrome.port, gatherMode: artifacts });
    const steal = stealPercent(machineBefore, machineTicks());
    const saved = path.join(artifacts, 'artifacts.json');
    const gathered = JSON.parse(await readFile(saved, 'utf8'));
    const cpuSlowdownMultiplier = FIXED_SLOWDOWN ?? cpuSlowdownFor(gathered.BenchmarkIndex);
    // Lighthouse audits saved artifacts only with the settings they were gathered with.
    gathered.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
    await writeFile(saved, JSON.stringify(gathered));
    const traceFile = (await readdir(artifacts)).find((name) => name.endsWith('.trace.json'));
    const trace = traceFile
      ? (JSON.parse(await readFile(path.join(artifacts, traceFile), 'utf8')) as { traceEvents: TraceEvent[] })
      : null;
    const mainThread = trace ? afterFirstPaint(trace.traceEvents, cpuSlowdownMultiplier) : null;
    const result = await lighthouse(url, {
      ...flags,
      auditMode: artifacts,
      // Merged into the mobile preset: its simulated slow 4G stays, the CPU slowdown is this host's.
      throttling: { cpuSlowdownMultiplier },
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories: c, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    if (KEEP_REPORTS) {
      const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_')}-${Date.now()}.json`;
      await mkdir(KEEP_REPORTS, { recursive: true });
      await writeFile(path.join(KEEP_REPORTS, name), JSON.stringify(result.lhr));
    }
    const score = (id: string) => Math.round((c[id]?.score ?? 0) * 100);
    // Audits that cost points outside performance, to say why a score is short of its budget.
    const failing = ['accessibility', 'seo', 'best-practices'].flatMap((id) =>
      (c[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id}`),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      bestPractices: score('best-practices'),
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      lcp: (audits['largest-contentful-paint']?.numericValue ?? Number.NaN) / 1000,
      tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      cpuSlowdown: cpuSlowdownMultiplier,
      mainThread,
      stealPercent: steal,
      failing,
    };
  } finally {
    chrome.kill();
    await rm(artifacts, { recursive: true, force: true });
  }
}

const format = (value: number | undefined, digits = 0) =>
  value === undefined || Number.isNaN(value) ? '-' : value.toFixed(digits);
/** The median of one diagnostic over the runs whose trace had it. */
const medianOf = (runs: Run[], key: keyof AfterFirstPaint) =>
  median(runs.flatMap((run) => (run.mainThread ? [run.mainThread[key]] : [])));

/**
 * `BENCH_ONLY=lighthouse`: Lighthouse 12 (the npm package) against Debian's Chromium on the running
 * shop, RUNS times per page, printing each page's medians beside the budgets with pass or fail.
 * Returns false when a budget is missed.
 */
export async function lighthouseReport(base: string, db: Db): Promise<boolean> {
  const pages = await pagesOf(db);
  console.log(`\nLighthouse (mobile, simulated slow 4G), median of ${RUNS} runs per page, ${base}`);
  let allPass = true;
  const rows: string[] = [];
  const indexes: number[] = [];
  for (const page of pages) {
    const runs: Run[] = [];
    const errors: string[] = [];
    // A run Lighthouse could not finish (on a busy machine Chromium may miss a protocol deadline) is
    // tried again, at most twice per page; the median is of the runs that finished.
    for (let tries = 0; runs.length < RUNS && tries < RUNS + 2; tries++) {
      try {
        const run = await runOnce(base + page.path);
        runs.push(run);
        indexes.push(run.benchmarkIndex);
        // Each run as it finishes: on a slow machine a cut-short bench still leaves its figures.
        const figures = LIGHTHOUSE_BUDGETS.map((f) => `${f.label} ${f.format(run[f.key])}`).join(', ');
        console.log(
          `  ${page.name} run ${runs.length}: ${figures}, TBT from CPU time ${format(run.mainThread?.blockingFromCpu)} (main thread's wall/CPU after the first paint ${format(run.mainThread?.wallOverCpu, 2)}, ${format(run.mainThread?.frames)} frames; benchmarkIndex ${run.benchmarkIndex.toFixed(0)}, CPU slowdown ${run.cpuSlowdown.toFixed(2)}, steal ${format(run.stealPercent, 1)} %)`,
        );
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
      }
    }
    for (const error of errors) console.log(`  ${page.name}: a run did not finish: ${error}`);
    if (runs.length === 0) {
      allPass = false;
      rows.push(`${page.name.padEnd(10)} no run finished`);
      continue;
    }
    const cells = LIGHTHOUSE_BUDGETS.map((figure) => {
      const value = median(runs.map((run) => run[figure.key]));
      const pass = figure.atLeast ? value >= figure.budget : value <= figure.budget;
      allPass &&= pass;
      return `${figure.format(value)} ${pass ? 'pass' : 'FAIL'}`;
    });
    rows.push(`${page.name.padEnd(10)} ${cells.map((cell) => cell.padStart(22)).join('')}`);
    console.log(
      `  ${page.name} ${page.path}: performance ${runs.map((r) => r.performance).join(', ')} (${runs.length} runs)`,
    );
    console.log(
      `  ${page.name}: TBT from CPU time (not a budget), median ${format(medianOf(runs, 'blockingFromCpu'))} ms (each run: ${runs.map((r) => format(r.mainThread?.blockingFromCpu)).join(', ')}; Lighthouse's: ${runs.map((r) => r.tbt.toFixed(0)).join(', ')}); the main thread's wall/CPU ${format(medianOf(runs, 'wallOverCpu'), 2)}, ${format(medianOf(runs, 'frames'))} frames (medians)`,
    );
    const failing = [...new Set(runs.flatMap((run) => run.failing))];
    if (failing.length > 0) console.log(`    audits short of full marks: ${failing.join(', ')}`);
  }
  console.log(
    `\n${'page'.padEnd(10)} ${LIGHTHOUSE_BUDGETS.map((f) => `${f.label} ${f.atLeast ? '>=' : '<='}${f.budget}`.padStart(22)).join('')}`,
  );
  for (const row of rows) console.log(row);
  if (indexes.length > 0) {
    const sorted = [...indexes].sort((a, b) => a - b);
    console.log(
      `benchmarkIndex of the runs: ${sorted.map((i) => i.toFixed(0)).join(', ')} (median ${median(sorted).toFixed(0)}; Lighthouse's default 4x fits about 1,530)`,
    );
  }
  return allPass;
}
