import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

type Entry = { payload: string; contentType: string; cacheControl: string; expires: number };

const MAX_ENTRIES = 500;

/**
 * Public catalogue answers (and the server-rendered pages of the storefront) (those a route marks `cache-control: public`) are kept for a few seconds
 * and answered from memory: a thousand phones opening the home page cost the database one query per
 * section, not a thousand. Only answers that are the same for everyone are stored, and signed-in
 * requests (whose cards carry isSaved) always reach the route. A cache, not state: each instance
 * keeps its own and losing it changes nothing but speed.
 */
export const microCachePlugin = fp(async (app: FastifyInstance, opts: { maxSeconds: number }) => {
  const { maxSeconds } = opts;
  const entries = new Map<string, Entry>();
  const served = new WeakSet<FastifyRequest>();
  // A page (server-rendered storefront HTML) is kept like a public answer; a request that carries a
  // session (a bearer token, or any cookie) neither reads nor fills the shared cache.
  const isPage = (request: FastifyRequest) => request.routeOptions.config.microCachePage === true;
  const cacheable = (request: FastifyRequest) =>
    request.method === 'GET' &&
    (request.url.startsWith('/api/') || isPage(request)) &&
    !request.headers.authorization &&
    !request.headers.cookie;

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!cacheable(request)) return;
    const entry = entries.get(request.url);
    if (!entry) return;
    if (entry.expires < Date.now()) {
      entries.delete(request.url);
      return;
    }
    served.add(request);
    return reply
      .header('content-type', entry.contentType)
      .header('cache-control', entry.cacheControl)
      .header('x-cache', 'hit')
      .send(entry.payload);
  });

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
