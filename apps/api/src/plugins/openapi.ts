import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the routes' zod schemas, so it cannot drift from the code. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Oja storefront API',
        description:
          'Every answer is `{ status, message, data, extra?, errors? }`. Signed-in calls send `Authorization: Bearer <token>`; guests send `X-Guest-Token` and `X-Guest-Passphrase` from `POST /api/v1/generate-jwt`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          guestToken: { type: 'apiKey', in: 'header', name: 'X-Guest-Token' },
          guestPassphrase: { type: 'apiKey', in: 'header', name: 'X-Guest-Passphrase' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The reference (page and JSON) is for developers: in production it tells an attacker every call
  // and field, so it is served there only when OJA_API_DOCS=1 says so.
  if (!app.config.apiDocs) return;
  // No validator badge: it would send our document to validator.swagger.io and load its picture,
  // which the shop's Content-Security-Policy (img-src 'self') refuses.
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
});
