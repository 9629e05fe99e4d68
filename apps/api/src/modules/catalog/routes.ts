import {
  categoriesAnswer,
  productDetails,
  productIdParams,
  productListAnswer,
  productListQuery,
  reviewsAnswer,
} from '@oja/contract/catalog';
import { envelope, pageQuery } from '@oja/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { listCategories } from './categories.ts';
import { productReviews } from './details.ts';
import { homeRoutes } from './home-routes.ts';
import { listProducts } from './listing.ts';
import { cacheFor, detailsAnswer, publicFor } from './replies.ts';
import { storeRoutes } from './store-routes.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  await app.register(homeRoutes);
  await app.register(storeRoutes);

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
      publicFor(reply, 300, 3600);
      return ok({ data: await listCategories(db) });
    },
  );

  app.get(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Product list: filters, sort, text search that forgives typos, offset pages up to a cap and a keyset cursor',
        querystring: productListQuery,
        response: { 200: envelope(productListAnswer) },
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      const answer = await listProducts(db, viewer, request.query);
      cacheFor(reply, viewer, 30, request.query.filter === 'for_you');
      return ok(answer);
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Product details by slug or numeric id; counts one view per viewer per day',
        params: productIdParams,
        response: { 200: envelope(productDetails) },
      },
    },
    (request, reply) => detailsAnswer(db, request, reply, request.params.id),
  );

  app.get(
    '/products/:id/reviews',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Reviews of a product, newest first, with the average and the count of each star',
        params: productIdParams,
        querystring: pageQuery,
        response: { 200: envelope(reviewsAnswer) },
      },
    },
    async (request, reply) => {
      const { page, perPage } = request.query;
      const answer = await productReviews(db, request.params.id, page, perPage);
      publicFor(reply, 60, 300);
      return ok(answer);
    },
  );
};
