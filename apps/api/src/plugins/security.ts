import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

/**
 * What reCAPTCHA v3 loads when the web app is built with a site key: api.js from www.google.com, its
 * code from www.gstatic.com, and its frames (Google's reCAPTCHA FAQ lists exactly these for a CSP).
 */
const RECAPTCHA_SCRIPT_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAME_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

/**
 * The shop's Content-Security-Policy. Every script is a file we serve (the server-rendered state is a
 * `<script type="application/json">`, which the browser never runs). Styles keep 'unsafe-inline'
 * because server-rendered React writes `style="..."` attributes (star fills, carousel offsets), which
 * only 'unsafe-inline' allows. Paystack needs nothing here: the shopper goes to its hosted page with
 * a top-level navigation and comes back to /order-complete; no Paystack script or frame is loaded.
 * reCAPTCHA's origins are allowed only where a real RECAPTCHA_SECRET says real tokens are in use.
 */
function contentSecurityPolicy(config: Pick<Config, 'recaptchaSecret'>): Record<string, string[]> {
  const recaptcha = Boolean(config.recaptchaSecret);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(recaptcha ? RECAPTCHA_SCRIPT_SOURCES : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'"],
    ...(recaptcha ? { 'frame-src': ["'self'", ...RECAPTCHA_FRAME_SOURCES] } : {}),
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/**
 * Browser features no page of the shop uses, refused for it and for anything it might frame. Paystack
 * included: the shopper pays on Paystack's hosted page after a top-level navigation, so the shop never
 * calls the Payment Request API and `payment` is refused too. Only features Chromium knows: an
 * unknown one (`bluetooth`) made every page log an error (e2e/tests/security.spec.ts watches for it).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/**
 * The headers helmet sets with these options, worked out once: @fastify/helmet builds helmet's
 * middleware again for every request (parsing the policy's directives each time), about 3% of the
 * API's CPU on a catalogue call. An inject into a bare Fastify instance with the same options reads
 * what helmet would set, so its defaults stay helmet's own.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const { headers } = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name, value]) => !own.has(name) && typeof value === 'string')
      .map(([name, value]) => [name, value as string]),
  );
}

/**
 * Security headers on every answer (API, pages, static files, the service worker), those of
 * @fastify/helmet plus the Permissions-Policy. HSTS only in production: a development server on
 * http://localhost must not tell the browser to insist on HTTPS for that host for a year. Pages that
 * set their own stricter policy (the Paystack sandbox's hosted page, the dev mailbox) keep it: a
 * route's own header wins.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = {
      ...(await helmetHeaders({
        contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(app.config) },
        strictTransportSecurity:
          app.config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        frameguard: { action: 'deny' },
      })),
      'permissions-policy': PERMISSIONS_POLICY,
    };
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'oja-security' },
);
