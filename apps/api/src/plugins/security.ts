import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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
 * calls the Payment Request API and `payment` is refused too.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'bluetooth=()',
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
 * Security headers on every answer (API, pages, static files, the service worker) through
 * @fastify/helmet. HSTS only in production: a development server on http://localhost must not tell
 * the browser to insist on HTTPS for that host for a year. Pages that set their own stricter policy
 * (the Paystack sandbox's hosted page, the dev mailbox) keep it: a route's own header wins.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(app.config) },
      strictTransportSecurity:
        app.config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'oja-security' },
);
