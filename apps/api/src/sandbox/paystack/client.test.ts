import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPaystackClient,
  type PaystackClient,
  PaystackError,
  SANDBOX_SECRET_KEY,
} from '../../integrations/paystack.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { ownWebhookUrl } from './routes.ts';
import { DECLINED_CARD, postForm, SUCCESS_CARD, uniqueReference } from './test-helpers.ts';

// The shop's real Paystack client, unchanged, over HTTP against the app's own sandbox gateway.
let t: TestApp;
let baseUrl: string;
let client: PaystackClient;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/sandbox/paystack`;
  client = createPaystackClient({ baseUrl, secretKey: SANDBOX_SECRET_KEY });
});
afterAll(() => t.close());

const accessCodeOf = (authorizationUrl: string) => new URL(authorizationUrl).pathname.split('/').at(-1)!;

async function refusal(promise: Promise<unknown>): Promise<PaystackError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaystackError);
  return error as PaystackError;
}

describe('Paystack client against the sandbox gateway', () => {
  it('initializes, is paid on the hosted page, verifies, and refunds part then the rest', async () => {
    const reference = uniqueReference('client');
    const started = await client.initialize({
      email: 'ada@example.com',
      amountKobo: 2_500_000,
      reference,
      callbackUrl: 'http://shop.test/return?order=ORD-7',
      metadata: { order: 'ORD-7' },
    });
    expect(started.reference).toBe(reference);
    expect(started.authorizationUrl).toBe(
      `${t.app.config.publicUrl}/sandbox/paystack/checkout/${started.accessCode}`,
    );
    expect(accessCodeOf(started.authorizationUrl)).toBe(started.accessCode);

    const before = await client.verify(reference);
    expect(before).toMatchObject({ status: 'pending', amountKobo: 2_500_000, paidAt: null });

    const declined = await postForm(t.app, started.accessCode, 'pay', DECLINED_CARD);
    expect(declined.statusCode).toBe(303);
    expect(await client.verify(reference)).toMatchObject({ status: 'failed', gatewayResponse: 'Declined' });

    const paid = await postForm(t.app, started.accessCode, 'pay', SUCCESS_CARD);
    expect(paid.headers.location).toBe(
      `http://shop.test/return?order=ORD-7&reference=${reference}&trxref=${reference}`,
    );
    const verified = await client.verify(reference);
    expect(verified).toMatchObject({
      reference,
      status: 'success',
      amountKobo: 2_500_000,
      currency: 'NGN',
      gatewayResponse: 'Successful',
      channel: 'card',
      paidAt: expect.any(String),
    });
    expect(verified.raw).toMatchObject({ metadata: { order: 'ORD-7' } });

    expect(await client.refund({ reference, amountKobo: 500_000, merchantNote: 'One item' })).toMatchObject({
      status: 'pending',
      amountKobo: 500_000,
      currency: 'NGN',
    });
    const tooMuch = await refusal(client.refund({ reference, amountKobo: 2_000_001 }));
    expect(tooMuch.status).toBe(400);
    expect((await client.refund({ reference })).amountKobo).toBe(2_000_000);
    expect((await client.verify(reference)).status).toBe('reversed');
  });

  it("maps the gateway's refusals to PaystackError", async () => {
    const unknown = await refusal(client.verify('never-initialized'));
    expect(unknown).toMatchObject({ status: 404, message: 'Transaction reference not found' });

    const reference = uniqueReference('twice');
    const input = {
      email: 'a@example.com',
      amountKobo: 10_000,
      reference,
      callbackUrl: 'http://shop.test/r',
    };
    await client.initialize(input);
    expect(await refusal(client.initialize(input))).toMatchObject({
      status: 400,
      message: 'Duplicate Transaction Reference',
      body: { status: false, message: 'Duplicate Transaction Reference' },
    });

    const stranger = createPaystackClient({ baseUrl, secretKey: 'sk_test_not_the_sandbox' });
    expect(await refusal(stranger.verify(reference))).toMatchObject({ status: 401, message: 'Invalid key' });
  });

  it("sends webhooks to the app's own Paystack endpoint on the address it listens on", () => {
    const { port } = t.app.server.address() as AddressInfo;
    expect(ownWebhookUrl(t.app)).toBe(`http://127.0.0.1:${port}/api/v1/payments/paystack/webhook`);
  });
});
