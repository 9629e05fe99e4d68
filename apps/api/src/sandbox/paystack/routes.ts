import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { SANDBOX_SECRET_KEY } from '../../integrations/paystack.ts';
import { thisMachineOnly } from '../../lib/loopback.ts';
import { ownBaseUrl } from '../../lib/own-address.ts';
import {
  DUPLICATE_REFERENCE,
  refundData,
  refundEventData,
  refundFetchData,
  transactionData,
} from './answers.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import type { SandboxTransaction } from './gateway.ts';
import { createTransaction, findByReference, findByReferenceOrId, newReference } from './gateway.ts';
import {
  dueRefunds,
  findRefund,
  listRefunds,
  refundTransaction,
  type SandboxRefund,
  settleRefund,
} from './refunds.ts';
import { createWebhookSender, type WebhookSender } from './webhooks.ts';

export type SandboxOptions = {
  /** Where shoppers reach this server; the authorization_url of every transaction starts with it. */
  publicUrl: string;
  /** The merchant's webhook endpoint, asked for at each delivery (the port may be known only later). */
  webhookUrl: () => string;
  /** Retries after a failed delivery (default 5). */
  webhookRetries?: number;
  /** Wait before the first retry, doubling after each (default 1000 ms). */
  webhookBackoffMs?: number;
  /** Share of events delivered twice, as Paystack may (default 0.1; tests use 0 or 1). */
  duplicateWebhookRate?: number;
  /**
   * A new refund ends (processed, or failed for the failing test card) this long after it was made,
   * on the sandbox's own tick; 0: only when asked (POST /refunds/settle, or settleRefunds()).
   */
  refundDelayMs?: number;
  /** The instance whose paystackSandboxOf() answers this sandbox's controls (default: the plugin's). */
  owner?: object;
};

/** What tests (and a developer, through POST /refunds/settle) may ask of the sandbox beyond Paystack's API. */
export type SandboxControls = {
  /** Ends every pending refund now, sends each one's webhook once, and waits until they are delivered. */
  settleRefunds(): Promise<number>;
  /** Resolves once every queued webhook has been delivered or given up. */
  idle(): Promise<void>;
};

const controlsOf = new WeakMap<object, SandboxControls>();

/** The controls of the sandbox registered for `owner` (buildApp passes its app). */
export function paystackSandboxOf(owner: object): SandboxControls {
  const controls = controlsOf.get(owner);
  if (!controls) throw new Error('No Paystack sandbox is mounted on this app');
  return controls;
}

/** Where this server's own Paystack webhook handler listens. */
const PAYSTACK_WEBHOOK_PATH = '/api/v1/payments/paystack/webhook';

/** The app's own webhook URL on loopback, read from the address it listens on. */
export function ownWebhookUrl(app: FastifyInstance): string {
  return `${ownBaseUrl(app)}${PAYSTACK_WEBHOOK_PATH}`;
}

const fail = (reply: FastifyReply, code: number, message: string) =>
  reply.code(code).send({ status: false, message });

/** Paystack takes amounts as whole kobo, a number or a string of digits. Null when it is anything else. */
function koboOf(value: unknown): number | null {
  const amount = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}

/** Paystack accepts metadata as an object or as its JSON text. */
function metadataOf(value: unknown): { ok: true; value: unknown } | { ok: false } {
  if (value === undefined || value === null || value === '') return { ok: true, value: null };
  if (typeof value === 'object' && !Array.isArray(value)) return { ok: true, value };
  if (typeof value !== 'string') return { ok: false };
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? { ok: true, value: parsed }
      : { ok: false };
  } catch {
    return { ok: false };
  }
}

const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;
const email = z.email().max(254);
const httpUrl = z.url({ protocol: /^https?$/ });

type Fields = Record<string, unknown>;

const refundEvent = (row: SandboxTransaction, refund: SandboxRefund) => ({
  event: `refund.${refund.status}`,
  data: refundEventData(row, refund),
});

/** Ends the given pending refunds, each one's webhook sent once; answers how many it ended. */
async function settle(db: Db, sender: WebhookSender, ids: number[]) {
  let ended = 0;
  for (const id of ids) {
    const settled = await settleRefund(db, id);
    if (!settled) continue;
    ended += 1;
    sender.send(refundEvent(settled.row, settled.refund), { once: true });
  }
  return ended;
}

const positiveInt = (value: unknown, fallback: number, max: number) => {
  const n = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : fallback;
  return Math.min(Math.max(n, 1), max);
};
const dateOf = (value: unknown) => {
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** The REST side: the calls the shop's Paystack client makes, answered the way Paystack answers them. */
function apiRoutes(sender: WebhookSender, publicUrl: string, controls: SandboxControls) {
  return async (api: FastifyInstance) => {
    const db = api.database.db;

    api.addHook('onRequest', async (request, reply) => {
      if (request.headers.authorization !== `Bearer ${SANDBOX_SECRET_KEY}`)
        return fail(reply, 401, 'Invalid key');
    });

    api.post<{ Body: Fields | undefined }>(
      '/transaction/initialize',
      { schema: { hide: true } },
      async (request, reply) => {
        const body = request.body ?? {};
        const address = typeof body.email === 'string' ? body.email.trim() : '';
        if (!email.safeParse(address).success) return fail(reply, 400, 'Invalid Email Address Passed');
        const amount = koboOf(body.amount);
        if (amount === null) return fail(reply, 400, 'Invalid Amount Sent');
        const currency = body.currency === undefined || body.currency === '' ? 'NGN' : body.currency;
        if (currency !== 'NGN') return fail(reply, 400, 'Currency not supported by merchant');
        const given = typeof body.reference === 'string' ? body.reference.trim() : body.reference;
        if (given !== undefined && given !== '' && (typeof given !== 'string' || !REFERENCE.test(given))) {
          return fail(
            reply,
            400,
            'Invalid transaction reference: only -, ., = and alphanumeric characters allowed',
          );
        }
        const callback = body.callback_url;
        if (callback !== undefined && callback !== '' && !httpUrl.safeParse(callback).success) {
          return fail(reply, 400, 'Invalid callback_url: give a fully qualified http(s) URL');
        }
        const metadata = metadataOf(body.metadata);
        if (!metadata.ok) return fail(reply, 400, 'Invalid metadata: give a JSON object');

        const row = await createTransaction(db, {
          reference: typeof given === 'string' && given !== '' ? given : newReference(),
          amountKobo: amount,
          currency,
          email: address,
          callbackUrl: typeof callback === 'string' && callback !== '' ? callback : null,
          metadata: metadata.value,
        });
        // Paystack's own body for it (TransactionInitializeBadRequestModel), code and all.
        if (!row) return reply.code(400).send(DUPLICATE_REFERENCE);
        return {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `${publicUrl}${api.prefix}/checkout/${row.accessCode}`,
            access_code: row.accessCode,
            reference: row.reference,
          },
        };
      },
    );

    api.get<{ Params: { reference: string } }>(
      '/transaction/verify/:reference',
      { schema: { hide: true } },
      async (request, reply) => {
        const row = await findByReference(db, request.params.reference);
        // The document's NotFound response: 404 with its Error body.
        if (!row) {
          return reply.code(404).send({
            status: false,
            message: 'Transaction reference not found',
            meta: {
              nextStep:
                "Ensure that you're passing the reference of a transaction that exists on this integration",
            },
            type: 'validation_error',
          });
        }
        return { status: true, message: 'Verification successful', data: transactionData(row) };
      },
    );

    api.post<{ Body: Fields | undefined }>('/refund', { schema: { hide: true } }, async (request, reply) => {
      const body = request.body ?? {};
      const transaction =
        typeof body.transaction === 'number' ? String(body.transaction) : text(body.transaction);
      if (!transaction) return fail(reply, 400, 'Transaction reference or id is required');
      const amount = body.amount === undefined || body.amount === '' ? undefined : koboOf(body.amount);
      if (amount === null) return fail(reply, 400, 'Invalid amount');
      const row = await findByReferenceOrId(db, transaction);
      if (!row) return fail(reply, 404, 'Transaction not found');
      if (body.currency !== undefined && body.currency !== '' && body.currency !== row.currency) {
        return fail(reply, 400, 'Currency does not match the transaction');
      }
      const outcome = await refundTransaction(db, row, {
        amount,
        merchantNote: text(body.merchant_note) || undefined,
        customerNote: text(body.customer_note) || undefined,
      });
      if (outcome.kind === 'refused') return fail(reply, 400, outcome.message);
      sender.send(refundEvent(outcome.row, outcome.refund), { once: true });
      return {
        status: true,
        message: outcome.retried
          ? 'Refund retried and has been queued for processing'
          : 'Refund has been queued for processing',
        data: refundData(outcome.row, outcome.refund),
      };
    });

    api.get<{ Params: { id: string } }>('/refund/:id', { schema: { hide: true } }, async (request, reply) => {
      const id = /^\d{1,12}$/.test(request.params.id) ? Number(request.params.id) : null;
      const found = id === null ? null : await findRefund(db, id);
      if (!found) return fail(reply, 404, 'Refund not found');
      return { status: true, message: 'Refund retrieved', data: refundFetchData(found.row, found.refund) };
    });

    api.get<{ Querystring: Fields }>('/refund', { schema: { hide: true } }, async (request, reply) => {
      const query = request.query ?? {};
      const from = dateOf(query.from);
      const to = dateOf(query.to);
      if (from === undefined || to === undefined) return fail(reply, 400, 'Invalid date given');
      const perPage = positiveInt(query.perPage, 50, 100);
      const page = positiveInt(query.page, 1, 100_000);
      const listed = await listRefunds(db, { from, to, page, perPage });
      return {
        status: true,
        message: 'Refunds retrieved',
        data: listed.rows.map(({ row, refund }) => refundFetchData(row, refund)),
        meta: {
          total: listed.total,
          skipped: (page - 1) * perPage,
          perPage: String(perPage),
          page,
          pageCount: Math.ceil(listed.total / perPage),
          failedRefundCount: listed.failed,
        },
      };
    });

    // Not Paystack's: ends every pending refund now, so a developer or a test need not wait.
    api.post('/refunds/settle', { schema: { hide: true } }, async () => {
      const settled = await controls.settleRefunds();
      return { status: true, message: 'Pending refunds ended', data: { settled } };
    });
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * A local Paystack: the REST calls (initialize, verify, refund) behind `Authorization: Bearer
 * SANDBOX_SECRET_KEY`, a hosted payment page with Paystack's test cards, and signed webhooks to the
 * shop. State lives in `sandbox_paystack_transactions`, so restarts and other instances see it.
 * Mounted at /sandbox/paystack when no PAYSTACK_SECRET_KEY is set, never in production.
 */
export const paystackSandbox: FastifyPluginAsync<SandboxOptions> = async (app, options) => {
  // Its key is in the README: from another machine, a signed charge.success would mark orders paid.
  app.addHook('onRequest', thisMachineOnly);
  const sender = createWebhookSender({
    url: options.webhookUrl,
    secretKey: SANDBOX_SECRET_KEY,
    retries: options.webhookRetries ?? 5,
    backoffMs: options.webhookBackoffMs ?? 1000,
    duplicateRate: options.duplicateWebhookRate ?? 0.1,
    log: app.log,
  });
  const db = app.database.db;
  const controls: SandboxControls = {
    async settleRefunds() {
      const settled = await settle(
        db,
        sender,
        (await dueRefunds(db, 0)).map((r) => r.id),
      );
      await sender.idle();
      return settled;
    },
    idle: () => sender.idle(),
  };
  controlsOf.set(options.owner ?? app, controls);
  // The sandbox's tick: refunds older than the delay end, as Paystack's do some time after the call.
  const delay = options.refundDelayMs ?? 0;
  let ticking: Promise<unknown> = Promise.resolve();
  const tick =
    delay > 0
      ? setInterval(
          () => {
            ticking = ticking
              .then(async () =>
                settle(
                  db,
                  sender,
                  (await dueRefunds(db, delay)).map((r) => r.id),
                ),
              )
              .catch((error: unknown) => app.log.warn({ err: error }, 'sandbox refund tick failed'));
          },
          Math.max(250, Math.floor(delay / 2)),
        )
      : null;
  tick?.unref();
  app.addHook('onClose', async () => {
    if (tick) clearInterval(tick);
    await ticking;
    await sender.close();
  });

  // Paystack takes form bodies as well as JSON, and the hosted page's forms post them; this scope only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  // Failures answer like Paystack ({ status: false, message }), not in the shop's envelope.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const code =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (code === 500) request.log.error({ err: error }, 'sandbox paystack call failed');
    return fail(reply, code, code === 500 ? 'An error occurred' : error.message);
  });

  await app.register(apiRoutes(sender, options.publicUrl.replace(/\/+$/, ''), controls));
  await app.register(checkoutRoutes(sender));
};
