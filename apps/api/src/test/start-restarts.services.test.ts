import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type KeptRunning, keepRunning } from '../../../../scripts/keep-running.mjs';
import { repoRoot } from '../config.ts';
import { freePort, serverEntry, TEST_JWT_SECRET } from './server-process.ts';

// Issue 26 row 8: in the default single-process mode (embedded PGlite), `kill -9` of the API left
// `npm start` exited. It runs the API under scripts/keep-running.mjs, as this test does.
const dataDir = mkdtempSync(path.join(tmpdir(), 'oja-start-restarts-'));
let kept: KeptRunning | undefined;
afterAll(async () => {
  await kept?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const nextReady = (emitter: KeptRunning) =>
  new Promise<{ pid?: number }>((resolve) => emitter.once('ready', resolve));

describe('npm start in the default single-process mode', () => {
  it('starts the API again after kill -9, on the same PGlite folder, and stops on SIGTERM', async () => {
    const port = await freePort();
    const entry = serverEntry();
    kept = keepRunning({
      command: process.execPath,
      args: entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry],
      options: {
        cwd: repoRoot,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: 'development',
          PORT: String(port),
          OJA_DATA_DIR: dataDir,
          JWT_SECRET: TEST_JWT_SECRET,
          LOG_LEVEL: 'error',
          OJA_SEED_PRODUCTS: '20',
          OJA_WEB_DIST: path.join(repoRoot, 'no-web-build-in-these-tests'),
        },
      },
      firstDelayMs: 100,
      log: () => {},
    });
    const health = async () => (await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status;

    const first = await nextReady(kept);
    expect(await health()).toBe(200);
    const again = nextReady(kept);
    process.kill(first.pid!, 'SIGKILL');
    const second = await again;
    expect(second.pid).not.toBe(first.pid);
    expect(await health()).toBe(200);

    expect(await kept.stop('SIGTERM')).toBe(0);
    await expect(health()).rejects.toThrow();
  }, 300_000);
});
