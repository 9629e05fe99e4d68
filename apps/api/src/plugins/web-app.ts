import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refuseOverlongApiPath } from './input-guard.ts';
import { loadServerRenderer } from './ssr.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A page whose guest HTML the micro-cache may keep (micro-cache.ts). */
    microCachePage?: boolean;
  }
}

/**
 * Serves the built web app from the same process. Vite names assets by content hash, so they are
 * cached for a year, and sent in the compressed form the build made (Brotli, else gzip); pages are always revalidated so a deploy is picked up at once. The public
 * storefront pages are server-rendered (ssr.ts); every other non-API path answers the client app's
 * index.html (the SPA decides what to show, including its own 404 page). A page that fails to render
 * on the server falls back to that same index.html, so a shopper never gets a blank page.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  if (!existsSync(path.join(opts.root, 'index.html'))) {
    app.log.warn({ root: opts.root }, 'web app not built: run `npm run build` to serve it');
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: false,
    // The build writes each text file's Brotli and gzip forms beside it (vite.config.ts): sent as
    // they are, so no page load pays for compressing the app's code again.
    preCompressed: true,
    // The server bundle is code for this process, not a file for browsers.
    allowedPath: (pathName) => !pathName.startsWith('/server/') && pathName !== '/server',
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const renderer = loadServerRenderer(app, opts.root);
  const reportedFailures = new Set<string>();

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!renderer?.handles(pathname)) return sendIndex(reply);
    try {
      const page = await renderer.render(request);
      if (!page) return sendIndex(reply);
      return reply
        .code(page.status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page.document);
    } catch (error) {
      // Once per kind of failure: a broken page asked a thousand times is one line, not a thousand.
      const message = error instanceof Error ? error.message : String(error);
      if (!reportedFailures.has(message) && reportedFailures.size < 100) {
        reportedFailures.add(message);
        request.log.warn({ err: error, url: pathname }, 'server render failed: answered the client app');
      }
      return sendIndex(reply);
    }
  }

  const page = { schema: { hide: true }, config: { microCachePage: true } };
  app.get('/', page, sendPage);
  app.get('/*', page, (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/'))
      return (
        refuseOverlongApiPath(url, app.initialConfig.maxParamLength ?? 100, reply) ?? reply.callNotFound()
      );
    if (url.startsWith('/media/') || url.startsWith('/assets/') || url.startsWith('/server/')) {
      return reply.callNotFound();
    }
    return sendPage(request, reply);
  });
});
