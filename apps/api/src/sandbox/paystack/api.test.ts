import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { REFUND_FAILURE_REASON } from './cards.ts';
import { paystackSandboxOf } from './routes.ts';
import {
  auth,
  DECLINED_CARD,
  FAILING_REFUND_CARD,
  initialize,
  PREFIX,
  postForm,
  SUCCESS_CARD,
  uniqueReference,
  verify,
} from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  // The webhooks (refund events) reach this server's own handler rather than retrying into nothing.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = auth) =>
  t.app.inject({ method: 'POST', url: `${PREFIX}/${url}`, headers, payload });

async function paid(fields: Record<string, unknown> = {}) {
  const started = await initialize(t.app, fields);
  expect((await postForm(t.app, started.access_code, 'pay', SUCCESS_CARD)).statusCode).toBe(303);
  return started;
}

describe('sandbox Paystack: authorization', () => {
  it.each([
    ['no header', {}],
    ['another key', { authorization: 'Bearer sk_test_someone_else' }],
    ['the key without Bearer', { authorization: auth.authorization.replace('Bearer ', '') }],
  ])('answers 401 Invalid key with %s', async (_name, headers) => {
    for (const res of [
      await post('transaction/initialize', { email: 'a@b.ng', amount: 100 }, headers),
      await t.app.inject({ method: 'GET', url: `${PREFIX}/transaction/verify/abc`, headers }),
      await post('refund', { transaction: 'abc' }, headers),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: false, message: 'Invalid key' });
    }
  });
});

describe('sandbox Paystack: POST /transaction/initialize', () => {
  it("answers Paystack's shape with an authorization URL on the hosted page", async () => {
    const reference = uniqueReference('init');
    const res = await post('transaction/initialize', {
      email: 'ada@example.com',
      amount: 500_000,
      reference,
      callback_url: 'http://shop.test/return',
      metadata: { order: 'ORD-1' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: expect.any(String), access_code: expect.any(String), reference },
    });
    expect(body.data.authorization_url).toBe(
      `${t.app.config.publicUrl}/sandbox/paystack/checkout/${body.data.access_code}`,
    );
    const verified = (await verify(t.app, reference)).json().data;
    expect(verified).toMatchObject({
      reference,
      amount: 500_000,
      currency: 'NGN',
      status: 'pending',
      metadata: { order: 'ORD-1' },
      customer: { email: 'ada@example.com' },
      paid_at: null,
      authorization: {},
    });
  });

  it('takes the amount as a string of kobo, form-encoded bodies, and makes up a reference when none is given', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${PREFIX}/transaction/initialize`,
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        email: 'form@example.com',
        amount: '25000',
        metadata: '{"a":1}',
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
    const { reference } = res.json().data;
    expect(reference).toMatch(/^[a-z0-9]{12}$/);
    expect((await verify(t.app, reference)).json().data).toMatchObject({
      amount: 25_000,
      currency: 'NGN',
      metadata: { a: 1 },
    });
  });

  it.each([
    [{ amount: 100 }, 'Invalid Email Address Passed'],
    [{ email: 'not-an-email', amount: 100 }, 'Invalid Email Address Passed'],
    [{ email: 'a@b.ng' }, 'Invalid Amount Sent'],
    [{ email: 'a@b.ng', amount: 0 }, 'Invalid Amount Sent'],
    [{ email: 'a@b.ng', amount: 12.5 }, 'Invalid Amount Sent'],
    [{ email: 'a@b.ng', amount: '12.50' }, 'Invalid Amount Sent'],
    [{ email: 'a@b.ng', amount: -100 }, 'Invalid Amount Sent'],
    [{ email: 'a@b.ng', amount: 100, currency: 'USD' }, 'Currency not supported by merchant'],
    [
      { email: 'a@b.ng', amount: 100, reference: 'has space' },
      expect.stringMatching(/^Invalid transaction reference/),
    ],
    [
      { email: 'a@b.ng', amount: 100, callback_url: 'javascript:alert(1)' },
      expect.stringMatching(/callback_url/),
    ],
    [{ email: 'a@b.ng', amount: 100, metadata: '[1,2' }, expect.stringMatching(/metadata/)],
  ])('refuses %j with 400', async (payload, message) => {
    const res = await post('transaction/initialize', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message });
  });

  it('refuses a reference used before with Duplicate Transaction Reference', async () => {
    const reference = uniqueReference('dup');
    await initialize(t.app, { reference });
    const res = await post('transaction/initialize', { email: 'b@example.com', amount: 100, reference });
    expect(res.statusCode).toBe(400);
    // Paystack's whole body: the shop tells a duplicate by its code (payments/service.ts).
    expect(res.json()).toEqual({
      status: false,
      message: 'Duplicate Transaction Reference',
      meta: { nextStep: 'Try and create the Transaction or Charge with a new reference' },
      type: 'validation_error',
      code: 'duplicate_reference',
      errorCodeMappingNotFound: false,
    });
  });

  it('answers malformed JSON as Paystack would, not as a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${PREFIX}/transaction/initialize`,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message: expect.any(String) });
  });
});

describe('sandbox Paystack: GET /transaction/verify/:reference', () => {
  it("answers an unknown reference 404 with the document's Error body", async () => {
    const res = await verify(t.app, 'no-such-reference');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: false,
      message: 'Transaction reference not found',
      meta: { nextStep: expect.any(String) },
      type: 'validation_error',
    });
  });

  it("gives ip_address as a string: the payer's address as the hosted page saw it", async () => {
    const { reference, access_code } = await initialize(t.app);
    expect((await verify(t.app, reference)).json().data.ip_address).toBe('');
    const card = await t.app.inject({
      method: 'POST',
      url: `${PREFIX}/checkout/${access_code}/pay`,
      // The hosted page answers this machine only (lib/loopback.ts): a loopback payer of its own.
      remoteAddress: '127.0.0.9',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(SUCCESS_CARD).toString(),
    });
    expect(card.statusCode).toBe(303);
    expect((await verify(t.app, reference)).json().data.ip_address).toBe('127.0.0.9');
  });

  it("answers a paid transaction in Paystack's shape, with its card authorization", async () => {
    const { reference } = await paid({ amount: 1_234_550 });
    const res = await verify(t.app, reference);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: true, message: 'Verification successful' });
    expect(body.data).toMatchObject({
      id: expect.any(Number),
      domain: 'test',
      status: 'success',
      reference,
      amount: 1_234_550,
      requested_amount: 1_234_550,
      currency: 'NGN',
      channel: 'card',
      gateway_response: 'Successful',
      paid_at: expect.any(String),
      created_at: expect.any(String),
      fees: expect.any(Number),
      customer: { email: 'ada@example.com', customer_code: expect.stringMatching(/^CUS_/) },
      authorization: {
        authorization_code: expect.stringMatching(/^AUTH_/),
        bin: '408408',
        last4: '4081',
        exp_month: '12',
        exp_year: '2039',
        channel: 'card',
        brand: 'visa',
        reusable: true,
      },
      log: { attempts: 1, errors: 0, success: true, history: expect.any(Array) },
    });
    expect(new Date(body.data.paid_at).getTime()).toBeGreaterThanOrEqual(
      new Date(body.data.created_at).getTime(),
    );
    expect(body.data.paidAt).toBe(body.data.paid_at);
  });

  it('shows a decline as failed with the bank answer', async () => {
    const { reference, access_code } = await initialize(t.app);
    await postForm(t.app, access_code, 'pay', DECLINED_CARD);
    expect((await verify(t.app, reference)).json().data).toMatchObject({
      status: 'failed',
      gateway_response: 'Declined',
      paid_at: null,
      authorization: {},
    });
  });
});

describe('sandbox Paystack: POST /refund', () => {
  const refund = (payload: Record<string, unknown>) => post('refund', payload);

  it('refunds part, then the rest (reversed), and never more than was paid', async () => {
    const { reference } = await paid({ amount: 1_000_000 });
    const first = await refund({
      transaction: reference,
      amount: 300_000,
      merchant_note: 'One item out of stock',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: true,
      message: 'Refund has been queued for processing',
      data: {
        transaction: { reference, amount: 1_000_000, currency: 'NGN' },
        amount: 300_000,
        currency: 'NGN',
        status: 'pending',
        merchant_note: 'One item out of stock',
        id: expect.any(Number),
      },
    });
    expect((await verify(t.app, reference)).json().data.status).toBe('success');

    const tooMuch = await refund({ transaction: reference, amount: 700_001 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({ status: false, message: expect.stringMatching(/cannot be more than/) });

    const rest = await refund({ transaction: reference });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().data.amount).toBe(700_000);
    expect((await verify(t.app, reference)).json().data.status).toBe('reversed');

    const again = await refund({ transaction: reference, amount: 1 });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: false, message: 'Transaction has been fully reversed' });
  });

  it('refuses more than the transaction amount at once, and refunds by numeric id as Paystack allows', async () => {
    const { reference } = await paid({ amount: 50_000 });
    const over = await refund({ transaction: reference, amount: 50_001 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Refund amount cannot be more than the transaction amount');
    const { id } = (await verify(t.app, reference)).json().data;
    const byId = await refund({ transaction: id, amount: 50_000 });
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data.transaction.reference).toBe(reference);
  });

  it('keeps concurrent refunds within what was paid', async () => {
    const { reference } = await paid({ amount: 10_000 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refund({ transaction: reference, amount: 4_000 })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect((await verify(t.app, reference)).json().data.status).toBe('success');
  });

  it('refuses unpaid, unknown, malformed and other-currency refunds', async () => {
    const pending = await initialize(t.app);
    expect((await refund({ transaction: pending.reference })).json()).toEqual({
      status: false,
      message: 'Cannot refund a transaction that was not successful',
    });
    const unknown = await refund({ transaction: 'nope-nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: false, message: 'Transaction not found' });
    expect((await refund({})).statusCode).toBe(400);
    const { reference } = await paid();
    expect((await refund({ transaction: reference, amount: 'lots' })).json().message).toBe('Invalid amount');
    expect((await refund({ transaction: reference, currency: 'GHS' })).json().message).toBe(
      'Currency does not match the transaction',
    );
  });
});

describe('sandbox Paystack: a refund ends later (GET /refund/{id}, GET /refund)', () => {
  const get = (url: string) => t.app.inject({ method: 'GET', url: `${PREFIX}/${url}`, headers: auth });

  it('answers pending, then processed once settled; fetched and listed as Paystack shapes them', async () => {
    const { reference } = await paid({ amount: 400_000 });
    const created = await post('refund', { transaction: reference });
    const id = created.json().data.id as number;
    const pending = await get(`refund/${id}`);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({
      status: true,
      data: { id, status: 'pending', amount: 400_000, transaction_reference: reference, refunded_at: null },
    });
    expect(await paystackSandboxOf(t.app).settleRefunds()).toBeGreaterThanOrEqual(1);
    // Settled once: a second settle ends nothing more.
    expect(await paystackSandboxOf(t.app).settleRefunds()).toBe(0);
    const processed = (await get(`refund/${id}`)).json().data;
    expect(processed).toMatchObject({ status: 'processed', refunded_at: expect.any(String) });
    const listed = await get(
      `refund?perPage=100&from=${encodeURIComponent(new Date(Date.now() - 60_000).toISOString())}`,
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json().meta).toMatchObject({ page: 1, pageCount: expect.any(Number) });
    expect(listed.json().data).toContainEqual(
      expect.objectContaining({ id, transaction_reference: reference }),
    );
    expect((await get('refund/123')).statusCode).toBe(404);
    expect((await get('refund/abc')).statusCode).toBe(404);
    expect((await get('refund?from=yesterday')).statusCode).toBe(400);
  });

  it('the failing test card: its refund fails with the bank’s words and the payment can be refunded again', async () => {
    const started = await initialize(t.app, { amount: 250_000 });
    expect((await postForm(t.app, started.access_code, 'pay', FAILING_REFUND_CARD)).statusCode).toBe(303);
    const created = await post('refund', { transaction: started.reference });
    expect(created.json().data.status).toBe('pending');
    expect((await verify(t.app, started.reference)).json().data.status).toBe('reversed');
    await paystackSandboxOf(t.app).settleRefunds();
    const failed = (await get(`refund/${created.json().data.id}`)).json().data;
    expect(failed).toMatchObject({ status: 'failed', reason: REFUND_FAILURE_REASON, refunded_at: null });
    expect((await verify(t.app, started.reference)).json().data.status).toBe('success');
    // Sent again, the failed refund is retried under its own id, as Paystack retries one.
    const again = await post('refund', { transaction: started.reference });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: 'Refund retried and has been queued for processing',
      data: { id: created.json().data.id, status: 'pending' },
    });
    expect((await verify(t.app, started.reference)).json().data.status).toBe('reversed');
    await paystackSandboxOf(t.app).settleRefunds();
    expect((await get(`refund/${created.json().data.id}`)).json().data.status).toBe('failed');
  });
});
