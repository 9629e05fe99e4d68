import {
  carsQuery,
  categoryDetailsAnswer,
  productDetails,
  productIdParams,
  productListAnswer,
  uuidParams,
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
import { cacheFor } from './cards.ts';
import { productDetails as findProductDetails, viewPeriod } from './details.ts';
import { viewerKey } from './for-you.ts';
import { listProducts } from './listing.ts';
import { categoryDetails, listStores, vendorPage } from './stores.ts';

/** Category, store and car pages. */
export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['catalog'];

  app.get(
    '/categories/:uuid',
    {
      schema: {
        tags,
        summary: 'A category with its listing counts by type',
        params: uuidParams,
        response: { 200: envelope(categoryDetailsAnswer) },
      },
    },
    async (request, reply) => {
      const answer = await categoryDetails(db, request.params.uuid);
      reply.header('cache-control', 'public, max-age=300, stale-while-revalidate=1200');
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
      reply.header('cache-control', 'public, max-age=120, stale-while-revalidate=600');
      return ok(answer);
    },
  );

  app.get(
    '/vendors/:id',
    {
      schema: {
        tags,
        summary: 'Vendor page by slug (or numeric id) with its products',
        params: vendorParams,
        querystring: vendorProductsQuery,
        response: { 200: envelope(vendorAnswer) },
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      const answer = await vendorPage(db, viewer, request.params.id, request.query);
      cacheFor(reply, viewer, 60);
      return ok(answer);
    },
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
    async (request, reply) => {
      const viewer = await request.viewer();
      const answer = await listProducts(db, viewer, { ...request.query, type: 'others' });
      cacheFor(reply, viewer, 60);
      return ok(answer);
    },
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
    async (request, reply) => {
      const viewer = await request.viewer();
      reply.header('cache-control', 'private, no-store');
      const view = { key: viewerKey(viewer, request), period: viewPeriod() };
      return ok(await findProductDetails(db, viewer, request.params.id, view, 'others'));
    },
  );
};
