import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { makePrivate } from './lib/private-folder.ts';

/** The repository root: relative paths in the environment (OJA_DATA_DIR) are taken from here, not the cwd. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().min(1).optional());

const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Loopback unless asked: the development stand-ins (dev mailbox, Paystack sandbox) are not for the network.
  HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  OJA_DATA_DIR: z.string().default('.data'),
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  // The key of the wallet PINs' keyed hashes (ADR 0052), and the one before it while PINs move over.
  PIN_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  PIN_SECRET_PREVIOUS: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  PAYSTACK_SECRET_KEY: optionalString,
  PAYSTACK_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  OJA_UNPAID_ORDER_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  OJA_UNPAID_ORDERS_MAX: z.coerce.number().int().min(1).max(1000).default(3),
  OJA_UNPAID_UNITS_PER_PRODUCT_MAX: z.coerce.number().int().min(1).max(1_000_000).default(5),
  // What one customer's unpaid card orders may hold in all (ADR 0072): different items, units, and
  // the goods' value in naira; a hold that ended unpaid counts for OJA_UNPAID_COOLDOWN_MINUTES more.
  OJA_UNPAID_LINES_MAX: z.coerce.number().int().min(1).max(1_000_000).default(20),
  OJA_UNPAID_UNITS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(50),
  OJA_UNPAID_VALUE_MAX_NAIRA: z.coerce.number().int().min(1).max(1_000_000_000_000).default(5_000_000),
  OJA_UNPAID_COOLDOWN_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  OJA_SCARCE_STOCK_MAX: z.coerce.number().int().min(0).max(1_000_000).default(20),
  // The hold of an order that fills a customer's caps (ADR 0072); no longer than OJA_UNPAID_ORDER_MINUTES.
  OJA_UNPAID_ORDER_MIN_MINUTES: z.coerce.number().int().min(1).max(10_080).default(10),
  OJA_PER_IP_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  // Days tracking rows (affiliate clicks, analytics events) are kept before the prune job deletes them.
  OJA_TRACKING_KEEP_DAYS: z.coerce.number().int().min(8).max(3650).default(90),
  OJA_CHECKOUTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  RECAPTCHA_SECRET: optionalString,
  SMTP_URL: optionalString,
  REDIS_URL: optionalString,
  PUBLIC_URL: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OJA_WEB_DIST: optionalString,
  // Hops of trusted proxies in front (e.g. 1 behind one load balancer). Trusting any X-Forwarded-For
  // would let a caller pick its own IP and slip past per-IP rate limits.
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  OJA_MICRO_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  OJA_SEED_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).default(2400),
  // Smart Coin (ADR 0007): coins earned per NGN 100 of a delivered order's cart total, and what one
  // coin takes off a checkout total, in kobo.
  OJA_SMART_COIN_EARN_PER_100_NAIRA: z.coerce.number().int().min(0).max(10_000).default(1),
  OJA_SMART_COIN_VALUE_KOBO: z.coerce.number().int().min(1).max(1_000_000).default(100),
  // Order simulator (ADR 0008): moves paid orders one step along every this many seconds; 0 = off.
  OJA_ORDER_SIMULATOR_SECONDS: z.coerce.number().int().min(0).max(86_400).default(0),
  // The sandbox gateway ends a refund this many seconds after it was made (ADR 0035); 0: only when
  // asked (POST /sandbox/paystack/refunds/settle). Unset: 5, and 0 under NODE_ENV=test.
  OJA_SANDBOX_REFUND_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  // API processes on this machine (node:cluster, one port): about one per core. PostgreSQL only.
  OJA_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  // The API reference at /api/docs: on in development and tests, off in production unless set to 1.
  OJA_API_DOCS: z.preprocess(emptyAsUndefined, z.stringbool().optional()),
  // The development stand-ins (dev mailbox, Paystack sandbox; ADR 0071): on in development and tests
  // unless set to 0, never in production.
  OJA_DEV_STANDINS: z.preprocess(emptyAsUndefined, z.stringbool().optional()),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: Uint8Array;
  /** Keys of the wallet PINs' hashes (PIN_SECRET, PIN_SECRET_PREVIOUS): see modules/wallet/pin-hash.ts. */
  pinSecrets: { current: Uint8Array; previous: Uint8Array | null };
  paystackSecretKey?: string;
  /** Paystack's API; unset: Paystack's own when a key is set, else this server's sandbox gateway. */
  paystackBaseUrl?: string;
  /** An order still unpaid this long after checkout gives its stock back (OJA_UNPAID_ORDER_MINUTES). */
  unpaidOrderSeconds: number;
  /** The sandbox gateway's refunds end this long after they are made; 0: only when asked. */
  sandboxRefundSeconds: number;
  /** What one customer may hold in unpaid card orders (ADR 0030, 0072): see checkout/hold-limits.ts. */
  holdLimits: HoldLimits;
  /** Multiplies every per-IP limit (OJA_PER_IP_LIMIT_FACTOR): for many shoppers behind one address. */
  perIpLimitFactor: number;
  /** Days affiliate clicks and analytics events are kept (OJA_TRACKING_KEEP_DAYS, ADR 0074). */
  trackingKeepDays: number;
  /** Orders one signed-in shopper may place a minute (OJA_CHECKOUTS_PER_MINUTE). */
  checkoutsPerMinute: number;
  recaptchaSecret?: string;
  smtpUrl?: string;
  redisUrl?: string;
  publicUrl: string;
  logLevel: string;
  seedProducts: number;
  /** Seconds a public catalogue answer is answered from memory; 0 turns the micro-cache off. */
  microCacheSeconds: number;
  trustProxyHops: number;
  /** Folder of the built web app; served at / when it exists. */
  webDist: string;
  /** Smart coins earned per NGN 100 of a delivered order's cart total (OJA_SMART_COIN_EARN_PER_100_NAIRA). */
  smartCoinEarnPer100Naira: number;
  /** Kobo one smart coin takes off a checkout total (OJA_SMART_COIN_VALUE_KOBO). */
  smartCoinValueKobo: number;
  /** Seconds between the simulator's steps of a paid order (OJA_ORDER_SIMULATOR_SECONDS); 0 = off. */
  orderSimulatorSeconds: number;
  /** Serve the API reference at /api/docs (OJA_API_DOCS; default: everywhere but production). */
  apiDocs: boolean;
  /** API processes sharing the port (OJA_WORKERS); above 1 needs DATABASE_URL. */
  workers: number;
  /** Mount the dev mailbox and the Paystack sandbox (OJA_DEV_STANDINS; never in production). */
  devStandIns: boolean;
};

/** What one customer's unpaid card orders may hold (ADR 0030, ADR 0072). */
export type HoldLimits = {
  /** Unpaid card orders open at once (OJA_UNPAID_ORDERS_MAX). */
  orders: number;
  /** Units of one product across them (OJA_UNPAID_UNITS_PER_PRODUCT_MAX). */
  unitsPerProduct: number;
  /** Lines, units and goods' value across them and the holds that ended unpaid within `cooldownSeconds`. */
  lines: number;
  units: number;
  valueKobo: number;
  /** How long a hold that ended unpaid still counts, and keeps its scarce products from the account. */
  cooldownSeconds: number;
  /** A product with at most this many units on the shelf is scarce. */
  scarceStock: number;
  /** The hold of an order that fills a cap; a smaller one holds up to `unpaidOrderSeconds`. */
  shortestHoldSeconds: number;
};

/** What NODE_ENV=test signs and hashes with when not given one. */
const TEST_SECRETS = {
  JWT_SECRET: 'test-secret-that-is-only-for-tests-000',
  PIN_SECRET: 'test-pin-secret-that-is-only-for-tests',
} as const;

/**
 * A server secret (JWT_SECRET, PIN_SECRET): without it a development machine keeps a random one in
 * the data folder so that what it signed survives restarts; production refuses to start without one
 * (every instance must share it); tests use a fixed one.
 */
function secretFor(
  name: keyof typeof TEST_SECRETS,
  env: Config['env'],
  given: string | undefined,
  dataDir: string,
): Uint8Array {
  if (given) return new TextEncoder().encode(given);
  if (env === 'production') throw new Error(`${name} (at least 32 characters) is required in production`);
  if (env === 'test') return new TextEncoder().encode(TEST_SECRETS[name]);
  const file = path.join(dataDir, name.toLowerCase().replace('_', '-'));
  // A secret another local user can read, or replace in a folder open to them, signs their tokens too;
  // an older folder may have been left open (ADR 0071).
  makePrivate(dataDir);
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = environment.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.OJA_WORKERS > 1 && !e.DATABASE_URL) {
    throw new Error(
      'Invalid configuration:\n  OJA_WORKERS: above 1 needs DATABASE_URL (one process owns a PGlite folder)',
    );
  }
  if (e.OJA_WORKERS > 1 && e.NODE_ENV === 'production' && !e.REDIS_URL) {
    throw new Error(
      'Invalid configuration:\n  OJA_WORKERS: above 1 in production needs REDIS_URL (else each process keeps its own rate limits)',
    );
  }
  if (e.OJA_DEV_STANDINS && e.NODE_ENV === 'production') {
    throw new Error(
      'Invalid configuration:\n  OJA_DEV_STANDINS: the dev mailbox and the Paystack sandbox never run in production',
    );
  }
  const devStandIns = e.OJA_DEV_STANDINS ?? e.NODE_ENV !== 'production';
  if (!devStandIns && e.NODE_ENV !== 'production' && !e.PAYSTACK_SECRET_KEY) {
    throw new Error(
      'Invalid configuration:\n  OJA_DEV_STANDINS: 0 needs PAYSTACK_SECRET_KEY (card payments go to the Paystack sandbox otherwise)',
    );
  }
  const dataDir = path.resolve(repoRoot, e.OJA_DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    jwtSecret: overrides.jwtSecret ?? secretFor('JWT_SECRET', e.NODE_ENV, e.JWT_SECRET, dataDir),
    pinSecrets: overrides.pinSecrets ?? {
      current: secretFor('PIN_SECRET', e.NODE_ENV, e.PIN_SECRET, dataDir),
      previous: e.PIN_SECRET_PREVIOUS ? new TextEncoder().encode(e.PIN_SECRET_PREVIOUS) : null,
    },
    paystackSecretKey: e.PAYSTACK_SECRET_KEY,
    paystackBaseUrl: e.PAYSTACK_BASE_URL,
    unpaidOrderSeconds: e.OJA_UNPAID_ORDER_MINUTES * 60,
    sandboxRefundSeconds: e.OJA_SANDBOX_REFUND_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 5),
    holdLimits: {
      orders: e.OJA_UNPAID_ORDERS_MAX,
      unitsPerProduct: e.OJA_UNPAID_UNITS_PER_PRODUCT_MAX,
      lines: e.OJA_UNPAID_LINES_MAX,
      units: e.OJA_UNPAID_UNITS_MAX,
      valueKobo: e.OJA_UNPAID_VALUE_MAX_NAIRA * 100,
      cooldownSeconds: e.OJA_UNPAID_COOLDOWN_MINUTES * 60,
      scarceStock: e.OJA_SCARCE_STOCK_MAX,
      shortestHoldSeconds: Math.min(e.OJA_UNPAID_ORDER_MIN_MINUTES, e.OJA_UNPAID_ORDER_MINUTES) * 60,
    },
    checkoutsPerMinute: e.OJA_CHECKOUTS_PER_MINUTE,
    perIpLimitFactor: e.OJA_PER_IP_LIMIT_FACTOR,
    trackingKeepDays: e.OJA_TRACKING_KEEP_DAYS,
    recaptchaSecret: e.RECAPTCHA_SECRET,
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    seedProducts: e.OJA_SEED_PRODUCTS,
    microCacheSeconds: e.OJA_MICRO_CACHE_SECONDS,
    trustProxyHops: e.TRUST_PROXY,
    webDist: path.resolve(repoRoot, e.OJA_WEB_DIST ?? 'apps/web/dist'),
    smartCoinEarnPer100Naira: e.OJA_SMART_COIN_EARN_PER_100_NAIRA,
    smartCoinValueKobo: e.OJA_SMART_COIN_VALUE_KOBO,
    orderSimulatorSeconds: e.OJA_ORDER_SIMULATOR_SECONDS,
    workers: e.OJA_WORKERS,
    apiDocs: e.OJA_API_DOCS ?? e.NODE_ENV !== 'production',
    devStandIns,
    ...overrides,
  };
}
