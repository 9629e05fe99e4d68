import { envelope } from '@oja/contract/envelope';
import { messages } from '@oja/contract/messages';
import {
  orderCompleteAnswer,
  orderReferenceParams,
  payAgainAnswer,
  payAgainBody,
  payByWalletBody,
  paymentVerifyBody,
} from '@oja/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { requireCustomer } from '../../plugins/viewer.ts';
import { callbackUrlFor } from '../payments/callback-url.ts';
import { paystackClientFor } from '../payments/gateway.ts';
import { type SettlementDeps, verifyWithGateway } from '../payments/service.ts';
import { toOrderCompleteAnswer } from './order-complete.ts';
import { cardPaymentPage, findOrderForReference, payOrderByWallet, settlementPorts } from './payment.ts';
import { RELEASE_UNPAID_ORDER, type ReleaseUnpaidOrderJob, releaseUnpaidOrder } from './release.ts';

/**
 * Paying for an order (ADR 0006, 0007): verify on return from the gateway, a new card page, paying
 * from the wallet instead, and the release of orders not paid in time.
 */
export const orderPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: SettlementDeps = {
    db: app.database.db,
    paystack: paystackClientFor(app),
    log: app.log,
    ...settlementPorts,
  };

  await app.jobs.work<ReleaseUnpaidOrderJob>(RELEASE_UNPAID_ORDER, (job) =>
    releaseUnpaidOrder(deps, job.orderId),
  );

  app.post(
    '/payments/verify',
    {
      schema: {
        tags: ['payments'],
        summary: 'Ask the gateway about a payment (the reference Paystack returns with) and settle the order',
        body: paymentVerifyBody,
        response: { 200: envelope(orderCompleteAnswer) },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      let found = await findOrderForReference(deps.db, customer.userId, request.body.reference);
      if (found.payment && (await verifyWithGateway({ ...deps, log: request.log }, found.payment))) {
        found = await findOrderForReference(deps.db, customer.userId, request.body.reference);
      }
      reply.header('cache-control', 'private, no-store');
      return ok(await toOrderCompleteAnswer(deps.db, found.order, found.payment));
    },
  );

  app.post(
    '/orders/:reference/pay',
    {
      schema: {
        tags: ['payments'],
        summary: 'A new card payment page for an unpaid order (after a decline or an abandoned page)',
        params: orderReferenceParams,
        body: payAgainBody,
        response: { 200: envelope(payAgainAnswer) },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      const callbackUrl = callbackUrlFor(app.config.publicUrl, request.body.callback_url);
      const page = await cardPaymentPage(
        { ...deps, log: request.log },
        customer.userId,
        request.params.reference,
        callbackUrl,
      );
      return ok({
        reference: page.order.reference,
        payment_reference: page.payment.reference,
        authorization_url: page.authorizationUrl,
        access_code: page.accessCode,
      });
    },
  );

  app.post(
    '/orders/:reference/pay-by-wallet',
    {
      schema: {
        tags: ['payments'],
        summary: 'Pay an unpaid order from the main wallet (PIN checked; no card charge; 409 when short)',
        params: orderReferenceParams,
        body: payByWalletBody,
        response: { 200: envelope(orderCompleteAnswer) },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      const order = await payOrderByWallet(
        { ...deps, log: request.log, pinSecrets: app.config.pinSecrets },
        customer.userId,
        request.params.reference,
        request.body.pin,
      );
      const found = await findOrderForReference(deps.db, customer.userId, order.reference);
      return ok(await toOrderCompleteAnswer(deps.db, found.order, found.payment), messages.paidFromWallet);
    },
  );
};
