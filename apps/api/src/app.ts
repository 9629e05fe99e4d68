import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { clientAddressKey } from './lib/client-address.ts';
import { connectionTimeoutOptions } from './lib/connection-timeouts.ts';
import { errorLogSerializer } from './lib/log-redaction.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { mediaRoutes } from './modules/catalog/media-routes.ts';
import { reviewRoutes } from './modules/catalog/reviews-routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { seoRoutes } from './modules/catalog/seo-routes.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { messageRoutes } from './modules/engagement/messages-routes.ts';
import { newsletterRoutes } from './modules/engagement/newsletter-routes.ts';
import { trackingRoutes } from './modules/engagement/tracking-routes.ts';
import { identityRoutes } from './modules/identity/routes.ts';
import { logisticsRoutes } from './modules/logistics/routes.ts';
import { settlementPorts } from './modules/orders/payment.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { savedRoutes } from './modules/saved/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { afterAnswerPlugin } from './plugins/after-answer.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputGuardPlugin, refuseFrameworkError } from './plugins/input-guard.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { microCachePlugin } from './plugins/micro-cache.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { proxyWarningPlugin } from './plugins/proxy-warning.ts';
import { requestLogPlugin } from './plugins/request-log.ts';
import { securityPlugin } from './plugins/security.ts';
import { compiledSerializerCompiler } from './plugins/serializer.ts';
import { viewerPlugin } from './plugins/viewer.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { ownWebhookUrl, paystackSandbox } from './sandbox/paystack/routes.ts';
import { sandboxRoutes } from './sandbox/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
  }
}

/** Headers and body fields that must never reach a log line. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-guest-token"]',
  'req.headers["x-guest-passphrase"]',
  '*.password',
  '*.password_confirmation',
  '*.current_password',
  '*.new_password',
  '*.new_password_confirmation',
  '*.new_pin',
  '*.old_pin',
  '*.recaptcha',
];

/** Link tokens (verify email, reset password) travel in query strings; they never reach a log line. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|passphrase|code)=)[^&#]*/gi, '$1[redacted]');
}

export type BuildOptions = {
  config: Config;
  database: DatabaseHandle;
  logger?: boolean;
  /** Where log lines go (default stdout); tests pass a stream they read. */
  logStream?: { write(line: string): void };
};

/** Builds the whole server; server.ts listens with it and every API test injects requests into it. */
export async function buildApp({
  config,
  database,
  logger = true,
  logStream,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          ...(logStream ? { stream: logStream } : {}),
          redact: { paths: REDACTED, censor: '[redacted]' },
          serializers: {
            // Used only where a line logs the request itself: no address, no token in the query.
            req: (request) => ({ method: request.method, url: redactUrl(request.url) }),
            // Errors without the values of a failed query's parameters.
            err: errorLogSerializer,
          },
        }
      : false,
    // plugins/request-log.ts writes the one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // proxy-addr asks hop by hop, nearest first: trust exactly the configured number of proxies.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    bodyLimit: 1024 * 1024,
    // Slow and idle connections are closed (slowloris): the values and why in lib/connection-timeouts.ts.
    ...connectionTimeoutOptions(),
    // Paths the router refuses (undecodable, a parameter too long) are answered in the envelope too.
    frameworkErrors: refuseFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Tests also check every answer against its zod schema; elsewhere only the compiled serializer runs.
  app.setSerializerCompiler(compiledSerializerCompiler(config.env === 'test'));
  app.decorate('config', config);
  app.decorate('database', database);

  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(requestLogPlugin);
  await app.register(proxyWarningPlugin);
  await app.register(securityPlugin);
  await app.register(jsonBodyPlugin);
  // Before compression, so the cache stores (and compression then compresses) the plain JSON.
  if (config.microCacheSeconds > 0)
    await app.register(microCachePlugin, { maxSeconds: config.microCacheSeconds });
  await app.register(compress, { threshold: 1024 });
  // Routes opt in with `config.rateLimit`; nothing is limited globally. With REDIS_URL the counts
  // live in Redis so that every instance behind a load balancer sees the same ones.
  // ioredis is loaded only when it is used.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    // Every per-address count is keyed by one function (an IPv6 caller by its /64).
    keyGenerator: clientAddressKey,
    ...(redis ? { redis, nameSpace: 'oja-rate-limit:' } : {}),
  });
  await app.register(openApiPlugin);
  await app.register(viewerPlugin);
  await app.register(jobsPlugin);
  await app.register(afterAnswerPlugin);

  // The development stand-ins (dev mailbox, Paystack sandbox): never in production, whatever the
  // config says; elsewhere only as OJA_DEV_STANDINS allows, and then to this machine only (ADR 0071).
  const standIns = config.devStandIns && config.env !== 'production';
  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(identityRoutes);
      await api.register(catalogRoutes);
      await api.register(cartRoutes);
      await api.register(accountRoutes);
      await api.register(logisticsRoutes);
      await api.register(checkoutRoutes);
      // Payments settles order payments, finds unwanted charges and tells the shopper without
      // importing orders or engagement (the money modules' layers): handed in here (SettlementPorts).
      await api.register(paymentRoutes, settlementPorts);
      await api.register(walletRoutes);
      await api.register(savedRoutes);
      await api.register(orderRoutes);
      await api.register(reviewRoutes);
      await api.register(messageRoutes);
      await api.register(newsletterRoutes);
      await api.register(trackingRoutes);
      if (standIns) await api.register(sandboxRoutes);
    },
    { prefix: '/api/v1' },
  );
  await app.register(mediaRoutes, { prefix: '/media' });
  await app.register(seoRoutes);
  if (standIns) await app.register(import('./sandbox/mailbox-page.ts'));
  if (!config.paystackSecretKey && standIns) {
    await app.register(paystackSandbox, {
      prefix: '/sandbox/paystack',
      publicUrl: config.publicUrl,
      webhookUrl: () => ownWebhookUrl(app),
      refundDelayMs: config.sandboxRefundSeconds * 1000,
      owner: app,
    });
  }
  await app.register(webAppPlugin, { root: config.webDist });

  return app;
}
