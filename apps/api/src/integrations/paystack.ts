/**
 * Paystack's REST protocol (../shared/reference/paystack-openapi.yaml): transaction/initialize,
 * transaction/verify/{reference}, refund, and the signed webhook. The same client talks to Paystack
 * itself (PAYSTACK_SECRET_KEY set) or to the sandbox gateway this server mounts at /sandbox/paystack.
 *
 * INTERFACE ONLY for now: the implementation lands with the sandbox (issue 10).
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

export interface PaystackClient {
  initialize(input: InitializeInput): Promise<InitializeResult>;
  verify(reference: string): Promise<VerifiedTransaction>;
  refund(input: RefundInput): Promise<RefundResult>;
}

/** A refused or failed call: `status` is the HTTP code (0 when the gateway could not be reached). */
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
  fetch?: typeof fetch;
  timeoutMs?: number;
};

export function createPaystackClient(_options: PaystackClientOptions): PaystackClient {
  throw new Error('Paystack client not implemented yet');
}

/** Hex HMAC-SHA512 of the raw body with the secret key: the `x-paystack-signature` header. */
export function paystackSignature(_rawBody: string | Buffer, _secretKey: string): string {
  throw new Error('not implemented yet');
}

/** Constant-time comparison of the header with the body's signature. */
export function isValidPaystackSignature(
  _rawBody: string | Buffer,
  _header: string | undefined,
  _secretKey: string,
): boolean {
  throw new Error('not implemented yet');
}
