import { envelope } from '@oja/contract/envelope';
import { mailboxQuery, outboxMail } from '@oja/contract/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../lib/reply.ts';
import { readMailbox } from './mailbox.ts';

/** Local stand-ins for outside services (dev mailbox, Paystack gateway); never registered in production. */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
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
