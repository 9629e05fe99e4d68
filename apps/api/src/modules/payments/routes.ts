import { envelope } from '@oja/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chargeSuccessEvent, isValidPaystackSignature, refundEvent } from '../../integrations/paystack.ts';
import { unauthorized } from '../../lib/http-errors.ts';
import { ok } from '../../lib/reply.ts';
import { paystackClientFor, paystackSecretKey } from './gateway.ts';
import { applyRefundEvent, SEND_CARD_REFUND, type SendCardRefundJob, sendCardRefund } from './refunds.ts';
import {
  applyVerdict,
  RECONCILE_PAYMENTS,
  RECONCILE_PAYMENTS_CRON,
  reconcilePayments,
  type SettlementDeps,
  type SettlementPorts,
} from './service.ts';
import { walletFundingRoutes } from './wallet-funding-routes.ts';

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
            "Paystack's webhook (x-paystack-signature: HMAC-SHA512 of the raw body); charge.success settles, refund.* moves a card refund",
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
        const refund = refundEvent.safeParse(request.body);
        if (refund.success) {
          const { data } = refund.data;
          const outcome = await applyRefundEvent(
            { ...deps, log: request.log },
            {
              transactionReference: data.transaction_reference,
              gatewayRefundId: String(data.id),
              status: data.status,
              reason: data.reason ?? null,
              at: refund.data.event === 'refund.processed' ? new Date() : null,
            },
          );
          request.log.info(
            { reference: data.transaction_reference, event: refund.data.event, outcome },
            'paystack webhook',
          );
          return ok(null, 'Received');
        }
        const event = chargeSuccessEvent.safeParse(request.body);
        // Other events are acknowledged so Paystack stops resending them.
        if (event.success) {
          const { data } = event.data;
          // The data's own status, not the event's name: a charge.success that says otherwise is refused.
          const settlement = await applyVerdict({ ...deps, log: request.log }, data.reference, {
            status: data.status,
            source: 'webhook',
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
