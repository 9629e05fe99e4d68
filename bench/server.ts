import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../apps/api/src/config.ts';
import type { SqlExecutor } from '../apps/api/src/db/client.ts';
import { startServer } from '../apps/api/src/test/server-process.ts';
import { type PostgresCpu, postgresCpu, withApplicationName } from './postgres-cpu.ts';
import { childrenOf, cpuTimeMs } from './proc.ts';

/** How the API process runs: the compiled build (the default, as `npm start` runs it) or its TypeScript through tsx (BENCH_ENTRY=tsx). */
export type ServerEntry = 'tsx' | 'compiled';

const API_NODE_FLAGS: string[] = JSON.parse(
  readFileSync(path.join(repoRoot, 'apps/api/node-flags.json'), 'utf8'),
).flags;

export const COMPILED_SERVER = path.join(repoRoot, 'apps/api/dist/server.js');
const SOURCE_SERVER = path.join(repoRoot, 'apps/api/src/server.ts');

/** A secret for the bench's own processes; the scenarios sign customer tokens with it. */
export const BENCH_JWT_SECRET = 'a-jwt-secret-for-the-bench-processes-only-0000';
/** The wallet PINs' key of the bench's API processes: the checkout scenario writes PINs under it. */
export const BENCH_PIN_SECRET = 'a-pin-secret-for-the-bench-processes-only-0000';

export type BenchServer = {
  base: string;
  /** From spawn to the first healthy answer. */
  startMs: number;
  /** Resident memory now, and the most it has held (the kernel's VmRSS and VmHWM), in MiB. */
  memory(): { rssMiB: number; peakMiB: number };
  /**
   * CPU time the API process (and its workers) has used so far, user and system, in milliseconds.
   * CPU per request moves far less with a busy neighbour than requests per second do.
   */
  cpuMs(): number;
  /**
   * The CPU time of the PostgreSQL backends serving this process's connections (each server's
   * connections carry an application_name of their own); null when `sql` was not given.
   */
  postgres: PostgresCpu | null;
  stop(): Promise<void>;
};

function statusField(pid: number, field: string): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

/**
 * The real server (`apps/api/src/server.ts`, or its compiled build) in a process of its own (the
 * test harness's `startServer`), so the load generator and the API do not share an event loop and the
 * API's memory is its own. It runs as `development` (production would need real Paystack, reCAPTCHA
 * and SMTP settings; the bench uses the stand-ins) with logging at warn. `env` sets DATABASE_URL or
 * OJA_DATA_DIR, the micro-cache, the web build. With `sql` (the bench's own connection to the same
 * PostgreSQL) its backends' CPU time is measured too.
 */
export async function startBenchServer(
  entry: ServerEntry,
  port: number,
  env: Record<string, string | undefined>,
  sql?: SqlExecutor,
): Promise<BenchServer> {
  if (entry === 'compiled' && !existsSync(COMPILED_SERVER))
    throw new Error('no compiled server: run `npm run build -w @oja/api` first');
  const started = performance.now();
  const applicationName = `oja-bench-api-${port}`;
  if (env.DATABASE_URL)
    env = { ...env, DATABASE_URL: withApplicationName(env.DATABASE_URL, applicationName) };
  const server = await startServer(
    env.DATABASE_URL ?? '',
    port,
    {
      JWT_SECRET: BENCH_JWT_SECRET,
      PIN_SECRET: BENCH_PIN_SECRET,
      LOG_LEVEL: 'warn',
      // The bench's shoppers all come from 127.0.0.1.
      OJA_PER_IP_LIMIT_FACTOR: '1000',
      OJA_CHECKOUTS_PER_MINUTE: '100000',
      // The flags `npm start` gives the API (scripts/start.mjs); workers inherit them.
      // BENCH_NODE_OPTIONS adds flags NODE_OPTIONS takes; BENCH_NODE_ARGS, flags it does not, such
      // as `--cpu-prof --cpu-prof-dir=/tmp/prof` for a profile of the API process.
      NODE_OPTIONS: [...API_NODE_FLAGS, process.env.BENCH_NODE_OPTIONS].filter(Boolean).join(' '),
      ...env,
    },
    entry === 'tsx' ? SOURCE_SERVER : COMPILED_SERVER,
    process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean),
  );
  // With OJA_WORKERS the first process answers before the others listen: wait for all of them.
  await server.open;
  const startMs = performance.now() - started;
  const pid = server.child.pid!;
  /** The API process and, with OJA_WORKERS, its workers. */
  const apiPids = () => [pid, ...childrenOf(pid)];
  return {
    base: server.base,
    startMs,
    memory: () => {
      // The API process, or with OJA_WORKERS each of its workers: the largest is the one budgeted.
      const pids = apiPids();
      return {
        rssMiB: Math.max(...pids.map((p) => statusField(p, 'VmRSS'))),
        peakMiB: Math.max(...pids.map((p) => statusField(p, 'VmHWM'))),
      };
    },
    cpuMs: () => apiPids().reduce((sum, p) => sum + (cpuTimeMs(p) ?? 0), 0),
    postgres: sql && env.DATABASE_URL ? postgresCpu(sql, applicationName) : null,
    stop: server.stop,
  };
}
