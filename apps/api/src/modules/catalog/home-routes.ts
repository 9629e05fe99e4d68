import {
  campaign,
  campaignsAnswer,
  livePromotionsAnswer,
  mainStoreAnswer,
  popularStoresAnswer,
  promotionProductsAnswer,
  promotionProductsRequest,
  uuidParams,
} from '@oja/contract/catalog';
import { envelope } from '@oja/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import {
  audienceCampaigns,
  campaignByUuid,
  carouselCampaigns,
  livePromotions,
  mainStore,
  popularStoresAndVendors,
  promotionProductsOf,
} from './home.ts';
import { publicFor, viewerAnswer } from './replies.ts';

/** The home page's calls (spec section 7) and the promotion and campaign lists behind its sections. */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['catalog'];

  app.get(
    '/main-store',
    {
      schema: {
        tags,
        summary: 'New arrivals (12, in stock) and the flash pick of the day (3, fixed for the day)',
        response: { 200: envelope(mainStoreAnswer) },
      },
    },
    (request, reply) => viewerAnswer(request, reply, 60, (viewer) => mainStore(db, viewer)),
  );

  app.get(
    '/popular-stores-and-vendors',
    {
      schema: {
        tags,
        summary: 'Top deals (biggest discount), best selling products (most viewed) and popular vendors',
        response: { 200: envelope(popularStoresAnswer) },
      },
    },
    (request, reply) => viewerAnswer(request, reply, 60, (viewer) => popularStoresAndVendors(db, viewer)),
  );

  app.get(
    '/promotions',
    {
      schema: {
        tags,
        summary: 'Live home promotions that have products, each with its first 10 products',
        response: { 200: envelope(livePromotionsAnswer) },
      },
    },
    (request, reply) => viewerAnswer(request, reply, 30, (viewer) => livePromotions(db, viewer)),
  );

  app.get(
    '/promotion-products',
    {
      schema: {
        tags,
        summary: 'A promotion with its products, paginated (10 per page by default)',
        querystring: promotionProductsRequest,
        response: { 200: envelope(promotionProductsAnswer) },
      },
    },
    async (request, reply) => {
      const { promotion_type, page, per_page } = request.query;
      return viewerAnswer(request, reply, 30, (viewer) =>
        promotionProductsOf(db, viewer, promotion_type, page, per_page),
      );
    },
  );

  app.get(
    '/carousel-campaigns',
    {
      schema: {
        tags,
        summary: 'Live campaigns of the home header carousel',
        response: { 200: envelope(campaignsAnswer) },
      },
    },
    async (_request, reply) => {
      const answer = await carouselCampaigns(db);
      publicFor(reply, 300);
      return ok(answer);
    },
  );

  app.get(
    '/campaigns/audiences/all',
    {
      schema: {
        tags,
        summary: 'Live campaigns for every shopper',
        response: { 200: envelope(campaignsAnswer) },
      },
    },
    async (_request, reply) => {
      const answer = await audienceCampaigns(db);
      publicFor(reply, 300);
      return ok(answer);
    },
  );

  app.get(
    '/campaigns/:uuid',
    {
      schema: { tags, summary: 'One campaign', params: uuidParams, response: { 200: envelope(campaign) } },
    },
    async (request, reply) => {
      const answer = await campaignByUuid(db, request.params.uuid);
      publicFor(reply, 300);
      return ok(answer);
    },
  );
};
