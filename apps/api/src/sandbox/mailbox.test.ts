import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

/** Asks for a reset link and waits for its mail, which is sent after the answer. */
async function resetLink(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/password/request-reset-link',
    payload: { email },
  });
  await t.app.afterAnswer.idle();
  return res;
}

describe('dev mailbox', () => {
  it('lists the outbox newest first with the links found in each mail', async () => {
    for (const email of ['first@oja.test', 'second@oja.test']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/customer',
        payload: {
          firstname: 'Test',
          lastname: 'Shopper',
          email,
          password: 'Lagos2025',
          password_confirmation: 'Lagos2025',
          recaptcha: 'dev:REGISTER_CUSTOMER',
        },
      });
    }
    await resetLink('first@oja.test');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox' });
    const mails = res.json().data;
    expect(mails.map((m: { to: string }) => m.to)).toEqual([
      'first@oja.test',
      'second@oja.test',
      'first@oja.test',
    ]);
    expect(mails[0]).toMatchObject({
      subject: expect.stringMatching(/reset/i),
      text: expect.any(String),
      html: expect.stringContaining('<a'),
    });
    expect(mails[0].links[0]).toMatch(/\/reset-password\?token=/);
    const filtered = await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox?to=SECOND@oja.test' });
    expect(filtered.json().data).toHaveLength(1);
  });

  it('shows a page for people at /dev/mailbox', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Dev mailbox');
    expect(res.body).toContain('/verify-link-email?token=');
  });
});

describe('in production', () => {
  it('has neither the mailbox page nor its JSON', async () => {
    const prod = await buildTestApp({
      seed: false,
      config: {
        env: 'production',
        smtpUrl: 'smtp://127.0.0.1:2525',
        recaptchaSecret: 'secret',
        paystackSecretKey: 'sk_live_not_called_here',
      },
    });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox' })).statusCode).toBe(404);
      const page = await prod.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.body).not.toContain('Dev mailbox');
    } finally {
      await prod.close();
    }
  });
});
