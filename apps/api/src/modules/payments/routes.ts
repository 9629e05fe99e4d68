import { envelope } from '@oja/contract/envelope';
import { messages } from '@oja/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chargeSuccessEvent, isValidPaystackSignature, refundEvent } from '../../integrations/paystack.ts';
import { HttpError, unauthorized } from '../../lib/http-errors.ts';
import { ok } from '../../lib/reply.ts';
import { paystackClientFor, paystackSecretKey } from './gateway.ts';
import { applyRefundEvent, SEND_CARD_REFUND, type SendCardRefundJob, sendCardRefund } from './refunds.ts';
import {
  RECONCILE_PAYMENTS,
  RECONCILE_PAYMENTS_CRON,
  reconcilePayments,
  type SettlementDeps,
  type SettlementPorts,
} from './service.ts';
import { walletFundingRoutes } from './wallet-funding-routes.ts';
import { GatewayNotAsked, refundFromGateway, settleFromWebhook } from './webhook.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: Buffer;
  }
}

/**
 * Card payments, the gateway side: Paystack's signed webhook, the periodic reconciliation, and card
 * funding of the main wallet. Settling an order payment is the order module's (orders/payment.ts),
 * handed in by app.ts with engagement's `notify` and the order side's `unwantedCharges` (SettlementPorts); the order
 * routes of paying (verify, pay again, pay by wallet) are orders/payment-routes.ts.
 */
export const paymentRoutes: FastifyPluginAsyncZod<SettlementPorts> = async (app, ports) => {
  const deps: SettlementDeps = {
    db: app.database.db,
    paystack: paystackClientFor(app),
    log: app.log,
    settleOrderPayment: ports.settleOrderPayment,
    notify: ports.notify,
    inbox: ports.inbox,
  };

  await app.jobs.work(RECONCILE_PAYMENTS, async () => {
    const { checked, outcomes } = await reconcilePayments(deps);
    if (checked > 0) app.log.info({ checked, outcomes }, 'payments reconciled with the gateway');
  });
  await app.jobs.schedule(RECONCILE_PAYMENTS, RECONCILE_PAYMENTS_CRON);
  // Card refunds queued with their record (a cancel, a charge the shop cannot keep), sent a minute on
  // if the send right after the commit did not go through. Jobs from before ADR 0035 carry no id:
  // the reconcile job sends those.
  await app.jobs.work<SendCardRefundJob>(SEND_CARD_REFUND, async (job) => {
    if (job.cardRefundId !== undefined) await sendCardRefund(deps, job.cardRefundId);
  });

  await app.register(walletFundingRoutes, ports);

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
            "Paystack's webhook (x-paystack-signature: HMAC-SHA512 of the raw body): charge.success leads to a verify, refund.* to a refund fetch, and only the gateway's answer settles; 503 when the gateway cannot be asked",
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
        const log = request.log;
        try {
          const refund = refundEvent.safeParse(request.body);
          if (refund.success) {
            const { data } = refund.data;
            // The refund as the gateway holds it, not as the event tells it (ADR 0070).
            const report = await refundFromGateway(
              { ...deps, log },
              {
                gatewayRefundId: String(data.id),
                transactionReference: data.transaction_reference,
                event: refund.data.event,
              },
            );
            const outcome = report ? await applyRefundEvent({ ...deps, log }, report) : 'refused';
            log.info(
              { reference: data.transaction_reference, event: refund.data.event, outcome },
              'paystack webhook',
            );
            return ok(null, 'Received');
          }
          const event = chargeSuccessEvent.safeParse(request.body);
          // Other events are acknowledged so Paystack stops resending them.
          if (event.success) {
            const { data } = event.data;
            // Settled on the gateway's verify answer only; what the event says is checked against it.
            const settlement = await settleFromWebhook(
              { ...deps, log },
              {
                reference: data.reference,
                status: data.status,
                amountKobo: data.amount,
                currency: data.currency,
                raw: data,
              },
            );
            log.info({ reference: data.reference, settlement }, 'paystack webhook');
          }
        } catch (error) {
          if (!(error instanceof GatewayNotAsked)) throw error;
          // Not acknowledged: Paystack sends it again, and the reconcile job asks meanwhile.
          log.warn({ reason: error.message }, 'paystack webhook: the gateway could not be asked');
          throw new HttpError(503, messages.gatewayUnavailable);
        }
        return ok(null, 'Received');
      },
    );
  });
};
