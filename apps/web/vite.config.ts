import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { reactDomSentinels } from './vite-plugins/react-dom-sentinels.ts';

// The API (and the media and dev mailbox it serves) runs on :3000; in production the same
// process serves this build, so every call stays same-origin and relative.
const apiOrigin = 'http://localhost:3000';

/**
 * The pages whose code the service worker precaches (the app shell): what a shopper needs offline
 * after a first visit — home (recently viewed), product lists and pages, categories, the cart and
 * /offline. Other pages' code is cached once opened; precaching all of it would spend a mobile
 * shopper's data on pages they may never open.
 */
const SHELL_PAGES =
  /features\/catalog\/routes\/(Home|Products|ProductDetails|Categories|Category|Cars|CarDetails)\.tsx$|features\/cart\/routes\/Cart\.tsx$|app\/routes\/(Offline|NotFound)\.tsx$/;

/**
 * Parts of every page that load after it (the app layout's lazy pieces, the cart's sync, which the
 * cart's store starts, and React DOM's renderer, which start.tsx loads beside the page): precached
 * with the shell, so a page opened offline still starts and has its offline bar and guard, titles,
 * dialogs and cart.
 */
const SHELL_PARTS =
  /features\/engagement\/components\/Engagement\.tsx$|features\/cart\/cart-sync\.ts$|app\/components\/LogoutHost\.tsx$|lib\/seo-pages\.ts$|features\/cart\/components\/VariantPicker\.tsx$|features\/account\/components\/FooterNewsletter\.tsx$|react-dom[\\/]client\.js$/;

/** Collects the files of the entry, the shell pages and parts, with the chunks and styles they import. */
function appShell(): Plugin & { files: Set<string> } {
  const files = new Set<string>();
  return {
    name: 'oja-app-shell',
    apply: 'build',
    files,
    generateBundle(_options, bundle) {
      files.clear();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk' || files.has(fileName)) return;
        files.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const facade = chunk.facadeModuleId;
        if (chunk.isEntry || (facade && (SHELL_PAGES.test(facade) || SHELL_PARTS.test(facade))))
          visit(chunk.fileName);
      }
    },
  };
}

const shell = appShell();

/**
 * What the home route loads first, as few files as the code allows (issue 29: gzip compresses each
 * file on its own, so 40 small shared chunks weighed about 8 KiB more than the same code in two).
 * - `app`: everything start.tsx imports statically. No page runs before it has loaded, so splitting
 *   it into chunks shared with the pages (React, the router, TanStack Query, the messages) saved no
 *   page a byte.
 * - `home-shared`: what the home page shares with other pages (product tiles, their buttons): one
 *   chunk instead of a dozen. What only the home page uses stays in its own chunk.
 * - `shell-shared`: what two or more of the other shell pages (lists, a product, categories, cars,
 *   the cart), or one of them and a part every page loads, share beyond those two. Left to the
 *   bundler, it was a chunk per set of pages sharing it, many under 1 KB, and chunks importing
 *   chunks: a product page waited for its own code, then 12 more files in two rounds, a round trip
 *   each on a slow network (ADR 65).
 */
function firstLoadGroups(): Plugin & {
  app: Set<string>;
  homeShared: Set<string>;
  shellShared: Set<string>;
} {
  const app = new Set<string>();
  const homeShared = new Set<string>();
  const shellShared = new Set<string>();
  return {
    name: 'oja-first-load-groups',
    apply: 'build',
    app,
    homeShared,
    shellShared,
    buildEnd() {
      app.clear();
      homeShared.clear();
      shellShared.clear();
      const ids = [...this.getModuleIds()];
      const closure = (root: string, skip: Set<string>) => {
        const found = new Set<string>();
        const stack = [root];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (found.has(id) || skip.has(id)) continue;
          found.add(id);
          for (const dep of this.getModuleInfo(id)?.importedIds ?? []) stack.push(dep);
        }
        return found;
      };
      const entry = ids.find((id) => id.endsWith('/src/main.tsx'));
      const start = ids.find((id) => id.endsWith('/src/start.tsx'));
      const home = ids.find((id) => HOME_PAGE.test(id));
      if (!entry || !start || !home) return;
      // What the entry itself runs (before the first paint) stays out: the app must not become one
      // of its static imports (ADR 0013).
      const first = closure(entry, new Set([start]));
      for (const id of closure(start, first)) app.add(id);
      const homeGraph = closure(home, new Set([...first, ...app]));
      const pages = new Set(ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
      pages.delete(home);
      pages.delete(start);
      for (const page of pages)
        for (const id of closure(page, app)) if (homeGraph.has(id)) homeShared.add(id);
      // Shared by two shell pages, or by a shell page and a part every page loads after it (the
      // cart's sync with the engagement pieces, its quantity field with the variant picker).
      const loaded = new Set([...first, ...app, ...homeShared]);
      const sharing = new Map<string, { pages: number; parts: number }>();
      for (const page of pages) {
        const kind = SHELL_PAGES.test(page) ? 'pages' : SHELL_PARTS.test(page) ? 'parts' : null;
        if (!kind) continue;
        for (const id of closure(page, loaded)) {
          if (id === page) continue;
          const count = sharing.get(id) ?? { pages: 0, parts: 0 };
          count[kind]++;
          sharing.set(id, count);
        }
      }
      for (const [id, { pages, parts }] of sharing)
        if (pages >= 2 || (pages >= 1 && parts >= 1)) shellShared.add(id);
    },
  };
}
/**
 * Library modules start.tsx reaches only through a package's index (which re-exports everything)
 * and never calls: the pages' mutations and infinite lists. Left to the pages' chunks.
 */
const PAGES_ONLY =
  /@tanstack[\\/](?:react-query|query-core)[\\/]build[\\/]modern[\\/](?:use(?:Mutation|InfiniteQuery|Queries|Suspense\w*|Prefetch\w*|IsFetching|MutationState)|mutationObserver|infiniteQueryObserver|queriesObserver)\.js$/;
const HOME_PAGE = /features\/catalog\/routes\/Home\.tsx$/;
const groups = firstLoadGroups();

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** What browsers fetch as text, compressed ahead of time (images and the server bundle are not). */
const PRECOMPRESSED = /\.(?:js|css|html|svg|webmanifest)$/;

/**
 * Writes `<file>.br` (Brotli at quality 11) and `<file>.gz` (gzip at level 9) beside each text file
 * of the build, once, after every other plugin (the service worker included) has written its files.
 * The API sends them as they are (`preCompressed`, plugins/web-app.ts) instead of compressing each
 * asset again on every request, at the quality a request can afford (Brotli 4): the CPU goes from
 * every page load to the build, and the files are 14 % smaller.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'oja-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await readdir(outDir, { recursive: true })).filter(
          (file) => PRECOMPRESSED.test(file) && !file.startsWith(`server${path.sep}`),
        );
        await Promise.all(
          files.map(async (file) => {
            const full = path.join(outDir, file);
            const content = await readFile(full);
            if (content.length < 1024) return;
            const [br, gz] = await Promise.all([
              brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gzipped(content, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
          }),
        );
      },
    },
  };
}

/**
 * `vite build --ssr src/entry-server.tsx` (the second half of `npm run build`): the server renderer
 * as one self-contained module in dist/server, beside the client build it fills in (ADR 0010). It
 * bundles its dependencies, so a build copied anywhere (OJA_WEB_DIST) loads without node_modules.
 */
const serverBuild = defineConfig({
  plugins: [react()],
  ssr: { noExternal: true, target: 'node' },
  // React's production build, whatever NODE_ENV the API runs with (it is unset under `npm start`):
  // the development build checks every element and property as it renders, which took the home
  // page's render from 100 to 300 ms. NODE_ENV still sets the API's own mode (README).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    manifest: false,
    copyPublicDir: false,
    rollupOptions: {
      output: { entryFileNames: 'entry-server.js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});

const clientBuild = defineConfig({
  resolve: {
    // Zod without generated code in the browser, for the Content-Security-Policy (lib/zod-jitless.ts).
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  plugins: [
    react(),
    reactDomSentinels(),
    tailwindcss(),
    shell,
    groups,
    precompress(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // Registered by the engagement feature (service-worker.ts) after the page has loaded.
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      // The glob below already takes every icon.
      includeManifestIcons: false,
      manifest: {
        name: 'Oja — Shop Nigeria',
        short_name: 'Oja',
        description:
          'Phones, fashion, electronics, home goods, services and cars from vendors across Nigeria, paid by card or wallet.',
        lang: 'en-NG',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#ffffff',
        theme_color: '#0b7a43',
        categories: ['shopping'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The server bundle (built after this one, or left by an earlier build) is not for browsers.
        globIgnores: ['server/**'],
        // Only the shell's code; index.html, icons and the manifest always.
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter(
              (entry) => !entry.url.startsWith('assets/') || shell.files.has(entry.url),
            ),
            warnings: [],
          }),
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    proxy: {
      '/api': apiOrigin,
      '/media': apiOrigin,
      '/dev': apiOrigin,
      // The Paystack sandbox's hosted page: PUBLIC_URL is Vite's address under `npm run dev`.
      '/sandbox': apiOrigin,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: false,
    // The bench reads it to weigh exactly what the home route loads.
    manifest: true,
    // A dynamic import is a plain import(): Vite's helper resolved and appended a modulepreload
    // link per chunk inside two of every page's long tasks (ADR 58).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // A chunk's name is its hash alone: the first load's code names every chunk a page may
        // load (to preload it with the page), and module names made about 1.3 KiB of it (issue 29).
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // Exact groups: a module's imports stay where they belong (the app's in `app`).
          includeDependenciesRecursively: false,
          groups: [
            { name: 'app', test: (id: string) => groups.app.has(id) && !PAGES_ONLY.test(id) },
            { name: 'home-shared', test: (id: string) => groups.homeShared.has(id) },
            // With the library modules the app leaves to the pages (lists, mutations), which the
            // pages reach only through the package's index.
            { name: 'shell-shared', test: (id: string) => groups.shellShared.has(id) || PAGES_ONLY.test(id) },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : clientBuild));
