import { envelope } from '@oja/contract/envelope';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';

const healthAnswer = z.object({ ok: z.boolean(), database: z.enum(['pglite', 'postgres']) });

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: envelope(healthAnswer) },
      },
    },
    async () => {
      await app.database.db.execute(sql`select 1`);
      return ok({ ok: true, database: app.database.engine });
    },
  );
};
