import type { FastifyInstance } from 'fastify';
import {
  createPaystackClient,
  PAYSTACK_API_URL,
  type PaystackClient,
  SANDBOX_SECRET_KEY,
} from '../../integrations/paystack.ts';
import { ownBaseUrl } from '../../lib/own-address.ts';

/** The key that signs requests and webhooks: Paystack's own, or the sandbox gateway's test key. */
export function paystackSecretKey(app: FastifyInstance): string {
  return app.config.paystackSecretKey ?? SANDBOX_SECRET_KEY;
}

/**
 * One Paystack client for the app: PAYSTACK_BASE_URL when set; Paystack's API when a secret key is
 * set; otherwise the sandbox gateway this same server mounts at /sandbox/paystack (GUIDE section 2).
 */
export function paystackClientFor(app: FastifyInstance): PaystackClient {
  const { paystackBaseUrl, paystackSecretKey: key } = app.config;
  if (!key && app.config.env === 'production')
    throw new Error('PAYSTACK_SECRET_KEY is required in production');
  const baseUrl = paystackBaseUrl ?? (key ? PAYSTACK_API_URL : () => `${ownBaseUrl(app)}/sandbox/paystack`);
  return createPaystackClient({ baseUrl, secretKey: paystackSecretKey(app) });
}
