import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forwardingHeaderOf } from '../lib/forwarding.ts';

/** What the log says, once, when a proxy is in front and TRUST_PROXY does not say so. */
export const UNTRUSTED_PROXY_WARNING =
  'a request came through a proxy (forwarding header) but TRUST_PROXY is 0: every caller behind it has the ' +
  "proxy's address, so each per-IP limit (sign-in, sign-up, view caps) is one limit for everyone. Set " +
  'TRUST_PROXY to the number of proxies in front (1 for one nginx or load balancer)';

/**
 * With TRUST_PROXY at 0, the first request that carries a forwarding header (X-Forwarded-For,
 * Forwarded, X-Real-IP...) is warned about in the log: once per process, so a proxied shop does not
 * write a line per request. The line names the header, never the address in it.
 */
export const proxyWarningPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.config.trustProxyHops > 0) return;
    let warned = false;
    app.addHook('onRequest', async (request) => {
      if (warned) return;
      const header = forwardingHeaderOf(request.headers);
      if (header === undefined) return;
      warned = true;
      app.log.warn({ header }, UNTRUSTED_PROXY_WARNING);
    });
  },
  { name: 'oja-proxy-warning' },
);
