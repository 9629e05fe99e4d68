import { envelope } from '@oja/contract/envelope';
import { messageOnly } from '@oja/contract/identity';
import { messages } from '@oja/contract/messages';
import { pinAnswer, pinResetWithLinkBody } from '@oja/contract/wallet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { requireCustomer } from '../../plugins/viewer.ts';
import { requestPinResetLink, resetPinWithLink } from './pin-reset.ts';
import type { IdentityDeps } from './service.ts';

/** The per-IP limits of the password reset's two calls (identity/routes.ts). */
const perIp = {
  rateLimit: {
    max: (request: FastifyRequest) => 20 * request.server.config.perIpLimitFactor,
    timeWindow: '10 minutes',
    errorResponseBuilder: () => ({ statusCode: 429, message: messages.tooManyAttempts }),
  },
};

/** Who is asking is settled before the body is looked at: no session is a 401, not a 422. */
const customerFirst = async (request: FastifyRequest) => {
  await requireCustomer(request);
};

/** "Forgot PIN" (pin-reset.ts): under wallet/ beside the other PIN calls, answered as they are. */
export function pinResetRoutes(app: FastifyInstance, deps: IdentityDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/wallet/pin/request-reset-link',
    {
      schema: {
        tags: ['wallet'],
        summary: "Forgot PIN: mail a link to set a new PIN to the customer's email (5 an hour)",
        response: { 200: envelope(messageOnly) },
      },
      config: perIp,
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      await requestPinResetLink(deps, customer.userId);
      reply.header('cache-control', 'private, no-store');
      return ok(null, messages.linkSent);
    },
  );

  api.post(
    '/wallet/pin/reset-with-link',
    {
      schema: {
        tags: ['wallet'],
        summary: "Set a new PIN with the mailed link's token (single use, 1 h); no old PIN needed",
        body: pinResetWithLinkBody,
        response: { 200: envelope(pinAnswer) },
      },
      config: perIp,
      onRequest: customerFirst,
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      await resetPinWithLink(deps, customer.userId, request.body);
      reply.header('cache-control', 'private, no-store');
      return ok({ isPinAvailable: true }, messages.pinReset);
    },
  );
}
