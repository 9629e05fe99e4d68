import { envelope } from '@oja/contract/envelope';
import { messages } from '@oja/contract/messages';
import { nairaToKobo } from '@oja/contract/money';
import {
  WALLET_RETURN_PATH,
  walletFundAnswer,
  walletFundBody,
  walletFundVerifyAnswer,
  walletFundVerifyBody,
} from '@oja/contract/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { perCustomerKey, requireCustomer } from '../../plugins/viewer.ts';
import { callbackUrlFor } from './callback-url.ts';
import { paystackClientFor } from './gateway.ts';
import type { SettlementPorts } from './service.ts';
import { type FundingDeps, startWalletFunding, verifyWalletFunding } from './wallet-funding.ts';

const idempotencyHeaders = z.object({ 'idempotency-key': z.string().trim().min(1).max(100).optional() });

// As the wallet's other money calls (wallet/routes.ts): work per caller stays bounded.
const perCustomer = {
  rateLimit: {
    max: 30,
    timeWindow: '1 minute',
    keyGenerator: perCustomerKey,
  },
};

/**
 * Card funding of the main wallet (ADR 0007): the Paystack page, and the return from it. Customers
 * only; every answer is personal (private, no-store), as the wallet's other calls.
 */
export const walletFundingRoutes: FastifyPluginAsyncZod<SettlementPorts> = async (app, ports) => {
  const { db } = app.database;
  const paystack = paystackClientFor(app);
  const funding = (log: FundingDeps['log']): FundingDeps => ({
    db,
    paystack,
    log,
    settleOrderPayment: ports.settleOrderPayment,
    notify: ports.notify,
    inbox: ports.inbox,
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/wallet/fund',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Add money to the main wallet by card: answers the Paystack page (Idempotency-Key optional)',
        headers: idempotencyHeaders,
        body: walletFundBody,
        response: { 200: envelope(walletFundAnswer) },
      },
      config: perCustomer,
    },
    async (request) => {
      const customer = await requireCustomer(request);
      const callbackUrl = callbackUrlFor(
        app.config.publicUrl,
        request.body.callback_url,
        [WALLET_RETURN_PATH, '/order-complete'],
        messages.walletReturnAddress,
      );
      const answer = await startWalletFunding(funding(request.log), customer.userId, {
        amountKobo: nairaToKobo(request.body.amount),
        callbackUrl,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return ok(answer, messages.walletFundingStarted);
    },
  );

  app.post(
    '/wallet/fund/verify',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Back from the gateway: settle a wallet funding and credit the main wallet once',
        body: walletFundVerifyBody,
        response: { 200: envelope(walletFundVerifyAnswer) },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return ok(await verifyWalletFunding(funding(request.log), customer.userId, request.body.reference));
    },
  );
};
