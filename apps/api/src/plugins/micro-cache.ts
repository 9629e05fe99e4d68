import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

type Entry = { payload: string; contentType: string; cacheControl: string; expires: number };

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
 */
export const microCachePlugin = fp(async (app: FastifyInstance, opts: { maxSeconds: number }) => {
  const { maxSeconds } = opts;
  const entries = new Map<string, Entry>();
  const served = new WeakSet<FastifyRequest>();
  /** URLs whose answer a request is making now, and how the requests waiting for it learn it is done. */
  const making = new Map<string, Promise<void>>();
  const maker = new WeakMap<FastifyRequest, () => void>();
  // A page (server-rendered storefront HTML) is kept like a public answer; a request that carries a
  // session (a bearer token, or any cookie) neither reads nor fills the shared cache.
  const isPage = (request: FastifyRequest) => request.routeOptions.config.microCachePage === true;
  const cacheable = (request: FastifyRequest) =>
    request.method === 'GET' &&
    (request.url.startsWith('/api/') || isPage(request)) &&
    !request.headers.authorization &&
    !request.headers.cookie;

  const fresh = (url: string) => {
    const entry = entries.get(url);
    if (entry && entry.expires < Date.now()) entries.delete(url);
    return entry && entry.expires >= Date.now() ? entry : undefined;
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!cacheable(request)) return;
    let entry = fresh(request.url);
    const inMaking = entry ? undefined : making.get(request.url);
    if (inMaking) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([inMaking, new Promise((resolve) => (timer = setTimeout(resolve, MAX_WAIT_MS)))]);
      clearTimeout(timer);
      entry = fresh(request.url);
    }
    if (!entry) {
      // This request makes the answer; the ones after it wait (an answer that cannot be kept, an
      // error say, releases them to make their own).
      if (!making.has(request.url)) {
        let done!: () => void;
        making.set(
          request.url,
          new Promise<void>((resolve) => {
            done = resolve;
          }),
        );
        maker.set(request, done);
      }
      return;
    }
    served.add(request);
    return reply
      .header('content-type', entry.contentType)
      .header('cache-control', entry.cacheControl)
      .header('x-cache', 'hit')
      .send(entry.payload);
  });

  // Once the maker's answer is sent (stored or not, or the request failed or was aborted).
  const release = async (request: FastifyRequest) => {
    const done = maker.get(request);
    if (!done) return;
    maker.delete(request);
    making.delete(request.url);
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
    entries.set(request.url, {
      payload,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      cacheControl,
      expires: Date.now() + seconds * 1000,
    });
  });
});
