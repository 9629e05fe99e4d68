import { envelope } from '@oja/contract/envelope';
import { messages } from '@oja/contract/messages';
import {
  cancelOrderBody,
  cancelPreviewAnswer,
  orderDetails as orderDetailsAnswer,
  orderReferenceParams,
  ordersAnswer,
  ordersQuery,
  packageHistoryAnswer,
} from '@oja/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { requireCustomer } from '../../plugins/viewer.ts';
import { paystackClientFor } from '../payments/gateway.ts';
import { type CancelDeps, cancelOrder } from './cancel.ts';
import { cancelPreview } from './cancel-preview.ts';
import { settlementPorts } from './payment.ts';
import { orderPaymentRoutes } from './payment-routes.ts';
import { listOrders, orderDetails, packageHistory } from './read.ts';
import { startOrderSimulator } from './simulator.ts';

const tags = ['orders'];

/**
 * The orders module's routes: paying for an order (payment-routes.ts) and, in a scope of their own
 * whose answers are never stored, the customer's orders.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(orderPaymentRoutes);
  await app.register(customerOrderRoutes);
};

/** The customer's orders after checkout: list, details, package history and cancel (ADR 0008). */
const customerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const deps: CancelDeps = {
    db,
    jobs: app.jobs,
    paystack: paystackClientFor(app),
    log: app.log,
    notify: settlementPorts.notify,
    inbox: settlementPorts.inbox,
  };

  // Personal answers: never stored by a browser or a shared cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  await startOrderSimulator(app);

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: "The customer's orders, newest first; status=open (on their way) or closed (done)",
        querystring: ordersQuery,
        response: { 200: envelope(ordersAnswer) },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return ok(await listOrders(db, customer.userId, request.query));
    },
  );

  app.get(
    '/orders/:reference',
    {
      schema: {
        tags,
        summary: 'One order: packages and items, every charge, address, courier, payment, refund, can_cancel',
        params: orderReferenceParams,
        response: { 200: envelope(orderDetailsAnswer) },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return ok(await orderDetails(db, customer.userId, request.params.reference));
    },
  );

  app.get(
    '/orders/:reference/package-history',
    {
      schema: {
        tags,
        summary: "Each package's status events with their times; no packages while tracking is unavailable",
        params: orderReferenceParams,
        response: { 200: envelope(packageHistoryAnswer) },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return ok(await packageHistory(db, customer.userId, request.params.reference));
    },
  );

  app.get(
    '/orders/:reference/cancel-preview',
    {
      schema: {
        tags,
        summary:
          "What cancelling now would give back, by the cancel's own rules: the refund and where it goes, the Spend and Save savings already moved out (kept), the Smart Coins returned",
        params: orderReferenceParams,
        response: { 200: envelope(cancelPreviewAnswer) },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return ok(await cancelPreview(db, customer.userId, request.params.reference));
    },
  );

  app.post(
    '/orders/:reference/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancel before shipping: stock back and the money refunded (wallet at once, card through the gateway); a second cancel changes nothing; 409 once shipped',
        params: orderReferenceParams,
        body: cancelOrderBody,
        response: { 200: envelope(orderDetailsAnswer) },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      const { reference } = request.params;
      const outcome = await cancelOrder(
        { ...deps, log: request.log },
        customer.userId,
        reference,
        request.body.reason,
      );
      const answer = await orderDetails(db, customer.userId, reference);
      return ok(answer, outcome.alreadyCancelled ? messages.orderAlreadyCancelled : messages.orderCancelled);
    },
  );
};
