import type { OutboxMail } from '@oja/contract/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, freshIp, signUpPayload } from '../modules/identity/test-helpers.ts';
import { buildTestApp, type TestApp } from './app.ts';

// Issue 26 row 7: every mailed link is built from PUBLIC_URL, whatever Host or X-Forwarded-Host
// the request that caused the mail carried.
const PUBLIC_URL = 'https://shop.oja.test';
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false, config: { publicUrl: PUBLIC_URL, trustProxyHops: 1 } });
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, headers: FORGED, remoteAddress: freshIp() });

/** The mails to `to`, once `count` have arrived (mail may be sent after the answer, from the job queue). */
async function mailsTo(to: string, count: number): Promise<OutboxMail[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`,
    });
    const mails = res.json().data as OutboxMail[];
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('mailed links under a forged Host', () => {
  it('verify, reset and newsletter links all start with PUBLIC_URL', async () => {
    const customer = signUpPayload();
    expect((await post('customer', customer)).statusCode).toBe(201);
    expect((await post('password/request-reset-link', { email: customer.email })).statusCode).toBe(200);
    const reader = freshEmail('reader');
    expect((await post('newsletter/subscribe', { email: reader })).statusCode).toBe(200);

    const links = [...(await mailsTo(customer.email, 2)), ...(await mailsTo(reader, 1))].flatMap(
      (mail) => mail.links,
    );
    expect(links.some((link) => link.includes('/verify-link-email?token='))).toBe(true);
    expect(links.some((link) => link.includes('/reset-password?token='))).toBe(true);
    expect(links.some((link) => link.includes('/newsletter/confirm?token='))).toBe(true);
    for (const link of links) expect(link.startsWith(`${PUBLIC_URL}/`), link).toBe(true);
  });
});
