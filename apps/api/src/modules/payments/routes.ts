import { envelope } from '@oja/contract/envelope';
import {
  orderCompleteAnswer,
  orderReferenceParams,
  payAgainAnswer,
  payAgainBody,
  payByWalletBody,
  paymentVerifyBody,
} from '@oja/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chargeSuccessEvent, isValidPaystackSignature } from '../../integrations/paystack.ts';
import { unauthorized } from '../../lib/http-errors.ts';
import { ok } from '../../lib/reply.ts';
import { requireCustomer } from '../../plugins/viewer.ts';
import { RELEASE_UNPAID_ORDER, type ReleaseUnpaidOrderJob } from '../checkout/place-order.ts';
import { toOrderCompleteAnswer } from './answers.ts';
import { paystackClientFor, paystackSecretKey } from './gateway.ts';
import {
  applyVerdict,
  cardPaymentPage,
  findOrderForReference,
  type PaymentDeps,
  payOrderByWallet,
  RECONCILE_PAYMENTS,
  RECONCILE_PAYMENTS_CRON,
  reconcilePayments,
  releaseUnpaidOrder,
  verifyWithGateway,
} from './service.ts';
import { callbackUrlFor } from './start.ts';
import { walletFundingRoutes } from './wallet-funding-routes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: Buffer;
  }
}

/**
 * Card payments: verify on return, Paystack's signed webhook, paying again, the release of unpaid
 * orders, and card funding of the main wallet (wallet-funding-routes.ts).
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: PaymentDeps = { db: app.database.db, paystack: paystackClientFor(app), log: app.log };

  await app.jobs.work<ReleaseUnpaidOrderJob>(RELEASE_UNPAID_ORDER, (job) =>
    releaseUnpaidOrder(deps, job.orderId),
  );
  await app.jobs.work(RECONCILE_PAYMENTS, async () => {
    const { checked, outcomes } = await reconcilePayments(deps);
    if (checked > 0) app.log.info({ checked, outcomes }, 'payments reconciled with the gateway');
  });
  await app.jobs.schedule(RECONCILE_PAYMENTS, RECONCILE_PAYMENTS_CRON);
  await app.register(walletFundingRoutes);

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
      const callbackUrl = callbackUrlFor(app.config.publicUrl, request, request.body.callback_url);
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
        { ...deps, log: request.log },
        customer.userId,
        request.params.reference,
        request.body.pin,
      );
      const found = await findOrderForReference(deps.db, customer.userId, order.reference);
      return ok(await toOrderCompleteAnswer(deps.db, found.order, found.payment), 'Paid from your wallet');
    },
  );

  // The webhook signs its raw bytes, so this scope keeps them (and parses JSON itself).
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      request.rawBody = body as Buffer;
      try {
        done(null, JSON.parse((body as Buffer).toString('utf8')));
      } catch {
        done(null, null);
      }
    });
    webhook.post(
      '/payments/paystack/webhook',
      {
        schema: {
          tags: ['payments'],
          summary:
            "Paystack's webhook (x-paystack-signature: HMAC-SHA512 of the raw body); charge.success settles",
          body: z.unknown(),
          response: { 200: envelope(z.null()) },
        },
      },
      async (request) => {
        const signature = request.headers['x-paystack-signature'];
        const raw = request.rawBody ?? Buffer.alloc(0);
        if (
          !isValidPaystackSignature(
            raw,
            typeof signature === 'string' ? signature : undefined,
            paystackSecretKey(app),
          )
        ) {
          throw unauthorized('Invalid signature');
        }
        const event = chargeSuccessEvent.safeParse(request.body);
        // Other events are acknowledged so Paystack stops resending them.
        if (event.success) {
          const { data } = event.data;
          const settlement = await applyVerdict({ ...deps, log: request.log }, data.reference, {
            status: 'success',
            amountKobo: data.amount,
            currency: data.currency,
            gatewayResponse: data.gateway_response ?? 'Successful',
            raw: data,
          });
          request.log.info({ reference: data.reference, settlement }, 'paystack webhook');
        }
        return ok(null, 'Received');
      },
    );
  });
};
