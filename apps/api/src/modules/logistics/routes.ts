import { envelope } from '@oja/contract/envelope';
import {
  citiesAnswer,
  courierOptionsAnswer,
  courierOptionsQuery,
  stateCodeParams,
  statesAnswer,
} from '@oja/contract/logistics';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { requireShopper } from '../../plugins/viewer.ts';
import { courierOptionsForCart } from './courier-options.ts';
import { listCities, listStates } from './places.ts';

const tags = ['logistics'];

/** Regions and towns change with the provider's list, rarely: anyone may keep them for an hour. */
const REFERENCE_MAX_AGE_S = 3600;
const publicReference = (reply: FastifyReply) =>
  reply.header('cache-control', `public, max-age=${REFERENCE_MAX_AGE_S}`);

/** The logistics calls of spec section 7 (regions and towns) and the courier options of checkout. */
export const logisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/logistics/states',
    {
      schema: {
        tags,
        summary: 'Delivery regions (station code and description), alphabetical',
        response: { 200: envelope(statesAnswer) },
      },
    },
    async (_request, reply) => {
      const answer = await listStates(db);
      publicReference(reply);
      return ok(answer);
    },
  );

  app.get(
    '/logistics/:state_code/cities',
    {
      schema: {
        tags,
        summary: "A region's towns, alphabetical; 404 for an unknown region",
        params: stateCodeParams,
        response: { 200: envelope(citiesAnswer) },
      },
    },
    async (request, reply) => {
      const answer = await listCities(db, request.params.state_code);
      publicReference(reply);
      return ok(answer);
    },
  );

  app.get(
    '/logistics/couriers',
    {
      schema: {
        tags,
        summary: "Couriers' prices and dates for the caller's cart to a town, cheapest first",
        querystring: courierOptionsQuery,
        response: { 200: envelope(courierOptionsAnswer) },
      },
    },
    async (request, reply) => {
      // A signed-in customer's cart wins over guest headers sent alongside, as in the cart calls.
      const viewer = await requireShopper(request);
      const owner = viewer.customer
        ? { userId: viewer.customer.userId }
        : { guestSessionId: viewer.guest!.guestSessionId };
      const answer = await courierOptionsForCart(db, owner, request.query);
      reply.header('cache-control', 'private, no-store');
      return ok(answer);
    },
  );
};
