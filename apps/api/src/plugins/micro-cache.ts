import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COOKIE_BANNER_COOKIE, cookieBannerOpen } from '@oja/contract/cookie-banner';
import { parseCookieHeader } from '@oja/contract/cookies';
import { SESSION_MARK_COOKIE, sessionMarked } from '@oja/contract/session-mark';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

type Encoding = 'br' | 'gzip';
type Entry = {
  payload: string;
  contentType: string;
  cacheControl: string;
  expires: number;
  /** The payload compressed, made on the first hit that accepts each encoding. */
  encoded: Map<Encoding, Promise<Buffer>>;
};

/** Smaller answers go as they are (the compression plugin's threshold too). */
const COMPRESS_FROM_BYTES = 1024;
const compressors: Record<Encoding, (payload: string) => Promise<Buffer>> = {
  // Made once per entry and sent many times, so a better ratio than per-request compression uses.
  br: (payload) =>
    promisify(brotliCompress)(payload, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6 },
    }) as Promise<Buffer>,
  gzip: (payload) => promisify(gzip)(payload, { level: 6 }) as Promise<Buffer>,
};

/** The encoding a request's Accept-Encoding allows, brotli first; null for none (or q=0 for both). */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const allowed = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) allowed.add(name === 'x-gzip' ? 'gzip' : name);
  }
  if (allowed.has('br')) return 'br';
  if (allowed.has('gzip')) return 'gzip';
  return null;
}

/**
 * The shop's own cookies: marks that carry nothing personal (the cookie banner's, and whether the
 * browser holds a session, ADR 53). The server renders a page from them, so a page's entry is kept
 * per value of each; any other cookie makes a request no plain guest's.
 */
const SHOP_MARKS = new Set([COOKIE_BANNER_COOKIE, SESSION_MARK_COOKIE]);

/** Whether a Cookie header holds anything but the shop's own marks. */
export function hasOtherCookies(header: string | undefined): boolean {
  for (const name of parseCookieHeader(header).keys()) if (!SHOP_MARKS.has(name)) return true;
  return false;
}

/**
 * The key of a request's entry: its URL, and for a page what the server renders it from besides the
 * URL (entry-server.tsx's input): whether the cookie banner is in it, and whether the browser holds a
 * session (the cart of one that holds none is rendered empty, of one that does as its skeleton).
 */
export function cacheKeyOf(url: string, page: boolean, cookieHeader: string | undefined): string {
  if (!page) return url;
  const banner = cookieBannerOpen(cookieHeader) ? '#cookie-banner' : '';
  const session = sessionMarked(cookieHeader) ? '#session' : '';
  return `${url}${banner}${session}`;
}

const MAX_ENTRIES = 500;
/** A request waits at most this long for the same URL's answer in the making before making its own. */
const MAX_WAIT_MS = 10_000;

/**
 * Public catalogue answers (and the server-rendered pages of the storefront) (those a route marks `cache-control: public`) are kept for a few seconds
 * and answered from memory: a thousand phones opening the home page cost the database one query per
 * section, not a thousand. Only answers that are the same for everyone are stored, and signed-in
 * requests (whose cards carry isSaved) always reach the route. A cache, not state: each instance
 * keeps its own and losing it changes nothing but speed.
 *
 * One miss at a time per URL: requests that find an answer for their URL already being made wait
 * for it instead of making it again. Without that, fifty phones opening the home page the moment its
 * entry expires each render it (each reading every section from the database), and the page that
 * takes 50 ms alone takes seconds for all of them.
 *
 * A stored answer is compressed once per encoding (brotli, gzip) and that is what hits send: the
 * home page is 400 KB of HTML, and brotli for every request held it to 181 req/s at 50 connections.
 */
export const microCachePlugin = fp(async (app: FastifyInstance, opts: { maxSeconds: number }) => {
  const { maxSeconds } = opts;
  const entries = new Map<string, Entry>();
  const served = new WeakSet<FastifyRequest>();
  /** URLs whose answer a request is making now, and how the requests waiting for it learn it is done. */
  const making = new Map<string, Promise<void>>();
  const maker = new WeakMap<FastifyRequest, () => void>();
  // A page (server-rendered storefront HTML) is kept like a public answer; a request that carries a
  // session (a bearer token, or any cookie but the shop's own marks) neither reads nor fills the
  // shared cache. A page is kept once per value of the marks (cacheKeyOf); an API answer does not
  // depend on them, and is kept once.
  const isPage = (request: FastifyRequest) => request.routeOptions.config.microCachePage === true;
  const cacheable = (request: FastifyRequest) =>
    request.method === 'GET' &&
    (request.url.startsWith('/api/') || isPage(request)) &&
    !request.headers.authorization &&
    !hasOtherCookies(request.headers.cookie);
  const keyOf = (request: FastifyRequest) => cacheKeyOf(request.url, isPage(request), request.headers.cookie);

  const fresh = (url: string) => {
    const entry = entries.get(url);
    if (entry && entry.expires < Date.now()) entries.delete(url);
    return entry && entry.expires >= Date.now() ? entry : undefined;
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!cacheable(request)) return;
    const key = keyOf(request);
    let entry = fresh(key);
    const inMaking = entry ? undefined : making.get(key);
    if (inMaking) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([inMaking, new Promise((resolve) => (timer = setTimeout(resolve, MAX_WAIT_MS)))]);
      clearTimeout(timer);
      entry = fresh(key);
    }
    if (!entry) {
      // This request makes the answer; the ones after it wait (an answer that cannot be kept, an
      // error say, releases them to make their own).
      if (!making.has(key)) {
        let done!: () => void;
        making.set(
          key,
          new Promise<void>((resolve) => {
            done = resolve;
          }),
        );
        maker.set(request, done);
      }
      return;
    }
    served.add(request);
    reply
      .header('content-type', entry.contentType)
      .header('cache-control', entry.cacheControl)
      .header('x-cache', 'hit')
      .header('vary', 'accept-encoding');
    const encoding =
      entry.payload.length >= COMPRESS_FROM_BYTES
        ? acceptedEncoding(request.headers['accept-encoding'])
        : null;
    if (!encoding) return reply.send(entry.payload);
    let encoded = entry.encoded.get(encoding);
    if (!encoded) {
      encoded = compressors[encoding](entry.payload);
      entry.encoded.set(encoding, encoded);
    }
    // The compression plugin leaves an answer that already has a Content-Encoding alone.
    return reply.header('content-encoding', encoding).send(await encoded);
  });

  // Once the maker's answer is sent (stored or not, or the request failed or was aborted).
  const release = async (request: FastifyRequest) => {
    const done = maker.get(request);
    if (!done) return;
    maker.delete(request);
    making.delete(keyOf(request));
    done();
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);

  app.addHook('onSend', async (request, reply, payload) => {
    if (served.has(request) || !cacheable(request) || reply.statusCode !== 200 || typeof payload !== 'string')
      return;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    // Pages tell browsers to revalidate (a deploy shows at once) yet are the same for every guest.
    const maxAge = isPage(request)
      ? [cacheControl, String(maxSeconds)]
      : /^public\b.*max-age=(\d+)/.exec(cacheControl);
    if (!maxAge) return;
    const seconds = Math.min(Number(maxAge[1]), maxSeconds);
    if (seconds <= 0) return;
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(keyOf(request), {
      payload,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      cacheControl,
      expires: Date.now() + seconds * 1000,
      encoded: new Map(),
    });
  });
});
