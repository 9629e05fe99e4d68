import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One log line per request (Fastify's own "incoming request" and "request completed" pair is turned
 * off in app.ts): the method, the route as declared (`/api/v1/product/:id`, never the raw URL with its
 * ids, tokens and query string), the status and the time to answer in milliseconds. Nothing about
 * who asked: no address, no headers, no user.
 */
/**
 * A server-rendered page reads its data through in-process sub-requests (ssr.ts): they carry this
 * header with this process's own random mark, and the page's line stands for them. A caller from
 * outside cannot know the mark, so it cannot hide its requests from the log.
 */
export const SUB_REQUEST_HEADER = 'x-oja-sub-request';
export const SUB_REQUEST_MARK = randomBytes(16).toString('hex');

export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      if (request.headers[SUB_REQUEST_HEADER] === SUB_REQUEST_MARK) return;
      request.log.info(
        {
          method: request.method,
          route: request.routeOptions.url ?? '(no route)',
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
    });
  },
  { name: 'oja-request-log' },
);
