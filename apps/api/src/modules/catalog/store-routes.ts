import {
  carsQuery,
  categoryDetailsAnswer,
  categoryParams,
  productDetails,
  productIdParams,
  productListAnswer,
  vendorAnswer,
  vendorParams,
  vendorProductsQuery,
  vendorsAnswer,
  vendorsQuery,
} from '@oja/contract/catalog';
import { envelope } from '@oja/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { requireCustomer } from '../../plugins/viewer.ts';
import { listProducts } from './listing.ts';
import { detailsAnswer, publicFor, viewerAnswer } from './replies.ts';
import { categoryDetails, listStores, vendorPage } from './stores.ts';

/** Category, store and car pages. */
export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['catalog'];

  app.get(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'A category (by uuid, slug or unambiguous name) with its listing counts by type',
        params: categoryParams,
        response: { 200: envelope(categoryDetailsAnswer) },
      },
    },
    async (request, reply) => {
      const answer = await categoryDetails(db, request.params.id);
      publicFor(reply, 300);
      return ok(answer);
    },
  );

  app.get(
    '/stores',
    {
      schema: {
        tags,
        summary: 'Store listing, popular first; search by store name, city or state',
        querystring: vendorsQuery,
        response: { 200: envelope(vendorsAnswer) },
      },
    },
    async (request, reply) => {
      const answer = await listStores(db, request.query);
      publicFor(reply, 120, 600);
      return ok(answer);
    },
  );

  app.get(
    '/vendors/:id',
    {
      schema: {
        tags,
        summary: 'Vendor page by slug, numeric id or store name, with its products',
        params: vendorParams,
        querystring: vendorProductsQuery,
        response: { 200: envelope(vendorAnswer) },
      },
    },
    (request, reply) =>
      viewerAnswer(request, reply, 60, (viewer) => vendorPage(db, viewer, request.params.id, request.query)),
  );

  app.get(
    '/stores/:id',
    {
      schema: {
        tags,
        summary: 'Store details (sign-in required) by numeric id or slug, with its products',
        params: vendorParams,
        querystring: vendorProductsQuery,
        response: { 200: envelope(vendorAnswer) },
      },
    },
    async (request, reply) => {
      await requireCustomer(request);
      const viewer = await request.viewer();
      const answer = await vendorPage(db, viewer, request.params.id, request.query);
      reply.header('cache-control', 'private, no-store');
      return ok(answer);
    },
  );

  app.get(
    '/cars',
    {
      schema: {
        tags,
        summary: 'Cars (type others), newest first; filter by brand and price',
        querystring: carsQuery,
        response: { 200: envelope(productListAnswer) },
      },
    },
    (request, reply) =>
      viewerAnswer(request, reply, 60, (viewer) =>
        listProducts(db, viewer, { ...request.query, type: 'others' }),
      ),
  );

  app.get(
    '/cars/:id',
    {
      schema: {
        tags,
        summary: 'Car details by slug or id; 404 when the listing is not a car',
        params: productIdParams,
        response: { 200: envelope(productDetails) },
      },
    },
    (request, reply) => detailsAnswer(db, request, reply, request.params.id, 'others'),
  );
};
