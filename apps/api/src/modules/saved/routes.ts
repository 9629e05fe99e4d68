import { envelope } from '@oja/contract/envelope';
import { messages } from '@oja/contract/messages';
import { saveAnswer, savedItemsAnswer, savedItemsQuery, saveParams } from '@oja/contract/saved';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { requireCustomer } from '../../plugins/viewer.ts';
import { startSavedItemAlerts } from '../catalog/price-stock-alerts.ts';
import { listSavedItems, saveProduct, unsaveProduct } from './service.ts';

/** The saved calls of spec section 7; all of them need a signed-in customer (spec section 6). */
export const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  // The savers' price-drop and back-in-stock notices, sent by a job after each change (ADR 0074).
  await startSavedItemAlerts(app);

  app.get(
    '/products/saved',
    {
      schema: {
        tags: ['saved'],
        summary: 'Saved items, newest first, 5 per page by default',
        querystring: savedItemsQuery,
        response: { 200: envelope(savedItemsAnswer) },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return ok(await listSavedItems(db, customer.userId, request.query));
    },
  );

  app.post(
    '/products/save/:id',
    {
      schema: {
        tags: ['saved'],
        summary: 'Save a product (saving twice is harmless)',
        params: saveParams,
        response: { 200: envelope(saveAnswer) },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return ok(await saveProduct(db, customer.userId, request.params.id), messages.itemSaved);
    },
  );

  app.post(
    '/products/saved/:id/remove',
    {
      schema: {
        tags: ['saved'],
        summary: "Remove a saved item by the product's uuid or the saved item's uuid",
        params: saveParams,
        response: { 200: envelope(saveAnswer) },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return ok(
        await unsaveProduct(db, customer.userId, request.params.id),
        messages.itemDeletedSuccessfully,
      );
    },
  );
};
