import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cookieBannerOpen } from '@oja/contract/cookie-banner';
import { sessionMarked } from '@oja/contract/session-mark';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SUB_REQUEST_HEADER, SUB_REQUEST_MARK } from './request-log.ts';

/*
 * The server renderer of the public storefront (ADR 0010). The web build leaves a server bundle
 * beside the client files (`<webDist>/server/entry-server.js`); this loads it and fills the client's
 * own index.html with the page. Data reaches the page through `app.inject`: the same routes,
 * validation, services and micro-cache as the API, in-process, without a network hop.
 */

/** Where the web build writes the server bundle, relative to the client build. */
export const SERVER_BUNDLE = path.join('server', 'entry-server.js');

/** A page not rendered by then is answered as the client app (a slow database must not hang it). */
const RENDER_TIMEOUT_MS = 8_000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`server render took over ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The state element's id; entry-server.tsx (STATE_ELEMENT_ID) and start.tsx read the same. */
const STATE_ELEMENT_ID = 'oja-state';

type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** What entry-server.tsx exports (the bundle is plain JavaScript; its types stay in the web app). */
type ServerEntry = {
  render(input: {
    url: string;
    publicUrl: string;
    transport: Transport;
    cookieBanner: boolean;
    session: boolean;
  }): Promise<{ status: number; head: string; html: string; state: string }>;
  isServerRenderedPath(pathname: string): boolean;
};

export type RenderedPage = { status: number; document: string };

export type ServerRenderer = {
  handles(pathname: string): boolean;
  /** The page, or null when the path is not one of the server-rendered pages. */
  render(request: FastifyRequest): Promise<RenderedPage | null>;
};

/** The built index.html, cut where the page's head, HTML and state go. */
function templateOf(indexHtml: string) {
  const cleaned = indexHtml
    // The page writes its own title and description.
    .replace(/\s*<title>[\s\S]*?<\/title>/i, '')
    .replace(/\s*<meta\s+name="description"[\s\S]*?>/i, '')
    // The page is there without JavaScript; the "needs JavaScript" note is not true of it.
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/i, '');
  const headEnd = cleaned.indexOf('</head>');
  const rootTag = '<div id="root"></div>';
  const rootAt = cleaned.indexOf(rootTag);
  if (headEnd < 0 || rootAt < headEnd) throw new Error('index.html has no </head> or <div id="root"></div>');
  const beforeHead = cleaned.slice(0, headEnd);
  const betweenHeadAndRoot = cleaned.slice(headEnd, rootAt);
  const afterRoot = cleaned.slice(rootAt + rootTag.length);
  return (head: string, html: string, state: string) =>
    `${beforeHead}  ${head}\n  ${betweenHeadAndRoot}<div id="root">${html}</div>\n    <script type="application/json" id="${STATE_ELEMENT_ID}">${state}</script>${afterRoot}`;
}

/** Answers the page's `/api/v1/...` reads in-process, as the shopper's own guest request would be. */
function injectTransport(app: FastifyInstance, request: FastifyRequest): Transport {
  return async (url, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: {
        accept: 'application/json',
        ...(init.headers as Record<string, string> | undefined),
        [SUB_REQUEST_HEADER]: SUB_REQUEST_MARK,
      },
      // Rate limits and insights count the shopper, not the server.
      remoteAddress: request.ip,
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * The server bundle of the web build at `root`, loaded on the first page asked for (the server
 * starts at once), or null (said once at start) when there is none: a build made with `vite build`
 * alone still serves the client app. A bundle that cannot be loaded fails each render, which falls
 * back to the client app.
 */
export function loadServerRenderer(app: FastifyInstance, root: string): ServerRenderer | null {
  const bundle = path.join(root, SERVER_BUNDLE);
  if (!existsSync(bundle)) {
    app.log.warn({ bundle }, 'no server bundle: public pages are served as the client app only');
    return null;
  }
  let fill: ReturnType<typeof templateOf>;
  try {
    fill = templateOf(readFileSync(path.join(root, 'index.html'), 'utf8'));
  } catch (error) {
    app.log.warn({ err: error, root }, 'index.html has no place for a page: served as the client app only');
    return null;
  }
  let loading: Promise<ServerEntry> | null = null;
  let entry: ServerEntry | null = null;
  const load = () => {
    loading ??= import(pathToFileURL(bundle).href).then((module: ServerEntry) => {
      entry = module;
      return module;
    });
    return loading;
  };
  return {
    // Until the bundle is loaded, the same list of public pages as entry-server.tsx's is not known:
    // every page is offered to `render`, which answers null for the ones it does not render.
    handles: (pathname) => entry?.isServerRenderedPath(pathname) ?? true,
    async render(request) {
      const loaded = await load();
      const pathname = request.url.split('?')[0] ?? '/';
      if (!loaded.isServerRenderedPath(pathname)) return null;
      const result = await within(
        loaded.render({
          url: request.url,
          publicUrl: app.config.publicUrl,
          transport: injectTransport(app, request),
          // The banner is in the page exactly when the browser will show it (its cookie says).
          cookieBanner: cookieBannerOpen(request.headers.cookie),
          // A browser without the session mark holds no session: its cart is rendered empty (ADR 53).
          session: sessionMarked(request.headers.cookie),
        }),
        RENDER_TIMEOUT_MS,
      );
      return { status: result.status, document: fill(result.head, result.html, result.state) };
    },
  };
}
