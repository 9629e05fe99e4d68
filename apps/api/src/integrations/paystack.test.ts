import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  chargeSuccessEvent,
  createPaystackClient,
  isValidPaystackSignature,
  PaystackError,
  paystackSignature,
} from './paystack.ts';

const KEY = 'sk_test_unit_0123456789';

type Call = { url: string; init: RequestInit };

function fakePaystack(answer: unknown, status = 200) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const body = typeof answer === 'string' ? answer : JSON.stringify(answer);
    return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return {
    fetch,
    calls,
    client: createPaystackClient({ baseUrl: 'https://paystack.test/', secretKey: KEY, fetch }),
  };
}

const transaction = {
  id: 4099260516,
  domain: 'test',
  status: 'success',
  reference: 're4lyvq3s3',
  receipt_number: null,
  amount: 1_234_550,
  message: null,
  gateway_response: 'Successful',
  paid_at: '2024-08-22T09:15:02.000Z',
  created_at: '2024-08-22T09:14:24.000Z',
  channel: 'card',
  currency: 'NGN',
  metadata: '',
  authorization: { last4: '4081' },
  customer: { email: 'ada@example.com' },
};

async function refusal(promise: Promise<unknown>): Promise<PaystackError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaystackError);
  return error as PaystackError;
}

describe('Paystack client requests', () => {
  it('initializes with the bearer key, JSON body in kobo, and answers the authorization URL', async () => {
    const paystack = fakePaystack({
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: 'https://checkout.paystack.com/0peioxfhpn',
        access_code: '0peioxfhpn',
        reference: 'R-1',
      },
    });
    const started = await paystack.client.initialize({
      email: 'ada@example.com',
      amountKobo: 1_234_550,
      reference: 'R-1',
      callbackUrl: 'https://oja.ng/checkout/return',
      metadata: { order: 'ORD-1' },
    });
    expect(started).toEqual({
      authorizationUrl: 'https://checkout.paystack.com/0peioxfhpn',
      accessCode: '0peioxfhpn',
      reference: 'R-1',
    });
    const [call] = paystack.calls;
    expect(call!.url).toBe('https://paystack.test/transaction/initialize');
    expect(call!.init.method).toBe('POST');
    const headers = new Headers(call!.init.headers);
    expect(headers.get('authorization')).toBe(`Bearer ${KEY}`);
    expect(headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(call!.init.body))).toEqual({
      email: 'ada@example.com',
      amount: 1_234_550,
      reference: 'R-1',
      callback_url: 'https://oja.ng/checkout/return',
      currency: 'NGN',
      metadata: { order: 'ORD-1' },
    });
    expect(call!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('verifies with the reference URL-encoded and maps the transaction', async () => {
    const paystack = fakePaystack({ status: true, message: 'Verification successful', data: transaction });
    const verified = await paystack.client.verify('re4lyvq3s3');
    expect(paystack.calls[0]!.url).toBe('https://paystack.test/transaction/verify/re4lyvq3s3');
    expect(paystack.calls[0]!.init.method).toBe('GET');
    expect(paystack.calls[0]!.init.body).toBeUndefined();
    expect(verified).toEqual({
      reference: 're4lyvq3s3',
      status: 'success',
      amountKobo: 1_234_550,
      currency: 'NGN',
      paidAt: '2024-08-22T09:15:02.000Z',
      gatewayResponse: 'Successful',
      channel: 'card',
      raw: transaction,
    });

    const odd = fakePaystack({ status: true, message: 'ok', data: { ...transaction, reference: 'a/b c?d' } });
    await odd.client.verify('a/b c?d');
    expect(odd.calls[0]!.url).toBe('https://paystack.test/transaction/verify/a%2Fb%20c%3Fd');
  });

  it('refunds by reference with an optional amount and note', async () => {
    const paystack = fakePaystack({
      status: true,
      message: 'Refund has been queued for processing',
      data: { id: 3018284, status: 'pending', amount: 300_000, currency: 'NGN', transaction: { id: 1 } },
    });
    const refund = await paystack.client.refund({
      reference: 'R-1',
      amountKobo: 300_000,
      merchantNote: 'Out of stock',
    });
    expect(refund).toMatchObject({ id: 3018284, status: 'pending', amountKobo: 300_000, currency: 'NGN' });
    expect(paystack.calls[0]!.url).toBe('https://paystack.test/refund');
    expect(JSON.parse(String(paystack.calls[0]!.init.body))).toEqual({
      transaction: 'R-1',
      amount: 300_000,
      merchant_note: 'Out of stock',
    });
    await paystack.client.refund({ reference: 'R-2' });
    expect(JSON.parse(String(paystack.calls[1]!.init.body))).toEqual({ transaction: 'R-2' });
  });

  it('asks a base URL given as a function at each call', async () => {
    let base = 'http://first.test/sandbox/paystack';
    const calls: string[] = [];
    const fetch = (async (url: string) => {
      calls.push(url);
      return Response.json({ status: true, message: 'ok', data: transaction });
    }) as unknown as typeof globalThis.fetch;
    const client = createPaystackClient({ baseUrl: () => base, secretKey: KEY, fetch });
    await client.verify('re4lyvq3s3');
    base = 'http://second.test/sandbox/paystack';
    await client.verify('re4lyvq3s3');
    expect(calls).toEqual([
      'http://first.test/sandbox/paystack/transaction/verify/re4lyvq3s3',
      'http://second.test/sandbox/paystack/transaction/verify/re4lyvq3s3',
    ]);
  });

  it('refuses amounts that are not whole kobo before calling', async () => {
    const paystack = fakePaystack({});
    const base = { email: 'a@b.ng', reference: 'R', callbackUrl: 'https://oja.ng' };
    await expect(paystack.client.initialize({ ...base, amountKobo: 12.5 })).rejects.toThrow(RangeError);
    await expect(paystack.client.initialize({ ...base, amountKobo: 0 })).rejects.toThrow(RangeError);
    await expect(paystack.client.refund({ reference: 'R', amountKobo: -1 })).rejects.toThrow(RangeError);
    expect(paystack.calls).toHaveLength(0);
  });
});

describe('Paystack client errors', () => {
  it('throws status false with Paystack message, HTTP code and body', async () => {
    const body = { status: false, message: 'Duplicate Transaction Reference' };
    const error = await refusal(
      fakePaystack(body, 400).client.initialize({
        email: 'a@b.ng',
        amountKobo: 100,
        reference: 'R',
        callbackUrl: 'https://oja.ng',
      }),
    );
    expect(error).toMatchObject({ message: 'Duplicate Transaction Reference', status: 400, body });
  });

  it("throws an unknown reference's 404 as status 404 with the document's Error body", async () => {
    const body = {
      status: false,
      message: 'Transaction reference not found',
      meta: { nextStep: 'Ensure that you are passing the reference of a transaction that exists' },
      type: 'validation_error',
    };
    const error = await refusal(fakePaystack(body, 404).client.verify('never-initialized'));
    expect(error).toMatchObject({ status: 404, message: 'Transaction reference not found', body });
  });

  it('throws status false even on a 200', async () => {
    const error = await refusal(fakePaystack({ status: false, message: 'Nope' }).client.verify('R'));
    expect(error).toMatchObject({ message: 'Nope', status: 200 });
  });

  it('throws on a non-2xx answer without a message, and on a body that is not JSON', async () => {
    expect(await refusal(fakePaystack({}, 502).client.verify('R'))).toMatchObject({
      message: 'Paystack answered 502',
      status: 502,
    });
    expect(await refusal(fakePaystack('<html>Bad gateway</html>', 502).client.verify('R'))).toMatchObject({
      status: 502,
      body: '<html>Bad gateway</html>',
    });
  });

  it('throws on an answer that does not have the expected shape', async () => {
    const broken = { status: true, message: 'ok', data: { ...transaction, amount: '1234550' } };
    const error = await refusal(fakePaystack(broken).client.verify('re4lyvq3s3'));
    expect(error.message).toMatch(/Unexpected answer.*data\.amount/);
    const other = { status: true, message: 'ok', data: { ...transaction, reference: 'someone-else' } };
    expect((await refusal(fakePaystack(other).client.verify('re4lyvq3s3'))).message).toMatch(/instead of/);
  });

  it('throws status 0 when Paystack does not answer in time', async () => {
    const hang = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as unknown as typeof fetch;
    const client = createPaystackClient({
      baseUrl: 'https://paystack.test',
      secretKey: KEY,
      fetch: hang,
      timeoutMs: 30,
    });
    const error = await refusal(client.verify('R'));
    expect(error).toMatchObject({ status: 0, message: 'Paystack did not answer within 30 ms' });
  });

  it('times out against a real server that never answers', async () => {
    const server = createServer(() => {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const client = createPaystackClient({
        baseUrl: `http://127.0.0.1:${port}`,
        secretKey: KEY,
        timeoutMs: 50,
      });
      expect(await refusal(client.verify('R'))).toMatchObject({
        status: 0,
        message: expect.stringMatching(/did not answer/),
      });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  /** A real server on a free port that answers every request with `answer`; `run` gets its address. */
  async function withServer(
    answer: Parameters<typeof createServer>[1],
    run: (base: string) => Promise<void>,
  ) {
    const server = createServer(answer);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('times out when the answer starts but its body never ends', () =>
    withServer(
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"status":true,');
      },
      async (base) => {
        const client = createPaystackClient({ baseUrl: base, secretKey: KEY, timeoutMs: 80 });
        expect(await refusal(client.verify('R'))).toMatchObject({
          status: 0,
          message: 'Paystack did not answer within 80 ms',
        });
      },
    ));

  it('throws status 0 when the connection closes in the middle of the answer', () =>
    withServer(
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': '500' });
        response.write('{"status":true,', () => response.socket?.destroy());
      },
      async (base) => {
        const client = createPaystackClient({ baseUrl: base, secretKey: KEY });
        expect(await refusal(client.verify('R'))).toMatchObject({
          status: 0,
          message: expect.stringMatching(/could not be reached/),
        });
      },
    ));

  it('sends the JSON body with its length and the key, and reads the answer over a real connection', () => {
    let seen: { method?: string; length?: string; auth?: string; body: string } = { body: '' };
    return withServer(
      (request, response) => {
        let body = '';
        request.on('data', (chunk) => {
          body += chunk;
        });
        request.on('end', () => {
          seen = {
            method: request.method,
            length: request.headers['content-length'],
            auth: request.headers.authorization,
            body,
          };
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({
              status: true,
              message: 'Authorization URL created',
              data: {
                authorization_url: 'https://checkout.paystack.com/ab12',
                access_code: 'ab12',
                reference: 'R-1',
              },
            }),
          );
        });
      },
      async (base) => {
        const client = createPaystackClient({ baseUrl: base, secretKey: KEY });
        const page = await client.initialize({
          email: 'ada@example.ng',
          amountKobo: 150_000,
          reference: 'R-1',
          callbackUrl: 'https://oja.test/paid',
        });
        expect(page).toEqual({
          authorizationUrl: 'https://checkout.paystack.com/ab12',
          accessCode: 'ab12',
          reference: 'R-1',
        });
        expect(seen.method).toBe('POST');
        expect(seen.auth).toBe(`Bearer ${KEY}`);
        expect(Number(seen.length)).toBe(Buffer.byteLength(seen.body));
        expect(JSON.parse(seen.body)).toMatchObject({
          email: 'ada@example.ng',
          amount: 150_000,
          currency: 'NGN',
        });
      },
    );
  });

  it('throws status 0 when the gateway cannot be reached, without the key in the error', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const client = createPaystackClient({ baseUrl: `http://127.0.0.1:${port}`, secretKey: KEY });
    const error = await refusal(client.verify('R'));
    expect(error).toMatchObject({ status: 0, message: expect.stringMatching(/could not be reached/) });
    expect(JSON.stringify({ message: error.message, body: error.body, stack: error.stack })).not.toContain(
      KEY,
    );
  });
});

describe('Paystack webhook signatures', () => {
  const body = JSON.stringify({ event: 'charge.success', data: { reference: 'R', amount: 100 } });
  const good = createHmac('sha512', KEY).update(body).digest('hex');

  it('signs with hex HMAC-SHA512 of the raw body', () => {
    expect(paystackSignature(body, KEY)).toBe(good);
    expect(paystackSignature(Buffer.from(body), KEY)).toBe(good);
  });

  it('accepts the right signature, in either case, and refuses everything else', () => {
    expect(isValidPaystackSignature(body, good, KEY)).toBe(true);
    expect(isValidPaystackSignature(Buffer.from(body), good.toUpperCase(), KEY)).toBe(true);
    expect(isValidPaystackSignature(`${body} `, good, KEY)).toBe(false);
    expect(isValidPaystackSignature(body, good, 'sk_test_other')).toBe(false);
    expect(isValidPaystackSignature(body, undefined, KEY)).toBe(false);
    expect(isValidPaystackSignature(body, '', KEY)).toBe(false);
    expect(isValidPaystackSignature(body, good.slice(0, -1), KEY)).toBe(false);
    expect(isValidPaystackSignature(body, good.slice(0, 64), KEY)).toBe(false);
    expect(isValidPaystackSignature(body, `${good.slice(0, -1)}z`, KEY)).toBe(false);
    expect(isValidPaystackSignature(body, createHmac('sha256', KEY).update(body).digest('hex'), KEY)).toBe(
      false,
    );
  });
});

describe('charge.success event schema', () => {
  it('reads the fields settling needs and keeps the rest', () => {
    const event = chargeSuccessEvent.parse({ event: 'charge.success', data: { ...transaction, extra: 1 } });
    expect(event.data).toMatchObject({
      reference: 're4lyvq3s3',
      amount: 1_234_550,
      currency: 'NGN',
      extra: 1,
    });
  });

  it.each([
    { event: 'refund.processed', data: transaction },
    { event: 'charge.success', data: { ...transaction, amount: 12.5 } },
    { event: 'charge.success', data: { ...transaction, reference: '' } },
    { event: 'charge.success' },
  ])('refuses %j', (body) => {
    expect(chargeSuccessEvent.safeParse(body).success).toBe(false);
  });
});
