import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL server of one test alone, in a temporary folder, for tests that stop and start it
 * (the machine's shared server is never touched). Needs the server binaries (initdb, pg_ctl); as
 * root it runs them as the `postgres` user, since initdb refuses to run as root.
 */
export type PrivatePostgres = {
  /** Superuser URL of the `postgres` database; trust authentication on 127.0.0.1. */
  url: string;
  port: number;
  /** `pg_ctl stop -m fast`: every session is ended, as an operator's restart does. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it if running and deletes its folder. */
  destroy(): Promise<void>;
};

/** initdb and pg_ctl: PATH's /usr/local/bin first, then the newest Debian cluster's binaries. */
export function postgresBinaries(): { initdb: string; pgCtl: string } {
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const dirs = [
    '/usr/local/bin',
    ...versions.map((v) => path.join(debian, v, 'bin')),
    ...(process.env.PATH ?? '').split(path.delimiter),
  ];
  for (const dir of dirs) {
    const initdb = path.join(dir, 'initdb');
    const pgCtl = path.join(dir, 'pg_ctl');
    if (existsSync(initdb) && existsSync(pgCtl)) return { initdb, pgCtl };
  }
  throw new Error(
    `PostgreSQL server binaries (initdb, pg_ctl) not found in ${dirs.join(', ')}. ` +
      'Install them: apt-get install -y postgresql',
  );
}

/** The uid and gid of `postgres` when this process is root (initdb must not run as root), else null. */
async function postgresUser(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  try {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    return { uid, gid };
  } catch {
    throw new Error('Running as root, and there is no postgres user to run initdb and the server as');
  }
}

export async function startPrivatePostgres(port: number): Promise<PrivatePostgres> {
  const { initdb, pgCtl } = postgresBinaries();
  const owner = await postgresUser();
  const folder = mkdtempSync(path.join(tmpdir(), 'oja-private-pg-'));
  const data = path.join(folder, 'data');
  if (owner) {
    chownSync(folder, owner.uid, owner.gid);
    chmodSync(folder, 0o700);
  }
  // As root, `runuser -u postgres --` runs the binary as the postgres user (no password, no shell).
  const asOwner = (file: string, args: string[]) =>
    owner
      ? run('runuser', ['-u', 'postgres', '--', file, ...args], { cwd: folder })
      : run(file, args, { cwd: folder });
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`;
  const pgCtlArgs = (...args: string[]) => ['-D', data, '-l', path.join(folder, 'server.log'), ...args];
  let running = false;

  try {
    await asOwner(initdb, ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  const handle: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await asOwner(pgCtl, pgCtlArgs('-o', options, '-w', '-t', '30', 'start'));
      running = true;
    },
    async stop() {
      await asOwner(pgCtl, pgCtlArgs('-m', 'fast', '-w', '-t', '30', 'stop'));
      running = false;
    },
    async destroy() {
      try {
        if (running) await asOwner(pgCtl, pgCtlArgs('-m', 'immediate', '-w', 'stop'));
      } finally {
        running = false;
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
  try {
    await handle.start();
  } catch (error) {
    await handle.destroy();
    throw error;
  }
  return handle;
}
