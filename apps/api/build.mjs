// `npm run build -w @oja/api`: the API compiled to one JavaScript file, apps/api/dist/server.js
// (esbuild, the compiler tsx itself uses). Our own TypeScript, the contract package included, is
// bundled; every installed package stays an import resolved from node_modules at run time. `npm start`
// runs this file when it is newer than the sources (ADR 0003), else the sources through tsx.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = fileURLToPath(new URL('.', import.meta.url));
const manifest = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));
// @mdi/js is bundled too: it is one module of some 7,000 icon paths, of which the catalogue's pictures
// draw about 130; imported whole at run time it held 7.6 MiB of V8 heap for good (docs/performance.md).
const BUNDLED = new Set(['@mdi/js']);
const installed = Object.keys(manifest.dependencies).filter(
  (name) => !name.startsWith('@oja/') && !BUNDLED.has(name),
);

await build({
  absWorkingDir: here,
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Each installed package and its subpaths (drizzle-orm/pg-core...) load from node_modules.
  external: installed.flatMap((name) => [name, `${name}/*`]),
  // The ES module build of a bundled package, so that what it exports and nothing uses is left out.
  mainFields: ['module', 'main'],
  logLevel: 'warning',
});
