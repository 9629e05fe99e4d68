import { envelope } from '@oja/contract/envelope';
import { messages } from '@oja/contract/messages';
import {
  givenReview,
  orderItemParams,
  orderReviewBody,
  reviewsAndRatingsAnswer,
  reviewsAndRatingsQuery,
} from '@oja/contract/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { requireCustomer } from '../../plugins/viewer.ts';
import { reviewOrderItem, reviewsAndRatings } from './reviews.ts';

const tags = ['reviews'];

/** The customer's reviews: what is still to review, what was given, and rating a delivered item. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/reviews-and-ratings',
    {
      schema: {
        tags,
        summary: 'Delivered items still to review (up to 100) and the reviews given, paged',
        querystring: reviewsAndRatingsQuery,
        response: { 200: envelope(reviewsAndRatingsAnswer) },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return ok(await reviewsAndRatings(db, customer.userId, request.query));
    },
  );

  app.post(
    '/orders/:reference/items/:uuid/review',
    {
      schema: {
        tags,
        summary:
          'Review a delivered item: stars and text, once per product per order; shown on the product page',
        params: orderItemParams,
        body: orderReviewBody,
        response: { 201: envelope(givenReview) },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      const { reference, uuid } = request.params;
      const review = await reviewOrderItem(db, customer.userId, reference, uuid, request.body);
      return reply.code(201).send(ok(review, messages.reviewSaved));
    },
  );
};
