import type { OutboxMail } from '@oja/contract/identity';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/tables/identity.ts';

let ipCounter = 0;
/** A fresh client address, so one test's per-IP limit never spills into the next. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let phoneCounter = 0;
/** A phone number no other test customer has (local form, 11 digits starting with 0). */
export function freshPhone(): string {
  phoneCounter += 1;
  const digits = `${Date.now() % 1_000_000}${String(phoneCounter).padStart(3, '0')}`.padStart(9, '0');
  return `07${digits.slice(-9)}`;
}

let emailCounter = 0;
export function freshEmail(prefix = 'shopper'): string {
  emailCounter += 1;
  return `${prefix}.${Date.now().toString(36)}.${emailCounter}@oja.test`;
}

export const PASSWORD = 'Lagos2025';

export function signUpPayload(overrides: Record<string, unknown> = {}) {
  return {
    firstname: 'Adébáyọ̀',
    lastname: 'Okafor',
    email: freshEmail(),
    phone_number: '08031234567',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    recaptcha: 'dev:REGISTER_CUSTOMER',
    ...overrides,
  };
}

type Json = Record<string, unknown> | undefined;

export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Json,
  opts: { token?: string; ip?: string } = {},
) {
  return app.inject({
    method,
    url: `/api/v1/${url}`,
    payload,
    remoteAddress: opts.ip ?? freshIp(),
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
  });
}

/** The mails to `to`, once the mail work done after earlier answers (reset link, appeal) is finished. */
export async function mailbox(app: FastifyInstance, to: string): Promise<OutboxMail[]> {
  await app.afterAnswer.idle();
  const res = await app.inject({ method: 'GET', url: `/api/v1/dev/mailbox?to=${encodeURIComponent(to)}` });
  return res.json().data as OutboxMail[];
}

/** The token of the newest mailed link to `path` (verify-link-email or reset-password). */
export async function mailedToken(app: FastifyInstance, to: string, path: string): Promise<string> {
  const [mail] = await mailbox(app, to);
  const link = mail?.links.find((l) => l.includes(`/${path}?`));
  if (!link) throw new Error(`no ${path} link mailed to ${to}`);
  return new URL(link).searchParams.get('token')!;
}

/** Signs up; with `verified` the email is confirmed through the mailed link, as a shopper would. */
export async function createCustomer(
  app: FastifyInstance,
  opts: {
    verified?: boolean;
    status?: 'active' | 'banned' | 'suspended';
    email?: string;
    /** As typed at sign-up; the default is the phone every other test customer shares. */
    phone?: string;
  } = {},
) {
  const payload = signUpPayload({
    ...(opts.email ? { email: opts.email } : {}),
    ...(opts.phone ? { phone_number: opts.phone } : {}),
  });
  const res = await call(app, 'POST', 'customer', payload);
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  if (opts.verified ?? true) {
    const token = await mailedToken(app, payload.email, 'verify-link-email');
    const verified = await call(app, 'POST', 'email/verify', { token });
    if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  }
  if (opts.status && opts.status !== 'active') {
    await app.database.db.update(users).set({ status: opts.status }).where(eq(users.email, payload.email));
  }
  return { email: payload.email, password: PASSWORD };
}

export async function logIn(app: FastifyInstance, email: string, password = PASSWORD, ip?: string) {
  return call(app, 'POST', 'login', { email, password, recaptcha: 'dev:LOGIN' }, { ip });
}

/** Moves a per-account window into the past, as if its time had run out. */
export async function expireLimitWindow(app: FastifyInstance, key: string) {
  await app.database.db.execute(
    sql`update rate_limit_counters set window_started_at = now() - interval '1 day' where key = ${key}`,
  );
}
