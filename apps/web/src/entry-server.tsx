import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppTree } from './app/app-tree';
import { createAppQueryClient } from './app/providers';
import { NOT_FOUND_ROUTE_ID } from './app/route-ids';
import { matchesAt, preloadRoute } from './app/router';
import { preloadLaterIslands } from './components/ui/Island';
import { setServerCartSource } from './features/cart/cart-state';
import { loadListRules } from './features/catalog/api/list-params';
import { setServerBannerSource } from './features/engagement/consent';
import { type ApiTransport, setApiTransport } from './lib/api-client';
import { isCatalogKey } from './lib/catalog-keys';
import { jsonForScript } from './lib/seo';
import { type PageHead, pageHead } from './lib/seo-pages';

/*
 * The server renderer of the public storefront (ADR 0010). The API process imports this bundle
 * (dist/server/entry-server.js) and calls `render` for the pages `isServerRenderedPath` names.
 * Data comes through the same query functions as in the browser; the API hands in a transport that
 * answers `/api/v1/...` in-process, so every rule stays in the API's routes and services.
 */

export type RenderInput = {
  /** Path and query of the page, e.g. `/product/tecno-spark?ref=x`. */
  url: string;
  /** The shop's public origin (config.publicUrl), for canonical URLs and link previews. */
  publicUrl: string;
  /** Answers `/api/v1/...` for this request. */
  transport: ApiTransport;
  /** Whether the cookie banner is to be in the page (its cookie: @oja/contract/cookie-banner). */
  cookieBanner: boolean;
  /**
   * Whether the browser holds a session (its mark: @oja/contract/session-mark). One that holds none
   * has an empty cart for sure, and its cart page is rendered so (ADR 53).
   */
  session: boolean;
};

export type RenderOutput = {
  status: number;
  /** Tags for <head>: title, description, canonical, Open Graph, Twitter, JSON-LD, preloads. */
  head: string;
  /** The app's HTML for <div id="root">. */
  html: string;
  /** JSON (with `<` escaped) for <script type="application/json" id="oja-state">. */
  state: string;
};

/** The id of the JSON state element that the browser entry reads. */
export const STATE_ELEMENT_ID = 'oja-state';

/**
 * The public pages of issue 14, and the cart's frame (header, title, the cookie banner, and the
 * empty cart for a browser that holds no session, else the skeleton its lines fill on the client,
 * ADR 53). Checkout and account pages stay client-rendered.
 */
const SERVER_RENDERED =
  /^\/(?:|products|product\/[^/]+|product\/[^/]+\/reviews|categories|category\/[^/]+|store-listing|vendor\/[^/]+|cars|cars\/[^/]+|terms-of-service|privacy-policy|cart)\/?$/;

/** A path no route of the app has: the catch-all's "Page not found", answered 404 by the server. */
function isUnknownPath(pathname: string): boolean {
  return matchesAt(pathname)?.at(-1)?.route.id === NOT_FOUND_ROUTE_ID;
}

export function isServerRenderedPath(pathname: string): boolean {
  return SERVER_RENDERED.test(pathname) || isUnknownPath(pathname);
}

const requestTransport = new AsyncLocalStorage<ApiTransport>();
const requestBanner = new AsyncLocalStorage<boolean>();
setServerBannerSource(() => requestBanner.getStore() ?? false);
const requestSession = new AsyncLocalStorage<boolean>();
setServerCartSource(() => requestSession.getStore() ?? true);
setApiTransport((url, init) => {
  const transport = requestTransport.getStore();
  if (!transport) return Promise.reject(new Error('no API transport outside a server render'));
  return transport(url, init);
});

/** How many render-then-load rounds a page may take (a query that needs another's answer). */
const MAX_DATA_PASSES = 3;

/**
 * Queries the server may load for a guest: the catalogue's public reads. Anything else a component
 * asks for (the cart badge, saved items, unread counts) is personal and fills in on the client.
 */
function isPublicQuery(query: Query): boolean {
  return isCatalogKey(query.queryKey);
}

/** The same tree as the browser's (start.tsx), at the request's address. */
function App({ client, location }: { client: QueryClient; location: string }) {
  return (
    <AppTree client={client} router={(routes) => <StaticRouter location={location}>{routes}</StaticRouter>} />
  );
}

/**
 * Renders the tree, then loads the public queries its components asked for, until no new one
 * appears: the page asks for its data exactly as in the browser (same keys, same functions), so the
 * browser finds every answer in the hydrated cache. Failed and personal queries are dropped before
 * the final render, so the server shows their skeletons as the browser's first render does.
 */
async function loadData(client: QueryClient, location: string): Promise<{ notFound: boolean }> {
  const attempted = new Set<string>();
  let notFound = false;
  for (let pass = 0; pass < MAX_DATA_PASSES; pass += 1) {
    renderToString(<App client={client} location={location} />);
    const wanted = client
      .getQueryCache()
      .getAll()
      .filter(
        (query) =>
          !attempted.has(query.queryHash) &&
          query.state.status === 'pending' &&
          (query.options as { enabled?: unknown }).enabled !== false &&
          isPublicQuery(query),
      );
    if (wanted.length === 0) break;
    await Promise.all(
      wanted.map(async (query) => {
        attempted.add(query.queryHash);
        try {
          await query.fetch();
        } catch (error) {
          if ((error as { status?: number }).status === 404) notFound = true;
        }
      }),
    );
  }
  const cache = client.getQueryCache();
  for (const query of cache.getAll()) if (query.state.status !== 'success') cache.remove(query);
  return { notFound };
}

function renderHtml(app: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.setEncoding('utf8');
    sink.on('data', (chunk: string) => {
      html += chunk;
    });
    sink.on('end', () => resolve(html));
    sink.on('error', reject);
    const stream = renderToPipeableStream(app, {
      // Every Suspense boundary (components/ui/Island) inline in the HTML: a boundary larger than
      // this is otherwise sent apart and put in place by an inline script, which the CSP forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Crawlers, link previews and shoppers without JavaScript get the whole page at once.
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        reject(error);
      },
    });
  });
}

export async function render(input: RenderInput): Promise<RenderOutput> {
  const url = new URL(input.url, input.publicUrl);
  const location = `${url.pathname}${url.search}`;
  // The page's lazy routes (layouts and page) first: the render is the page, not its loading fallback.
  await preloadRoute(url.pathname);
  // Then the parts the browser hydrates later (components/ui/Island): the server renders them whole.
  await preloadLaterIslands();
  // And a product list's address rules (a browser loads them only when its address needs them): the
  // data passes render with renderToString, which cannot wait for them.
  await loadListRules();
  const client = createAppQueryClient();
  // One try on the server: a failed section is left to the browser, which retries as usual.
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });

  return requestTransport.run(input.transport, () =>
    requestBanner.run(input.cookieBanner, () =>
      requestSession.run(input.session, async () => {
        const loaded = await loadData(client, location);
        const html = await renderHtml(<App client={client} location={location} />);
        const unknownPath = isUnknownPath(url.pathname);
        // Every not-found page answers 404: an unknown path, and an item the API does not have.
        const notFound = loaded.notFound || unknownPath;
        const head: PageHead = pageHead({
          url,
          publicUrl: input.publicUrl,
          client,
          notFound: unknownPath,
          missing: loaded.notFound,
        });
        const state = jsonForScript({
          queries: dehydrate(client),
          cookieBanner: input.cookieBanner,
          session: input.session,
        });
        client.clear();
        return { status: notFound ? 404 : 200, head: head.html, html, state };
      }),
    ),
  );
}
