import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { compiledServerArgs, repoRoot } from '../shop-server';

export { repoRoot };

/** The web build the shared e2e server serves. */
export const webDist = process.env.OJA_WEB_DIST || path.join(repoRoot, 'apps/web/dist');

/**
 * The address of the chunk a source module of the web app is built into (its name is its hash alone,
 * vite.config.ts), read from the build's manifest: for a test that holds back or drops a page's code.
 */
export function chunkOf(source: string): RegExp {
  const manifest: Record<string, { file: string }> = JSON.parse(
    readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8'),
  );
  const chunk = manifest[source];
  if (!chunk) throw new Error(`no chunk for ${source} in the web build's manifest`);
  return new RegExp(`/${chunk.file.replaceAll('.', '\\.')}$`);
}

/** A port nothing listens on now (the system picks it), for a server of the spec's own. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type OwnServer = { url: string; stop: () => Promise<void> };

/**
 * The real shop server (compiled, as `npm start` runs it) in a process of the spec's own, on an embedded
 * database in `dataDir` (one process at a time may open it), serving the web build `webDist`.
 * `env` adds to or overrides the shared e2e server's settings. Ready when this resolves.
 */
export async function startShopServer(options: {
  port: number;
  dataDir: string;
  webDist: string;
  env?: Record<string, string>;
}): Promise<OwnServer> {
  const child: ChildProcess = spawn(process.execPath, compiledServerArgs(), {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      OJA_DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      OJA_WEB_DIST: options.webDist,
      OJA_PER_IP_LIMIT_FACTOR: '20',
      ...options.env,
    },
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on ${options.port} stopped: ${errors}`);
    const healthy = await fetch(`${url}/api/v1/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the server on ${options.port} did not start in 120 s: ${errors}`);
}
