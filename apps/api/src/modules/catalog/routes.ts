import { categoriesAnswer } from '@oja/contract/catalog';
import { envelope } from '@oja/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { listCategories } from './categories.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'All categories, read by the shop as data.data',
        response: { 200: envelope(categoriesAnswer) },
      },
    },
    async (_request, reply) => {
      // Categories change rarely; let browsers and any CDN reuse the list for a few minutes.
      reply.header('cache-control', 'public, max-age=300, stale-while-revalidate=3600');
      return ok({ data: await listCategories(app.database.db) });
    },
  );
};
