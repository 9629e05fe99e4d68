import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  chargeSuccessEvent,
  isValidPaystackSignature,
  paystackSignature,
  SANDBOX_SECRET_KEY,
} from '../../integrations/paystack.ts';
import { createTestDatabase } from '../../test/database.ts';
import { paystackSandboxOf, type SandboxOptions } from './routes.ts';
import {
  auth,
  bareSandbox,
  eventually,
  initialize,
  PREFIX,
  postForm,
  SUCCESS_CARD,
  verify,
  webhookCatcher,
} from './test-helpers.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

// Each test builds its sandbox with the webhook options it needs, on the file's one database.
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function sandbox(options: Partial<SandboxOptions>): Promise<FastifyInstance> {
  const app = await bareSandbox(database, options);
  cleanups.push(() => app.close());
  return app;
}

async function catcher(answer?: (n: number) => number) {
  const c = await webhookCatcher(answer);
  cleanups.push(c.close);
  return c;
}

async function payOnce(app: FastifyInstance) {
  const started = await initialize(app);
  const res = await postForm(app, started.access_code, 'pay', SUCCESS_CARD);
  expect(res.statusCode).toBe(303);
  return started;
}

describe('sandbox webhooks', () => {
  it('posts charge.success with the verify data, signed with HMAC-SHA512 of the exact body', async () => {
    const hook = await catcher();
    const app = await sandbox({ webhookUrl: () => hook.url });
    const { reference, access_code } = await payOnce(app);
    await eventually(() => hook.deliveries.length === 1);
    const [delivery] = hook.deliveries;
    expect(delivery!.headers['content-type']).toBe('application/json');
    const signature = delivery!.headers['x-paystack-signature'] as string;
    expect(signature).toBe(paystackSignature(delivery!.body, SANDBOX_SECRET_KEY));
    expect(isValidPaystackSignature(delivery!.body, signature, SANDBOX_SECRET_KEY)).toBe(true);
    expect(isValidPaystackSignature(Buffer.from(delivery!.body), signature, SANDBOX_SECRET_KEY)).toBe(true);

    const event = chargeSuccessEvent.parse(JSON.parse(delivery!.body));
    expect(event.data).toEqual((await verify(app, reference)).json().data);
    expect(event.data).toMatchObject({ reference, status: 'success', amount: 1_234_550, currency: 'NGN' });

    const tampered = delivery!.body.replace('"amount":1234550', '"amount":1');
    expect(tampered).not.toBe(delivery!.body);
    expect(isValidPaystackSignature(tampered, signature, SANDBOX_SECRET_KEY)).toBe(false);
    expect(isValidPaystackSignature(delivery!.body, signature, 'sk_test_another_key')).toBe(false);

    // Paying again sends nothing new.
    expect((await postForm(app, access_code, 'pay', SUCCESS_CARD)).statusCode).toBe(303);
    await paystackSandboxOf(app).idle();
    expect(hook.deliveries).toHaveLength(1);
  });

  it('retries after a 500 and a network error, with the same signed body, until delivered', async () => {
    const hook = await catcher((n) => (n === 1 ? 500 : 200));
    const asked: number[] = [];
    // The first attempt finds nobody listening; the URL is asked for again at each attempt.
    const app = await sandbox({
      webhookUrl: () => (asked.push(Date.now()) === 1 ? 'http://127.0.0.1:9/nobody' : hook.url),
      webhookRetries: 3,
      webhookBackoffMs: 20,
    });
    await payOnce(app);
    await eventually(() => hook.deliveries.length === 1);
    expect(asked).toHaveLength(3);
    expect(hook.calls()).toBe(2);
    // Backoff doubles: 20 ms, then 40 ms.
    expect(asked[2]! - asked[1]!).toBeGreaterThanOrEqual(35);
  });

  it('gives up after the configured retries', async () => {
    const hook = await catcher(() => 503);
    const app = await sandbox({ webhookUrl: () => hook.url, webhookRetries: 2, webhookBackoffMs: 5 });
    await payOnce(app);
    // Once the sender is idle it has given up: three calls, no fourth.
    await paystackSandboxOf(app).idle();
    expect(hook.calls()).toBe(3);
  });

  it('sends the same event twice when the duplicate rate is 1, as Paystack sometimes does', async () => {
    const hook = await catcher();
    const app = await sandbox({ webhookUrl: () => hook.url, duplicateWebhookRate: 1 });
    const { reference } = await payOnce(app);
    await eventually(() => hook.deliveries.length === 2);
    const [first, second] = hook.deliveries;
    expect(second!.body).toBe(first!.body);
    expect(second!.headers['x-paystack-signature']).toBe(first!.headers['x-paystack-signature']);
    expect(JSON.parse(first!.body).data.reference).toBe(reference);
  });

  it('posts refund.pending at once and refund.processed once the refund ends, each once', async () => {
    const hook = await catcher();
    // Even at a duplicate rate of 1, refund events go out once each.
    const app = await sandbox({ webhookUrl: () => hook.url, duplicateWebhookRate: 1 });
    const { reference } = await payOnce(app);
    await paystackSandboxOf(app).idle();
    const charges = hook.deliveries.length;
    const res = await app.inject({
      method: 'POST',
      url: `${PREFIX}/refund`,
      headers: auth,
      payload: { transaction: reference, amount: 1000 },
    });
    expect(res.statusCode).toBe(200);
    await paystackSandboxOf(app).idle();
    expect(await paystackSandboxOf(app).settleRefunds()).toBe(1);
    const events = hook.deliveries.slice(charges).map((d) => JSON.parse(d.body));
    expect(events.map((e) => e.event)).toEqual(['refund.pending', 'refund.processed']);
    expect(events[1]).toMatchObject({
      data: { transaction_reference: reference, amount: 1000, currency: 'NGN', status: 'processed' },
    });
    const last = hook.deliveries.at(-1)!;
    expect(
      isValidPaystackSignature(last.body, last.headers['x-paystack-signature'] as string, SANDBOX_SECRET_KEY),
    ).toBe(true);
  });

  it('ends a refund on its own tick after the delay', async () => {
    const hook = await catcher();
    const app = await sandbox({ webhookUrl: () => hook.url, refundDelayMs: 300 });
    const { reference } = await payOnce(app);
    await app.inject({
      method: 'POST',
      url: `${PREFIX}/refund`,
      headers: auth,
      payload: { transaction: reference },
    });
    await eventually(() => hook.deliveries.some((d) => JSON.parse(d.body).event === 'refund.processed'));
    await paystackSandboxOf(app).idle();
    expect(hook.deliveries.filter((d) => JSON.parse(d.body).event === 'refund.processed')).toHaveLength(1);
  });

  it('redirects the shopper without waiting for the merchant to answer the webhook', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived = false;
    let answered = false;
    const slow = createServer((_request, response) => {
      arrived = true;
      void held.then(() => {
        answered = true;
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          release();
          slow.closeAllConnections();
          slow.close(() => resolve());
        }),
    );
    const app = await sandbox({
      webhookUrl: () => `http://127.0.0.1:${(slow.address() as AddressInfo).port}/hook`,
    });
    const { access_code, reference } = await initialize(app);
    const paid = await postForm(app, access_code, 'pay', SUCCESS_CARD);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://shop.test/checkout/return?reference=${reference}&trxref=${reference}`,
    );
    expect(answered).toBe(false);
    // The webhook still goes out, and the payment stands while the merchant holds its answer.
    await eventually(() => arrived);
    expect((await verify(app, reference)).json().data).toMatchObject({ reference, status: 'success' });
    release();
    await eventually(() => answered);
  });

  it('stops pending retries when the app closes', async () => {
    const hook = await catcher(() => 500);
    const app = await bareSandbox(database, {
      webhookUrl: () => hook.url,
      webhookRetries: 5,
      webhookBackoffMs: 60_000,
    });
    await payOnce(app);
    await eventually(() => hook.calls() === 1);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(hook.calls()).toBe(1);
  });
});
