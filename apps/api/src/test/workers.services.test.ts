import { readdirSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestDatabase } from './database.ts';
import { freePort, type ServerProcess, startServer, urlOf } from './server-process.ts';

/** The /proc/<pid>/stat fields of every process: its parent and the CPU ticks it has used. */
function processes() {
  const found: { pid: number; parent: number; ticks: number }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (field 2) may hold spaces: the fields after it start past its ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      found.push({
        pid: Number(entry),
        parent: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // it ended while being read
    }
  }
  return found;
}

const workersOf = (primary: number) => processes().filter((p) => p.parent === primary);

async function until<T>(read: () => T, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A GET on a connection of its own (no keep-alive): the cluster hands out connections, not requests. */
function statusOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });
}

// PostgreSQL only: OJA_WORKERS above 1 needs DATABASE_URL.
describe('OJA_WORKERS=2: two API processes on one port', () => {
  let database: DatabaseHandle;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: true, products: 40 });
    server = await startServer(await urlOf(database), await freePort(), { OJA_WORKERS: '2' });
  }, 180_000);
  afterAll(async () => {
    await server?.kill();
    await database?.close();
  });

  it('both answer, one that dies is replaced, and a SIGTERM stops them all', async () => {
    const primary = server.child.pid!;
    await server.open;
    const first = workersOf(primary);
    expect(first).toHaveLength(2);

    // Connections go round the workers: each of them does part of the work.
    const statuses = [];
    for (let i = 0; i < 200; i++) {
      statuses.push(await statusOnNewConnection(`${server.base}/api/v1/products?perPage=20`));
    }
    expect(new Set(statuses)).toEqual(new Set([200]));
    const after = workersOf(primary);
    for (const worker of first) {
      const now = after.find((w) => w.pid === worker.pid);
      expect(now?.ticks ?? 0).toBeGreaterThan(worker.ticks);
    }

    // A worker killed outright: the other keeps answering and a new one takes its place.
    process.kill(first[0]!.pid, 'SIGKILL');
    await until(
      () => processes().some((p) => p.pid === first[0]!.pid),
      (alive) => !alive,
      'the killed worker to be gone',
    );
    for (let i = 0; i < 20; i++)
      expect(await statusOnNewConnection(`${server.base}/api/v1/health`)).toBe(200);
    const replaced = await until(
      () => workersOf(primary),
      (w) => w.length === 2 && !w.some((p) => p.pid === first[0]!.pid),
      'a replacement worker',
    );
    expect(replaced.some((w) => w.pid === first[1]!.pid)).toBe(true);

    await server.stop();
    expect(server.child.exitCode).toBe(0);
    await until(
      () => processes().filter((p) => replaced.some((w) => w.pid === p.pid)),
      (left) => left.length === 0,
      'the workers to stop',
    );
  }, 180_000);
});
