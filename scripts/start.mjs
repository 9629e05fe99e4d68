// `npm start`: builds the web app and the API when their sources are newer than their builds, then
// runs the compiled API (apps/api/dist/server.js, ADR 0003), which serves the shop, the API and the
// docs on one port (PORT, default 3000), and starts it again if it crashes.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { keepRunning } from './keep-running.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// The server bundle is written last by `npm run build -w @oja/web` (client, then server renderer).
const built = path.join(root, 'apps/web/dist/server/entry-server.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

const newestOf = (paths) =>
  Math.max(
    ...paths
      .map((p) => path.join(root, p))
      .filter(existsSync)
      .map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
  );

/** Runs `npm run build -w <workspace>` when `output` is missing or older than any of `sources`. */
function buildIfStale(workspace, output, sources, what) {
  if (existsSync(output) && statSync(output).mtimeMs >= newestOf(sources)) return;
  console.log(`Building ${what}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfStale(
  '@oja/web',
  built,
  ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contract/src'],
  'the web app',
);
const compiledApi = path.join(root, 'apps/api/dist/server.js');
buildIfStale(
  '@oja/api',
  compiledApi,
  ['apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', 'packages/contract/src'],
  'the API',
);

const { flags } = JSON.parse(readFileSync(path.join(root, 'apps/api/node-flags.json'), 'utf8'));
// Started again when it dies without being asked to (keep-running.mjs), with a growing wait between
// tries; Ctrl-C or SIGTERM stops it for good.
const server = keepRunning({
  command: process.execPath,
  args: ['--enable-source-maps', ...flags, compiledApi],
  options: { cwd: root, stdio: 'inherit' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void server.stop(signal));
server.done.then((code) => process.exit(code));
