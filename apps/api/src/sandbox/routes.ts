import { envelope } from '@oja/contract/envelope';
import { mailboxQuery, outboxMail } from '@oja/contract/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { thisMachineOnly } from '../lib/loopback.ts';
import { ok } from '../lib/reply.ts';
import { readMailbox } from './mailbox.ts';

/**
 * Local stand-ins for outside services (dev mailbox, Paystack gateway); never registered in production,
 * and answered only to this machine (lib/loopback.ts): the outbox holds reset links.
 */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', thisMachineOnly);
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'The local outbox as JSON, newest first (only without SMTP_URL, never in production)',
        querystring: mailboxQuery,
        response: { 200: envelope(z.array(outboxMail)) },
      },
    },
    async (request) => ok(await readMailbox(app.database.db, request.query)),
  );
};
