import { createHmac, timingSafeEqual } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { z } from 'zod';

/**
 * Paystack's REST protocol (../shared/reference/paystack-openapi.yaml): transaction/initialize,
 * transaction/verify/{reference}, refund, and the signed webhook. The same client talks to Paystack
 * itself (PAYSTACK_SECRET_KEY set) or to the sandbox gateway this server mounts at /sandbox/paystack.
 */

export const PAYSTACK_API_URL = 'https://api.paystack.co';

/** The sandbox gateway's secret key (named in the README); it never opens anything at Paystack. */
export const SANDBOX_SECRET_KEY = 'sk_test_oja_sandbox_4f1c2d9e7a6b5c3d8e0f1a2b';

export type PaystackTransactionStatus =
  | 'success'
  | 'failed'
  | 'abandoned'
  | 'ongoing'
  | 'pending'
  | 'processing'
  | 'queued'
  | 'reversed';

export type InitializeInput = {
  email: string;
  /** In kobo, as Paystack takes it. */
  amountKobo: number;
  reference: string;
  callbackUrl: string;
  currency?: 'NGN';
  metadata?: Record<string, unknown>;
};

export type InitializeResult = { authorizationUrl: string; accessCode: string; reference: string };

export type VerifiedTransaction = {
  reference: string;
  status: PaystackTransactionStatus;
  amountKobo: number;
  currency: string;
  paidAt: string | null;
  gatewayResponse: string;
  channel: string | null;
  /** Paystack's `data` object as it came. */
  raw: unknown;
};

export type RefundInput = { reference: string; amountKobo?: number; merchantNote?: string };
export type RefundResult = { id: number; status: string; amountKobo: number; currency: string; raw: unknown };

/**
 * A refund as GET /refund/{id} and GET /refund list it: `transactionReference` names the payment,
 * `reason` is the gateway's words (why it failed, when it did).
 */
export type FetchedRefund = {
  id: number;
  status: string;
  amountKobo: number;
  currency: string;
  transactionReference: string | null;
  reason: string | null;
  refundedAt: string | null;
  createdAt: string | null;
  raw: unknown;
};

/** GET /refund: one page of the refunds created between `from` and `to` (ISO date-times). */
export type ListRefundsInput = { from?: string; to?: string; page?: number; perPage?: number };
export type RefundPage = { refunds: FetchedRefund[]; pageCount: number };

export interface PaystackClient {
  initialize(input: InitializeInput): Promise<InitializeResult>;
  verify(reference: string): Promise<VerifiedTransaction>;
  refund(input: RefundInput): Promise<RefundResult>;
  fetchRefund(id: string): Promise<FetchedRefund>;
  listRefunds(input: ListRefundsInput): Promise<RefundPage>;
}

/**
 * A refused or failed call: `status` is the HTTP code (0 when the gateway could not be reached). A
 * 404 (the document's NotFound) is an answer, not an outage: verify says the gateway has no
 * transaction of that reference, so it took no money for it.
 */
export class PaystackError extends Error {
  override readonly name = 'PaystackError';
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

export type PaystackClientOptions = {
  /** A function when the address is known only once the server listens (the sandbox on port 0). */
  baseUrl: string | (() => string);
  secretKey: string;
  /** Calls go through this `fetch` when given (tests' canned answers); else through node:http(s). */
  fetch?: typeof fetch;
  timeoutMs?: number;
};

type Exchange = { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string; timeoutMs: number };
type Answered = { status: number; text: string };

const timedOut = (timeoutMs: number) =>
  Object.assign(new Error(`no answer within ${timeoutMs} ms`), { name: 'TimeoutError' });

/**
 * One HTTP exchange through node:http(s) and its global keep-alive agents, so calls reuse connections
 * (and, at Paystack, TLS sessions). The deadline covers the whole exchange, the answer's body included.
 * Cheaper per call than the global `fetch`, whose Request and stream objects were 7 % of a card
 * checkout's profile samples (docs/performance.md).
 */
function exchange(url: string, { method, headers, body, timeoutMs }: Exchange): Promise<Answered> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(target, {
      method,
      headers:
        body === undefined ? headers : { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
    });
    let settled = false;
    const settle = (error: Error | null, answered?: Answered) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(answered!);
    };
    const timer = setTimeout(() => {
      const error = timedOut(timeoutMs);
      settle(error);
      request.destroy(error);
    }, timeoutMs);
    request.on('error', (error) => settle(error));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error) => settle(error));
      response.on('aborted', () => settle(new Error('the connection closed before the answer ended')));
      response.on('end', () =>
        settle(null, { status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    request.end(body);
  });
}

/** The same exchange through a `fetch` (PaystackClientOptions.fetch). */
async function exchangeByFetch(fetchFn: typeof fetch, url: string, init: Exchange): Promise<Answered> {
  const response = await fetchFn(url, {
    method: init.method,
    headers: init.headers,
    ...(init.body === undefined ? {} : { body: init.body }),
    signal: AbortSignal.timeout(init.timeoutMs),
  });
  return { status: response.status, text: await response.text() };
}

const DEFAULT_TIMEOUT_MS = 15_000;

const transactionStatus = z.enum([
  'success',
  'failed',
  'abandoned',
  'ongoing',
  'pending',
  'processing',
  'queued',
  'reversed',
]);

// Paystack's envelope: `status: false` carries only a message (and sometimes meta/type/code).
const envelope = z.looseObject({ status: z.boolean(), message: z.string().optional() });

const initializeAnswer = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({
    authorization_url: z.url(),
    access_code: z.string().min(1),
    reference: z.string().min(1),
  }),
});

/** The fields of the transaction object this shop relies on; the rest stays in `raw`. */
const paystackTransaction = z.looseObject({
  id: z.number().int(),
  status: transactionStatus,
  reference: z.string().min(1),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(1),
  paid_at: z.string().nullish(),
  paidAt: z.string().nullish(),
  gateway_response: z.string().nullish(),
  channel: z.string().nullish(),
});

const verifyAnswer = z.object({ status: z.literal(true), message: z.string(), data: paystackTransaction });

const refundAnswer = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.looseObject({
    id: z.number().int(),
    status: z.string().min(1),
    amount: z.number().int().nonnegative(),
    currency: z.string().min(1),
  }),
});

/** The fields of a refund (RefundFetchResponse, RefundListResponseArray) this shop relies on. */
const paystackRefund = z.looseObject({
  id: z.number().int(),
  status: z.string().min(1),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(1),
  transaction_reference: z.string().nullish(),
  reason: z.string().nullish(),
  refunded_at: z.string().nullish(),
  createdAt: z.string().nullish(),
});

const fetchRefundAnswer = z.object({ status: z.literal(true), message: z.string(), data: paystackRefund });

const listRefundsAnswer = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.array(paystackRefund),
  meta: z.looseObject({ pageCount: z.number().int().nonnegative() }),
});

const toFetchedRefund = (data: z.infer<typeof paystackRefund>): FetchedRefund => ({
  id: data.id,
  status: data.status,
  amountKobo: data.amount,
  currency: data.currency,
  transactionReference: data.transaction_reference ?? null,
  reason: data.reason ?? null,
  refundedAt: data.refunded_at ?? null,
  createdAt: data.createdAt ?? null,
  raw: data,
});

/**
 * The body of Paystack's `refund.*` webhooks (refund.pending, refund.processing, refund.processed,
 * refund.failed, refund.needs-attention): the refund's id, its status and the transaction it refunds.
 */
export const refundEvent = z.looseObject({
  event: z.enum([
    'refund.pending',
    'refund.processing',
    'refund.processed',
    'refund.failed',
    'refund.needs-attention',
  ]),
  data: z.looseObject({
    id: z.union([z.number().int(), z.string().regex(/^\d+$/)]),
    status: z.string().min(1),
    transaction_reference: z.string().min(1),
    amount: z.number().int().nonnegative(),
    currency: z.string().min(1),
    reason: z.string().nullish(),
  }),
});
export type RefundEvent = z.infer<typeof refundEvent>;

/** The body of Paystack's `charge.success` webhook; other fields pass through untouched. */
export const chargeSuccessEvent = z.looseObject({
  event: z.literal('charge.success'),
  data: z.looseObject({
    id: z.number().int().optional(),
    reference: z.string().min(1),
    amount: z.number().int().nonnegative(),
    currency: z.string().min(1),
    status: z.string().min(1),
    paid_at: z.string().nullish(),
    gateway_response: z.string().nullish(),
    channel: z.string().nullish(),
    metadata: z.unknown().optional(),
    customer: z.looseObject({ email: z.string().optional() }).optional(),
  }),
});

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/**
 * One call: Bearer key, JSON both ways, a deadline. Every failure becomes a PaystackError that carries
 * the HTTP code and Paystack's body, never the request (whose headers hold the key).
 */
async function call<T>(
  options: PaystackClientOptions,
  method: 'GET' | 'POST',
  path: string,
  answer: z.ZodType<T>,
  body?: Record<string, unknown>,
): Promise<T> {
  const base = typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl;
  const url = `${base.replace(/\/+$/, '')}/${path}`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let response: Answered;
  try {
    const init: Exchange = {
      method,
      headers: {
        Authorization: `Bearer ${options.secretKey}`,
        Accept: 'application/json',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      timeoutMs,
    };
    response = options.fetch ? await exchangeByFetch(options.fetch, url, init) : await exchange(url, init);
  } catch (error) {
    if (isTimeout(error)) throw new PaystackError(`Paystack did not answer within ${timeoutMs} ms`, 0);
    throw new PaystackError(`Paystack could not be reached: ${(error as Error).message}`, 0);
  }
  const { text } = response;
  const ok = response.status >= 200 && response.status < 300;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new PaystackError(
      `Paystack answered ${response.status} with a body that is not JSON`,
      response.status,
      text,
    );
  }
  const head = envelope.safeParse(json);
  if (!ok || !head.success || head.data.status !== true) {
    const message =
      head.success && head.data.message ? head.data.message : `Paystack answered ${response.status}`;
    throw new PaystackError(message, response.status, json);
  }
  const parsed = answer.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues.map((issue) => issue.path.join('.') || 'body').join(', ');
    throw new PaystackError(`Unexpected answer from Paystack (${where})`, response.status, json);
  }
  return parsed.data;
}

function assertKobo(amount: number, name: string) {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`${name} must be a positive whole number of kobo, got ${amount}`);
  }
}

export function createPaystackClient(options: PaystackClientOptions): PaystackClient {
  return {
    async initialize(input) {
      assertKobo(input.amountKobo, 'amountKobo');
      const answer = await call(options, 'POST', 'transaction/initialize', initializeAnswer, {
        email: input.email,
        amount: input.amountKobo,
        reference: input.reference,
        callback_url: input.callbackUrl,
        currency: input.currency ?? 'NGN',
        ...(input.metadata ? { metadata: input.metadata } : {}),
      });
      return {
        authorizationUrl: answer.data.authorization_url,
        accessCode: answer.data.access_code,
        reference: answer.data.reference,
      };
    },

    async verify(reference) {
      const answer = await call(
        options,
        'GET',
        `transaction/verify/${encodeURIComponent(reference)}`,
        verifyAnswer,
      );
      const data = answer.data;
      // A verification must be about the transaction asked for; anything else is not to be trusted.
      if (data.reference !== reference) {
        throw new PaystackError(`Paystack verified ${data.reference} instead of ${reference}`, 200, answer);
      }
      return {
        reference: data.reference,
        status: data.status,
        amountKobo: data.amount,
        currency: data.currency,
        paidAt: data.paid_at ?? data.paidAt ?? null,
        gatewayResponse: data.gateway_response ?? '',
        channel: data.channel ?? null,
        raw: data,
      };
    },

    async refund(input) {
      if (input.amountKobo !== undefined) assertKobo(input.amountKobo, 'amountKobo');
      const answer = await call(options, 'POST', 'refund', refundAnswer, {
        transaction: input.reference,
        ...(input.amountKobo !== undefined ? { amount: input.amountKobo } : {}),
        ...(input.merchantNote ? { merchant_note: input.merchantNote } : {}),
      });
      return {
        id: answer.data.id,
        status: answer.data.status,
        amountKobo: answer.data.amount,
        currency: answer.data.currency,
        raw: answer.data,
      };
    },

    async fetchRefund(id) {
      if (!/^\d+$/.test(id)) throw new PaystackError(`Not a refund id: ${id}`, 0);
      const answer = await call(options, 'GET', `refund/${id}`, fetchRefundAnswer);
      return toFetchedRefund(answer.data);
    },

    async listRefunds(input) {
      const query = new URLSearchParams();
      if (input.perPage !== undefined) query.set('perPage', String(input.perPage));
      if (input.page !== undefined) query.set('page', String(input.page));
      if (input.from) query.set('from', input.from);
      if (input.to) query.set('to', input.to);
      const answer = await call(options, 'GET', `refund?${query}`, listRefundsAnswer);
      return { refunds: answer.data.map(toFetchedRefund), pageCount: answer.meta.pageCount };
    },
  };
}

/** Hex HMAC-SHA512 of the raw body with the secret key: the `x-paystack-signature` header. */
export function paystackSignature(rawBody: string | Buffer, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

const HEX_SHA512 = /^[0-9a-f]{128}$/i;

/** Constant-time comparison of the header with the body's signature. */
export function isValidPaystackSignature(
  rawBody: string | Buffer,
  header: string | undefined,
  secretKey: string,
): boolean {
  if (typeof header !== 'string' || !HEX_SHA512.test(header)) return false;
  const expected = Buffer.from(paystackSignature(rawBody, secretKey), 'hex');
  const given = Buffer.from(header, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
