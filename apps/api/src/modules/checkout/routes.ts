import { checkoutSummaryAnswer, checkoutSummaryQuery } from '@oja/contract/checkout';
import { CAPTCHA_ACTIONS } from '@oja/contract/constants';
import { envelope } from '@oja/contract/envelope';
import { messages } from '@oja/contract/messages';
import { checkoutAnswer, checkoutBody } from '@oja/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { captchaVerifierFor, requireCaptcha } from '../../integrations/recaptcha.ts';
import { ok } from '../../lib/reply.ts';
import { perCustomerKey, requireCustomer } from '../../plugins/viewer.ts';
import { callbackUrlFor } from '../payments/callback-url.ts';
import { paystackClientFor } from '../payments/gateway.ts';
import { placeAndStartPayment } from './start-payment.ts';
import { issueGroupReference, priceCheckout, toSummaryAnswer } from './summary.ts';

const idempotencyHeaders = z.object({ 'idempotency-key': z.string().trim().min(1).max(200).optional() });

/** The checkout page's calls: its priced summary, and placing the order (spec section 3's checkout state). */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const captcha = captchaVerifierFor(app.config);
  const paystack = paystackClientFor(app);

  app.get(
    '/checkout/summary',
    {
      schema: {
        tags: ['checkout'],
        summary:
          'The cart priced for checkout: packages, couriers to the address, every charge and the total',
        querystring: checkoutSummaryQuery,
        response: { 200: envelope(checkoutSummaryAnswer) },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      const options = {
        deliveryMethod: request.query.delivery_method,
        paymentMode: request.query.payment_mode,
        courierId: request.query.courier_id,
        addressUuid: request.query.address,
        repairCart: true,
        useSmartCoin: request.query.use_smart_coin_as_discount,
      };
      const answer = await db.transaction(async (tx) => {
        const priced = await priceCheckout(tx, customer.userId, options, app.config);
        const group = priced.lines.length > 0 ? await issueGroupReference(tx, priced) : crypto.randomUUID();
        return toSummaryAnswer(priced, group, options);
      });
      reply.header('cache-control', 'private, no-store');
      return ok(answer);
    },
  );

  app.post(
    '/checkout',
    {
      schema: {
        tags: ['checkout'],
        summary:
          'Place the order (captcha CHECKOUT): checks the total, reserves stock, and answers the card payment page',
        headers: idempotencyHeaders,
        body: checkoutBody,
        response: { 200: envelope(checkoutAnswer) },
      },
      // Per signed-in shopper, not per IP: many Nigerian mobile shoppers share one carrier address.
      config: {
        rateLimit: {
          max: app.config.checkoutsPerMinute,
          timeWindow: '1 minute',
          keyGenerator: perCustomerKey,
        },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      await requireCaptcha(
        captcha,
        request.body.recaptcha,
        CAPTCHA_ACTIONS.checkout,
        request.log,
        request.ip,
      );
      const callbackUrl = callbackUrlFor(app.config.publicUrl, request.body.callback_url);
      const answer = await placeAndStartPayment(
        {
          db,
          jobs: app.jobs,
          paystack,
          log: request.log,
          unpaidOrderSeconds: app.config.unpaidOrderSeconds,
          holdLimits: app.config.holdLimits,
          rates: app.config,
          pinSecrets: app.config.pinSecrets,
        },
        customer.userId,
        request.body,
        callbackUrl,
        request.headers['idempotency-key'],
      );
      return ok(answer, messages.orderPlaced);
    },
  );
};
