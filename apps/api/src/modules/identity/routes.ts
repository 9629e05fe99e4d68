import { envelope } from '@oja/contract/envelope';
import { generateJwtAnswer } from '@oja/contract/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { startGuestSession } from './guest-session.ts';

export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/generate-jwt',
    {
      schema: {
        tags: ['identity'],
        summary: 'Start a guest session: a guest token and the passphrase that must accompany it',
        response: { 201: envelope(generateJwtAnswer) },
      },
      // A guest row per call: cap how fast one address can make them.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (_request, reply) => {
      const { token, passphrase } = await startGuestSession(app.database.db, app.config.jwtSecret);
      return reply.code(201).send(ok({ token, passphrase }));
    },
  );
};
