import { deliveryAddressAnswer, profileAnswer } from '@oja/contract/account';
import { envelope } from '@oja/contract/envelope';
import { messages } from '@oja/contract/messages';
import { deliveryAddressBody } from '@oja/contract/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { requireCustomer } from '../../plugins/viewer.ts';
import { getProfile, setDeliveryAddress } from './service.ts';

const tags = ['account'];

/** The account calls of spec section 7: profile and delivery address, for a signed-in customer only. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/user/profile',
    {
      schema: {
        tags,
        summary: 'Names, contact, the delivery (primary) address and every saved address',
        response: { 200: envelope(profileAnswer) },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      const answer = await getProfile(db, customer.userId);
      reply.header('cache-control', 'private, no-store');
      return ok(answer);
    },
  );

  app.put(
    '/user/address/delivery',
    {
      schema: {
        tags,
        summary: 'Set the delivery address: changes the primary address, or creates it',
        body: deliveryAddressBody,
        response: { 200: envelope(deliveryAddressAnswer) },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return ok(await setDeliveryAddress(db, customer.userId, request.body), messages.infoUpdated);
    },
  );
};
