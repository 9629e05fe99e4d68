import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The shop as `npm start` runs it: the compiled API (apps/api/dist/server.js, from `npm run build`)
 * with the Node flags of apps/api/node-flags.json. The browser tests run exactly this, never the
 * TypeScript sources.
 */
export function compiledServerArgs(): string[] {
  const server = path.join(repoRoot, 'apps/api/dist/server.js');
  if (!existsSync(server))
    throw new Error(`${server} is missing: run \`npm run build\` first (npm run test:e2e does)`);
  const { flags } = JSON.parse(readFileSync(path.join(repoRoot, 'apps/api/node-flags.json'), 'utf8')) as {
    flags: string[];
  };
  return ['--enable-source-maps', ...flags, server];
}

/** The web build every browser test is served: OJA_WEB_DIST when set, else the one `npm run build` made. */
export const webDist = path.resolve(repoRoot, process.env.OJA_WEB_DIST || 'apps/web/dist');
