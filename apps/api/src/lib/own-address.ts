import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * This server's own loopback address (`http://127.0.0.1:<port>`), for calls it makes to itself: the
 * Paystack client to the sandbox gateway, the sandbox's webhooks back to the shop. Known only once
 * the server listens (tests listen on port 0).
 */
export function ownBaseUrl(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') throw new Error('the server is not listening yet');
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
