import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
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
  /** Ends it at once, as a crash or an OOM kill would: no shutdown hook runs. */
  kill(): Promise<void>;
  stop(): Promise<void>;
};

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** The real server (`src/server.ts`) in a process of its own, on `databaseUrl`, ready when this resolves. */
export async function startServer(databaseUrl: string, port: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/server.ts')], {
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
      // These tests place hundreds of orders as one shopper.
      OJA_CHECKOUTS_PER_MINUTE: '10000',
      OJA_WEB_DIST: path.join(repoRoot, 'no-web-build-in-these-tests'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
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
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    child,
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
