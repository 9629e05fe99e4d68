import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { webDist } from '../shop-server';
import { expect, type Page, waitForApp } from './fixtures';
import { repoRoot } from './server-helpers';

/** One build of the web app, as a deploy would put it on the server. */
export type Deploy = {
  name: 'A' | 'B';
  dir: string;
  /** The entry script, as index.html names it (`assets/index-<hash>.js`). */
  entry: string;
  /** Every output file of a source module, by its path under apps/web (`src/...`). */
  files: Record<string, string>;
};

/**
 * Build B: the web app's browser half built again with every chunk marked (e2e/deploy/vite.config.mjs),
 * so every content hash differs from the shop's own build, as in a deploy that changed shared code.
 * The server renderer does not depend on the browser build: B gets a copy of A's.
 */
function buildB(dir: string, a: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const bin = path.join(repoRoot, 'node_modules', '.bin', 'vite');
    const args = ['build', '--config', '../../e2e/deploy/vite.config.mjs', '--outDir', dir, '--emptyOutDir'];
    const child = spawn(bin, args, {
      cwd: path.join(repoRoot, 'apps', 'web'),
      env: { ...process.env, OJA_TEST_BUILD: 'B' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`build B failed (${code}): ${errors}`));
      cpSync(path.join(a, 'server'), path.join(dir, 'server'), { recursive: true });
      resolve();
    });
  });
}

function readDeploy(name: Deploy['name'], dir: string): Deploy {
  const manifest = JSON.parse(readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; src?: string; isEntry?: boolean }
  >;
  const files: Record<string, string> = {};
  let entry = '';
  for (const chunk of Object.values(manifest)) {
    if (chunk.src) files[chunk.src] = chunk.file;
    if (chunk.isEntry) entry = chunk.file;
  }
  return { name, dir, entry, files };
}

/**
 * Two deploys of the same code: A is the shop's own build (the one every browser test is served),
 * B the same code built again into the run's data folder (else `E2E_DEPLOY_DIR`) as deploy-b. B is
 * built once per test run; both projects share it.
 */
export async function twoDeploys(): Promise<[Deploy, Deploy]> {
  const runDir = process.env.E2E_DATA_DIR!;
  const dirB = path.join(process.env.E2E_DEPLOY_DIR ?? runDir, 'deploy-b');
  const marker = path.join(runDir, 'deploy-b-built');
  if (!existsSync(marker)) {
    mkdirSync(path.dirname(dirB), { recursive: true });
    await buildB(dirB, webDist);
    writeFileSync(marker, dirB);
  }
  return [readDeploy('A', webDist), readDeploy('B', dirB)];
}

/** Which build the page runs (the test builds' entry names itself). */
export async function buildOf(page: Page): Promise<string | undefined> {
  // A server-rendered page is on screen before its code runs: read the mark once the app is up.
  await waitForApp(page);
  // Build B names itself; the shop's own build (A) carries no mark.
  return page.evaluate(() => (globalThis as { ojaTestBuild?: string }).ojaTestBuild ?? 'A');
}

/**
 * Waits until the worker of `deploy` controls the page: the registration's active worker (none
 * installing or waiting) is the page's controller, and the precache holds this deploy's entry and
 * no longer `stale` (the other deploy's), which the new worker deletes when it takes over.
 */
export async function deployWorkerControls(page: Page, deploy: Deploy, stale: Deploy) {
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ entry, old }) => {
            const registration = await navigator.serviceWorker.getRegistration();
            if (!registration?.active) return 'no active worker';
            if (registration.installing || registration.waiting) return 'a worker is still installing';
            if (navigator.serviceWorker.controller !== registration.active) return 'not controlled by it';
            const precached: string[] = [];
            for (const name of await caches.keys()) {
              if (!name.startsWith('workbox-precache')) continue;
              const requests = await (await caches.open(name)).keys();
              precached.push(...requests.map((request) => new URL(request.url).pathname));
            }
            if (!precached.includes(`/${entry}`)) return 'its entry is not precached';
            if (precached.includes(`/${old}`)) return 'the old entry is still precached';
            return 'controlled';
          },
          { entry: deploy.entry, old: stale.entry },
        ),
      { timeout: 30_000 },
    )
    .toBe('controlled');
}

/** Console errors and uncaught exceptions of the page from now on. */
export function recordPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
