import {
  analyticsTrackingAnswer,
  analyticsTrackingBody,
  analyticsUnlinkAnswer,
  analyticsUnlinkBody,
  insightBatchAnswer,
  insightBatchBody,
  ipInfoAnswer,
} from '@oja/contract/engagement';
import { envelope } from '@oja/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { recordTracking, unlinkClicks } from './affiliates.ts';
import { startInsightBatchPruning } from './insight-batches-prune.ts';
import {
  countInsightBatch,
  INSIGHT_VIEWERS_PER_ADDRESS,
  insightAddressKey,
  insightViewerKey,
  PRODUCT_VIEWS_PER_ADDRESS,
} from './insights.ts';
import { ipInfo } from './ip-info.ts';
import { TRACKING_ROWS_PER_ADDRESS, takeTrackingRow } from './tracking.ts';

/**
 * Per-IP limits generous enough for a carrier NAT (many shoppers behind one address), tight enough
 * that one script cannot flood the tables.
 */
const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/**
 * Affiliate tracking (spec section 7), view insight batches and ip-info. Guests and customers alike:
 * none of them needs a session (a beacon carries no headers), and none answers anything personal.
 */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  await startInsightBatchPruning(app);

  app.post(
    '/analytics/tracking',
    {
      schema: {
        tags: ['engagement'],
        summary: 'Record a visit through an affiliate link (aff or ref), or another tracked visit',
        body: analyticsTrackingBody,
        response: { 200: envelope(analyticsTrackingAnswer) },
      },
      config: perIp(120),
    },
    async (request) => {
      // Past the address's rows of the day nothing is stored, and a click is answered as not recorded.
      const cap = TRACKING_ROWS_PER_ADDRESS * app.config.perIpLimitFactor;
      if (!(await takeTrackingRow(db, insightAddressKey(request), cap))) {
        return ok({ recorded: false }, 'Tracked');
      }
      return ok(await recordTracking(db, request.body), 'Tracked');
    },
  );

  app.post(
    '/analytics/tracking/unlink',
    {
      schema: {
        tags: ['engagement'],
        summary:
          "Close a device's clicks through a code that was replaced (overwritten) or ran out (expired)",
        body: analyticsUnlinkBody,
        response: { 200: envelope(analyticsUnlinkAnswer) },
      },
      config: perIp(120),
    },
    async (request) => ok(await unlinkClicks(db, request.body), 'Unlinked'),
  );

  app.post(
    '/insights',
    {
      schema: {
        tags: ['engagement'],
        summary: 'Count a batch of product and campaign views; a batch id counts once',
        body: insightBatchBody,
        response: { 200: envelope(insightBatchAnswer) },
      },
      config: perIp(240),
    },
    async (request) => {
      const viewer = await request.viewer();
      const source = {
        viewerKey: insightViewerKey(viewer, request, request.body.device_id),
        addressKey: insightAddressKey(request),
        perAddress: PRODUCT_VIEWS_PER_ADDRESS * app.config.perIpLimitFactor,
        account: Boolean(viewer.customer),
        viewersPerAddress: INSIGHT_VIEWERS_PER_ADDRESS * app.config.perIpLimitFactor,
      };
      return ok(await countInsightBatch(db, source, request.body), 'Counted');
    },
  );

  app.get(
    '/ip-info',
    {
      schema: {
        tags: ['engagement'],
        summary: "The caller's country; Lagos for Nigerian, private and unknown addresses",
        response: { 200: envelope(ipInfoAnswer) },
      },
      config: perIp(60),
    },
    async (request, reply) => {
      // Personal (it is the caller's address), so never kept by a shared cache.
      reply.header('cache-control', 'private, max-age=3600');
      return ok(await ipInfo(request.ip));
    },
  );
};
