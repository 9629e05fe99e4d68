import {
  cartAddBody,
  cartAnswer,
  cartAttachAnswer,
  cartItemParams,
  cartQuantityBody,
} from '@oja/contract/cart';
import { envelope } from '@oja/contract/envelope';
import { messages } from '@oja/contract/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { requireCustomer, requireShopper } from '../../plugins/viewer.ts';
import type { CartOwner } from './lock.ts';
import { attachGuestCart } from './merge.ts';
import { getCart } from './read.ts';
import { addToCart, removeItem, setQuantities } from './service.ts';

/** A signed-in customer's cart wins over the guest headers sent alongside (allow-duplicate). */
async function cartOwner(request: FastifyRequest): Promise<CartOwner> {
  const viewer = await requireShopper(request);
  return viewer.customer
    ? { userId: viewer.customer.userId }
    : { guestSessionId: viewer.guest!.guestSessionId };
}

const answer = { 200: envelope(cartAnswer) };

/** The cart calls of spec section 7. Guests are recognised by token + passphrase, customers by bearer. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/cart/add',
    {
      schema: {
        tags: ['cart'],
        summary: 'Add a product (one line per colour and size) and answer the whole cart',
        body: cartAddBody,
        response: answer,
      },
    },
    async (request) =>
      ok(await addToCart(db, await cartOwner(request), request.body), messages.itemAddedToCart),
  );

  app.get(
    '/cart/items',
    { schema: { tags: ['cart'], summary: 'The cart and its total to be paid', response: answer } },
    async (request) => ok(await getCart(db, await cartOwner(request))),
  );

  app.put(
    '/cart/:uuid/product-quantity',
    {
      schema: {
        tags: ['cart'],
        summary: "Set the quantities of a line's variants; all zeros remove the item",
        params: cartItemParams,
        body: cartQuantityBody,
        response: answer,
      },
    },
    async (request) => {
      const { variants } = request.body;
      const cart = await setQuantities(db, await cartOwner(request), request.params.uuid, variants);
      // All quantities 0 remove the item (spec section 4): the answer says so as DELETE does.
      return variants.every((variant) => variant.quantity === 0) ? ok(cart, messages.itemDeleted) : ok(cart);
    },
  );

  app.delete(
    '/cart/items/:uuid',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove a line from the cart',
        params: cartItemParams,
        response: answer,
      },
    },
    async (request) =>
      ok(await removeItem(db, await cartOwner(request), request.params.uuid), messages.itemDeleted),
  );

  app.put(
    '/cart/update-user-details',
    {
      schema: {
        tags: ['cart'],
        summary: "After login: merge the guest cart (guest headers) into the customer's cart",
        description: 'The answer lists the lines that differ from the guest cart (`changes`).',
        response: { 200: envelope(cartAttachAnswer) },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      const { guest } = await request.viewer();
      return ok(await attachGuestCart(db, customer.userId, guest?.guestSessionId));
    },
  );
};
