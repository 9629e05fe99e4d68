import { envelope } from '@oja/contract/envelope';
import { messages } from '@oja/contract/messages';
import {
  createPinBody,
  pinAnswer,
  resetPinBody,
  smartCoinAnswer,
  spendAndSaveSettingsBody,
  spendAndSaveWalletAnswer,
  spendAndSaveWithdrawAnswer,
  spendAndSaveWithdrawBody,
  walletAnswer,
  walletTransactionsAnswer,
  walletTransactionsQuery,
} from '@oja/contract/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { perCustomerKey, requireCustomer } from '../../plugins/viewer.ts';
import { createPin, resetPin } from './pin.ts';
import {
  mainWalletAnswer,
  smartCoinAnswer as smartCoinWallet,
  spendAndSaveAnswer,
  walletHistory,
} from './read.ts';
import { updateSpendAndSave, withdrawFromSavings } from './spend-and-save.ts';

const idempotencyHeaders = z.object({ 'idempotency-key': z.string().trim().min(1).max(100).optional() });

// PIN guesses are limited per customer in pin.ts; this keeps argon2 work per caller bounded too.
const perCustomer = {
  rateLimit: {
    max: 30,
    timeWindow: '1 minute',
    keyGenerator: perCustomerKey,
  },
};

/**
 * The three wallets (issue 11): the main wallet with its history, the PIN, Spend and Save, and Smart
 * Coin. Card funding of the main wallet (POST wallet/fund, wallet/fund/verify) goes through the
 * gateway, so it is the payments module's (payments/wallet-funding-routes.ts). Customers only; every
 * answer is personal (private, no-store).
 */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/wallet',
    {
      schema: {
        tags: ['wallet'],
        summary: 'The main wallet (emart wallet): balance and whether a PIN exists',
        response: { 200: envelope(walletAnswer) },
      },
    },
    async (request) => ok(await mainWalletAnswer(db, (await requireCustomer(request)).userId)),
  );

  app.get(
    '/wallet/transactions',
    {
      schema: {
        tags: ['wallet'],
        summary: "The caller's wallet history, newest first (optionally one wallet)",
        querystring: walletTransactionsQuery,
        response: { 200: envelope(walletTransactionsAnswer) },
      },
    },
    async (request) => ok(await walletHistory(db, (await requireCustomer(request)).userId, request.query)),
  );

  app.get(
    '/spend-and-save-wallet',
    {
      schema: {
        tags: ['wallet'],
        summary: 'The Spend and Save wallet: savings, switch, percentage and isPinAvailable',
        response: { 200: envelope(spendAndSaveWalletAnswer) },
      },
    },
    async (request) => ok(await spendAndSaveAnswer(db, (await requireCustomer(request)).userId)),
  );

  app.get(
    '/smart-coin-wallet',
    {
      schema: {
        tags: ['wallet'],
        summary: 'The Smart Coin wallet: coins and their naira value at checkout',
        response: { 200: envelope(smartCoinAnswer) },
      },
    },
    async (request) => ok(await smartCoinWallet(db, (await requireCustomer(request)).userId, app.config)),
  );

  app.post(
    '/wallet/pin',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Create the wallet PIN (4 digits); 409 when one exists',
        body: createPinBody,
        response: { 201: envelope(pinAnswer) },
      },
      config: perCustomer,
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      await createPin(db, app.config.pinSecrets, customer.userId, request.body.new_pin);
      reply.code(201);
      return ok({ isPinAvailable: true }, messages.pinCreated);
    },
  );

  app.post(
    '/wallet/reset-pin',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Change the wallet PIN: the old PIN (wrong tries counted, then locked) for a new one',
        body: resetPinBody,
        response: { 200: envelope(pinAnswer) },
      },
      config: perCustomer,
    },
    async (request) => {
      const customer = await requireCustomer(request);
      await resetPin(db, app.config.pinSecrets, customer.userId, request.body.old_pin, request.body.new_pin);
      return ok({ isPinAvailable: true }, messages.pinReset);
    },
  );

  app.put(
    '/spend-and-save-wallet/settings',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Turn Spend and Save on or off, with the percentage of each cart total to save',
        body: spendAndSaveSettingsBody,
        response: { 200: envelope(spendAndSaveWalletAnswer) },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      const answer = await updateSpendAndSave(db, customer.userId, request.body);
      return ok(answer, answer.enabled ? messages.spendAndSaveOn : messages.spendAndSaveOff);
    },
  );

  app.post(
    '/spend-and-save-wallet/withdraw',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Move savings to the main wallet (PIN required; Idempotency-Key moves once)',
        headers: idempotencyHeaders,
        body: spendAndSaveWithdrawBody,
        response: { 200: envelope(spendAndSaveWithdrawAnswer) },
      },
      config: perCustomer,
    },
    async (request) => {
      const customer = await requireCustomer(request);
      const answer = await withdrawFromSavings(db, app.config.pinSecrets, customer.userId, {
        ...request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return ok(answer, messages.savingsMoved);
    },
  );
};
