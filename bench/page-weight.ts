import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Manifest = Record<
  string,
  {
    file: string;
    css?: string[];
    imports?: string[];
    dynamicImports?: string[];
    isEntry?: boolean;
    isDynamicEntry?: boolean;
    src?: string;
  }
>;

/** Issue 29's budgets (issue 14's, with the home raised above the stack's floor), gzip: what the
 * home route loads first, and each other lazy route's own chunk. */
export const HOME_FIRST_LOAD_JS_BUDGET = 120 * 1024;
export const ROUTE_CHUNK_BUDGET = 40 * 1024;

const HOME_ROUTE = /features\/catalog\/routes\/Home\./;
const gzipOf = async (dist: string, file: string) =>
  gzipSync(await readFile(path.join(dist, file)), { level: 9 }).length;

/**
 * What a phone downloads for the home route: the entry chunk and its static imports, what the
 * entry itself loads once the page has painted (the app: src/start.tsx, and its imports), the
 * home route's lazy chunk and its imports, and their CSS, gzip-compressed as the server sends them.
 */
export async function pageWeight(dist: string) {
  const manifest: Manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const wanted = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || wanted.has(key)) return;
    wanted.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || HOME_ROUTE.test(chunk.src ?? key)) visit(key);
    if (chunk.isEntry) for (const started of chunk.dynamicImports ?? []) visit(started);
  }
  const files = new Set<string>();
  for (const key of wanted) {
    files.add(manifest[key]!.file);
    for (const css of manifest[key]!.css ?? []) files.add(css);
  }
  let js = 0;
  let css = 0;
  const sizes: { name: string; gzip: number }[] = [];
  for (const file of files) {
    const gzip = await gzipOf(dist, file);
    sizes.push({ name: file, gzip });
    if (file.endsWith('.css')) css += gzip;
    else js += gzip;
  }
  // Every other lazily loaded module (the router's pages and layouts) weighed by its own chunk, the
  // budget; beside it, what opening that page after the home page adds (with shared chunks not yet loaded).
  const routes: { src: string; file: string; gzip: number; adds: number }[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || HOME_ROUTE.test(chunk.src ?? key) || wanted.has(key)) continue;
    const extra = new Set<string>();
    const collect = (k: string) => {
      if (wanted.has(k) || extra.has(k) || !manifest[k]) return;
      extra.add(k);
      for (const dep of manifest[k]!.imports ?? []) collect(dep);
    };
    collect(key);
    let adds = 0;
    for (const k of extra) adds += await gzipOf(dist, manifest[k]!.file);
    routes.push({ src: chunk.src ?? key, file: chunk.file, gzip: await gzipOf(dist, chunk.file), adds });
  }
  return {
    js,
    css,
    files: sizes.sort((a, b) => b.gzip - a.gzip),
    routes: routes.sort((a, b) => b.gzip - a.gzip),
  };
}

/**
 * The least a page built the way issue 14 asks can load: one route hydrated with react-dom, React
 * Router and TanStack Query, nothing of ours; with the data router (the shop's until ADR 51) and with
 * the declarative router (the shop's now).
 * Built by Vite with the web app's own versions in a scratch folder (.tmp/js-floor, ignored by git),
 * so the figure follows the dependencies as they are upgraded; gzip as `pageWeight` weighs.
 */
export async function jsFloor(): Promise<{ name: string; gzip: number }[]> {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const root = path.resolve(import.meta.dirname, '..', '.tmp', 'js-floor');
  await mkdir(root, { recursive: true });
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="./main.tsx"></script>',
  );
  const entries = {
    'react-dom (hydrateRoot)': `import { hydrateRoot } from 'react-dom/client';
hydrateRoot(document.getElementById('root')!, <a href="/a">Oja</a>);`,
    '+ React Router data router': `import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, Link } from 'react-router';
import { RouterProvider } from 'react-router/dom';
const router = createBrowserRouter([{ path: '/', element: <Link to="/a">Oja</Link> }]);
hydrateRoot(document.getElementById('root')!, <RouterProvider router={router} />);`,
    '+ TanStack Query (one useQuery)': `import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, Link } from 'react-router';
import { RouterProvider } from 'react-router/dom';
function Home() {
  const home = useQuery({ queryKey: ['home'], queryFn: () => fetch('/api/v1/main-store').then((r) => r.json()) });
  return <Link to="/a">{String(home.data)}</Link>;
}
const router = createBrowserRouter([{ path: '/', Component: Home }]);
hydrateRoot(document.getElementById('root')!, <QueryClientProvider client={new QueryClient()}><RouterProvider router={router} /></QueryClientProvider>);`,
    // The other way issue 29 allows: declarative routes (no loaders, data from TanStack Query).
    'declarative router + TanStack Query': `import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
function Home() {
  const home = useQuery({ queryKey: ['home'], queryFn: () => fetch('/api/v1/main-store').then((r) => r.json()) });
  return <Link to="/a">{String(home.data)}</Link>;
}
hydrateRoot(document.getElementById('root')!, <QueryClientProvider client={new QueryClient()}><BrowserRouter><Routes><Route path="/" element={<Home />} /></Routes></BrowserRouter></QueryClientProvider>);`,
  };
  const sizes: { name: string; gzip: number }[] = [];
  for (const [name, source] of Object.entries(entries)) {
    await writeFile(path.join(root, 'main.tsx'), source);
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir: 'dist', emptyOutDir: true, manifest: true },
    });
    const manifest: Manifest = JSON.parse(
      await readFile(path.join(root, 'dist/.vite/manifest.json'), 'utf8'),
    );
    let gzip = 0;
    for (const chunk of Object.values(manifest)) gzip += await gzipOf(path.join(root, 'dist'), chunk.file);
    sizes.push({ name, gzip });
  }
  return sizes;
}
