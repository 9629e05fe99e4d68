import {
  address,
  addressBookAnswer,
  addressBookBody,
  deliveryAddressAnswer,
  profileAnswer,
} from '@oja/contract/account';
import { accountOverviewAnswer } from '@oja/contract/account-overview';
import { uuidParams } from '@oja/contract/catalog';
import { envelope } from '@oja/contract/envelope';
import { messages } from '@oja/contract/messages';
import { deliveryAddressBody } from '@oja/contract/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { requireCustomer } from '../../plugins/viewer.ts';
import {
  addAddress,
  deleteAddress,
  listAddresses,
  setPrimaryAddress,
  updateAddress,
} from './address-book.ts';
import { accountOverview } from './overview.ts';
import { getProfile, setDeliveryAddress } from './service.ts';

const tags = ['account'];

/**
 * The account calls, for a signed-in customer only: profile and delivery address (spec section 7),
 * the address book and the account home (issue 12).
 */
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

  app.get(
    '/account/overview',
    {
      schema: {
        tags,
        summary:
          'The account home: name and email, wallet balances, recent orders, primary address, unread counts',
        response: { 200: envelope(accountOverviewAnswer) },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      reply.header('cache-control', 'private, no-store');
      return ok(await accountOverview(db, customer.userId, app.config));
    },
  );

  app.get(
    '/user/addresses',
    {
      schema: {
        tags,
        summary: 'The address book: the primary address first, then in the order they were saved',
        response: { 200: envelope(addressBookAnswer) },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      reply.header('cache-control', 'private, no-store');
      return ok(await listAddresses(db, customer.userId));
    },
  );

  app.post(
    '/user/addresses',
    {
      schema: {
        tags,
        summary:
          "Add an address (the checkout editor's fields); the first one, or is_primary, makes it primary",
        body: addressBookBody,
        response: { 201: envelope(address) },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      reply.header('cache-control', 'private, no-store');
      return reply
        .code(201)
        .send(ok(await addAddress(db, customer.userId, request.body), messages.addressSaved));
    },
  );

  app.put(
    '/user/addresses/:uuid',
    {
      schema: {
        tags,
        summary: 'Change an address; is_primary true makes it primary',
        params: uuidParams,
        body: addressBookBody,
        response: { 200: envelope(address) },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      reply.header('cache-control', 'private, no-store');
      const saved = await updateAddress(db, customer.userId, request.params.uuid, request.body);
      return ok(saved, messages.addressSaved);
    },
  );

  app.delete(
    '/user/addresses/:uuid',
    {
      schema: {
        tags,
        summary: 'Delete an address; deleting the primary makes the most recent other one primary',
        params: uuidParams,
        response: { 200: envelope(addressBookAnswer) },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      reply.header('cache-control', 'private, no-store');
      return ok(await deleteAddress(db, customer.userId, request.params.uuid), messages.addressDeleted);
    },
  );

  app.post(
    '/user/addresses/:uuid/primary',
    {
      schema: {
        tags,
        summary: 'Make an address the primary (delivery) address',
        params: uuidParams,
        response: { 200: envelope(address) },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      reply.header('cache-control', 'private, no-store');
      return ok(
        await setPrimaryAddress(db, customer.userId, request.params.uuid),
        messages.primaryAddressSet,
      );
    },
  );
};
