import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import {
  createPaystackClient,
  PAYSTACK_API_URL,
  type PaystackClient,
  SANDBOX_SECRET_KEY,
} from '../../integrations/paystack.ts';

/** The key that signs requests and webhooks: Paystack's own, or the sandbox gateway's test key. */
export function paystackSecretKey(app: FastifyInstance): string {
  return app.config.paystackSecretKey ?? SANDBOX_SECRET_KEY;
}

/** Where this server itself listens, for calls to its own sandbox gateway (known once it listens). */
export function ownAddress(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null;
  if (!address || typeof address === 'string') {
    throw new Error('The sandbox payment gateway is reachable only once the server listens');
  }
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * One Paystack client for the app: PAYSTACK_BASE_URL when set; Paystack's API when a secret key is
 * set; otherwise the sandbox gateway this same server mounts at /sandbox/paystack (GUIDE section 2).
 */
export function paystackClientFor(app: FastifyInstance): PaystackClient {
  const { paystackBaseUrl, paystackSecretKey: key } = app.config;
  if (!key && app.config.env === 'production')
    throw new Error('PAYSTACK_SECRET_KEY is required in production');
  const baseUrl = paystackBaseUrl ?? (key ? PAYSTACK_API_URL : () => `${ownAddress(app)}/sandbox/paystack`);
  return createPaystackClient({ baseUrl, secretKey: paystackSecretKey(app) });
}
