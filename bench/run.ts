/**
 * `npm run bench`: load scenarios against the real app (in this process, on loopback) and a bare
 * Fastify route in the same run, so figures are read as ratios that survive a change of machine;
 * then the page weight of the built home route.
 *
 *   BENCH_PRODUCTS=2400        products to seed when the database is new
 *   BENCH_DATA_DIR=.data-bench PGlite folder (kept between runs; seeding a million takes minutes)
 *   DATABASE_URL=...           bench a PostgreSQL server instead
 *   BENCH_SECONDS=5            duration of each scenario; BENCH_CONNECTIONS=10
 *   BENCH_ONLY=lighthouse      only Lighthouse on the built shop (scenarios/lighthouse.ts) and the
 *                              page weight, no load; it also runs in a full `npm run bench`
 *   OJA_WEB_DIST=...           the built web app to serve and weigh (default apps/web/dist)
 */
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig, repoRoot } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { seedIfEmpty } from '../apps/api/src/db/seed/index.ts';
import { HOME_FIRST_LOAD_JS_BUDGET, pageWeight, ROUTE_CHUNK_BUDGET } from './page-weight.ts';
import { lighthouseReport } from './scenarios/lighthouse.ts';
import { scenarios } from './scenarios.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const products = Number(process.env.BENCH_PRODUCTS ?? 2400);
const dataDir = path.resolve(repoRoot, process.env.BENCH_DATA_DIR ?? `.data-bench-${products}`);
const only = process.env.BENCH_ONLY?.split(',');
const runLoad = !only || only.some((name) => name !== 'lighthouse');
const runLighthouse = !only || only.includes('lighthouse');

type Result = { name: string; rps: number; p50: number; p99: number; errors: number };

async function load(name: string, url: string, init: Partial<autocannon.Options> = {}): Promise<Result> {
  const r = await autocannon({ url, connections, duration: seconds, ...init });
  const errors = r.errors + r.timeouts + r.non2xx;
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors };
}

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
await migrateDatabase(database);
const started = performance.now();
if (await seedIfEmpty(database.db, { products })) {
  console.log(`seeded ${products} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
// The micro-cache is on as in production; OJA_MICRO_CACHE_SECONDS=0 measures every call down to the database.
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  OJA_MICRO_CACHE_SECONDS: process.env.OJA_MICRO_CACHE_SECONDS ?? '10',
  OJA_WEB_DIST: process.env.OJA_WEB_DIST,
});
const app = await buildApp({ config, database, logger: false });
const base = await app.listen({ host: '127.0.0.1', port: 0 });

if (runLoad) {
  const bare = Fastify();
  bare.get('/bare', async () => ({ status: 'success', message: 'Successful', data: { ok: true } }));
  const bareBase = await bare.listen({ host: '127.0.0.1', port: 0 });

  console.log(
    `\n${database.engine}, ${products} products, micro-cache ${config.microCacheSeconds} s, ${connections} connections, ${seconds} s each\n`,
  );
  const results: Result[] = [await load('bare fastify route', `${bareBase}/bare`)];
  for (const scenario of await scenarios(base, database.db, config)) {
    results.push(await load(scenario.name, `${base}${scenario.path}`, scenario.init));
  }
  const bareRps = results[0]!.rps;
  console.log('scenario                         req/s     p50 ms   p99 ms   vs bare   errors');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(32)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)}   ${(r.rps / bareRps).toFixed(3).padStart(6)}  ${String(r.errors).padStart(6)}`,
    );
  }
  await bare.close();
}

const lighthousePassed = runLighthouse ? await lighthouseReport(base, database.db) : true;

await app.close();
await database.close();

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const verdict = (bytes: number, budget: number) =>
  `${kib(bytes).padStart(10)}  budget ${kib(budget)}  ${bytes <= budget ? 'pass' : 'FAIL'}`;
const weight = await pageWeight(config.webDist);
console.log(`\nhome route page weight (gzip): JS ${kib(weight.js)}, CSS ${kib(weight.css)}`);
for (const file of weight.files) console.log(`  ${file.name.padEnd(48)} ${kib(file.gzip)}`);
console.log(`\nhome first-load JS (gzip)${' '.repeat(40)}${verdict(weight.js, HOME_FIRST_LOAD_JS_BUDGET)}`);
console.log('every other route, its own chunk (gzip):');
for (const route of weight.routes)
  console.log(
    `  ${route.src.padEnd(56)} ${verdict(route.gzip, ROUTE_CHUNK_BUDGET)}  (adds ${kib(route.adds)} after home)`,
  );
const weightPassed =
  weight.js <= HOME_FIRST_LOAD_JS_BUDGET && weight.routes.every((route) => route.gzip <= ROUTE_CHUNK_BUDGET);
console.log(
  `\nbudgets: page weight ${weightPassed ? 'pass' : 'FAIL'}${runLighthouse ? `, Lighthouse ${lighthousePassed ? 'pass' : 'FAIL'}` : ''}`,
);
