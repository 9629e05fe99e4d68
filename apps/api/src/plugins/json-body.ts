import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Many HTTP clients send `Content-Type: application/json` on every call, with or without a body.
 * An empty JSON body is no body (`undefined`), so a call that takes no payload (generate-jwt) works;
 * anything else is parsed by Fastify's own JSON parser (prototype poisoning refused) and malformed JSON
 * reaches the errors plugin. A route that declares a body schema validates an absent body as `{}`:
 * every required field then gets its own message in the 422, as for `{}` sent on purpose.
 */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string; // parseAs: 'string'
      if (text.length === 0) return done(null, undefined);
      parseJson(request, text, done);
    });
    app.addHook('preValidation', async (request) => {
      if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
    });
  },
  { name: 'oja-json-body' },
);
