import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { type AddressInfo, connect, createServer } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { repoRoot } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';

export const TEST_JWT_SECRET = 'a-jwt-secret-shared-by-the-test-processes-000';

/** The URL of a test database on the PostgreSQL server (for processes of its own to open). */
export async function urlOf(database: DatabaseHandle): Promise<string> {
  const { rows } = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}

export type ServerProcess = {
  base: string;
  child: ChildProcess;
  /** Resolves when the server has said it is open (with OJA_WORKERS, once every process listens). */
  open: Promise<void>;
  /** Ends it at once, as a crash or an OOM kill would: no shutdown hook runs. */
  kill(): Promise<void>;
  stop(): Promise<void>;
};

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

const newestUnder = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const full = path.join(dir, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestUnder(full) : statSync(full).mtimeMs);
  }, 0);

/**
 * What `npm start` runs, the compiled API (`apps/api/dist/server.js`), when it is newer than every
 * source it is built from (`npm test` builds it first); else the sources through tsx.
 */
export function serverEntry(): string {
  const compiled = path.join(repoRoot, 'apps/api/dist/server.js');
  if (!existsSync(compiled)) return path.join(repoRoot, 'apps/api/src/server.ts');
  const sources = ['apps/api/src', 'packages/contract/src'].map((dir) =>
    newestUnder(path.join(repoRoot, dir)),
  );
  const built = statSync(compiled).mtimeMs;
  return sources.every((newest) => newest <= built)
    ? compiled
    : path.join(repoRoot, 'apps/api/src/server.ts');
}

/**
 * The real server in a process of its own, on `databaseUrl`, ready when this resolves: the compiled
 * build when it is up to date, else `src/server.ts` through tsx. `env` adds or overrides variables
 * (REDIS_URL, OJA_SEED_PRODUCTS...; undefined removes one); `script` names the entry to run;
 * `nodeArgs` are flags for Node itself that NODE_OPTIONS does not take (`--cpu-prof`).
 */
export async function startServer(
  databaseUrl: string,
  port: number,
  env: Record<string, string | undefined> = {},
  script = serverEntry(),
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const args = [...nodeArgs, ...(script.endsWith('.ts') ? ['--import', 'tsx', script] : [script])];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'error',
      OJA_MICRO_CACHE_SECONDS: '0',
      // These tests place hundreds of orders as one shopper, some left unpaid on purpose (the
      // pay-by-wallet race); the hold limits have tests of their own.
      OJA_CHECKOUTS_PER_MINUTE: '10000',
      OJA_UNPAID_ORDERS_MAX: '1000',
      OJA_UNPAID_UNITS_PER_PRODUCT_MAX: '1000000',
      OJA_UNPAID_LINES_MAX: '1000000',
      OJA_UNPAID_UNITS_MAX: '1000000',
      OJA_UNPAID_VALUE_MAX_NAIRA: '1000000000000',
      OJA_UNPAID_COOLDOWN_MINUTES: '0',
      OJA_WEB_DIST: path.join(repoRoot, 'no-web-build-in-these-tests'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let said = '';
  const open = new Promise<void>((resolve) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (said.length < 10_000) said += chunk.toString();
      if (said.includes('Oja is open')) resolve();
    });
  });
  const base = `http://127.0.0.1:${port}`;
  // Generous: on a 2-core machine busy with other work, starting takes 15-60 s.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/v1/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server on ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    base,
    child,
    open,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/** A port nothing listens on now (the system picks it), for the next server process. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type RedisProcess = { url: string; stop(): Promise<void> };

/** Where redis-server is, or null: /usr/bin (Debian's package) or anywhere on PATH. */
function redisServerBinary(): string | null {
  const dirs = ['/usr/bin', '/usr/local/bin', ...(process.env.PATH ?? '').split(path.delimiter)];
  return dirs.map((dir) => path.join(dir, 'redis-server')).find((file) => existsSync(file)) ?? null;
}

/** Answers whether a Redis server on `port` says PONG to PING. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let said = '';
    socket.setTimeout(1000, () => socket.destroy());
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      said += chunk.toString();
      if (said.includes('\r\n')) socket.end();
    });
    socket.on('close', () => resolve(said.startsWith('+PONG')));
    socket.on('error', () => resolve(false));
  });
}

/**
 * A Redis of this test alone (nothing saved to disk), so counts left by other runs on the machine's
 * Redis never matter. Fails with the install command when redis-server is missing.
 */
export async function startPrivateRedis(port: number): Promise<RedisProcess> {
  const binary = redisServerBinary();
  if (!binary) {
    throw new Error(
      'redis-server is not installed; these tests start a private one. Install it: apt-get install -y redis-server',
    );
  }
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 10_000;
  while (!(await pong(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server on ${port} exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server on ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
