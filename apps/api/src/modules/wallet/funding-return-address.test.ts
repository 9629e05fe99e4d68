import { messages } from '@oja/contract/messages';
import { WALLET_RETURN_PATH, type WalletFundAnswer } from '@oja/contract/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUCCESS_CARD } from '../../sandbox/paystack/test-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { callbackUrlFor } from '../payments/callback-url.ts';
import { walletCustomer } from './test-helpers.ts';

// Issue 26 row 7: `Host: evil.example` with a matching callback_url was accepted, and after paying the
// sandbox sent the shopper to http://evil.example/...?reference=. Return addresses come from PUBLIC_URL.
const PUBLIC_URL = 'https://shop.oja.test';
let shop: TestApp;
beforeAll(async () => {
  // One trusted proxy hop, so X-Forwarded-Host and -Proto are read (request.host follows them).
  shop = await buildTestApp({ seed: false, config: { publicUrl: PUBLIC_URL, trustProxyHops: 1 } });
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => shop.close());

const fund = (headers: Record<string, string>, payload: object) =>
  shop.app.inject({ method: 'POST', url: '/api/v1/wallet/fund', headers, payload });

describe('POST wallet/fund return address', () => {
  it('refuses a callback_url on the Host the caller wrote', async () => {
    const { headers } = await walletCustomer(shop.app);
    const res = await fund(
      { ...headers, host: 'evil.example' },
      { amount: 500, callback_url: `http://evil.example${WALLET_RETURN_PATH}` },
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.callback_url).toEqual([messages.walletReturnAddress]);
  });

  it('refuses a callback_url on an X-Forwarded-Host, even through a trusted proxy', async () => {
    const { headers } = await walletCustomer(shop.app);
    const res = await fund(
      { ...headers, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      { amount: 500, callback_url: `https://evil.example${WALLET_RETURN_PATH}` },
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.callback_url).toEqual([messages.walletReturnAddress]);
  });

  it('sends the shopper back to PUBLIC_URL whatever Host said', async () => {
    const { headers } = await walletCustomer(shop.app);
    const res = await fund(
      { ...headers, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      { amount: 500 },
    );
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json().data as WalletFundAnswer;
    expect(started.authorization_url.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    const paid = await shop.app.inject({
      method: 'POST',
      url: `/sandbox/paystack/checkout/${started.access_code}/pay`,
      payload: SUCCESS_CARD,
    });
    expect(paid.headers.location).toMatch(
      new RegExp(`^${PUBLIC_URL}${WALLET_RETURN_PATH}\\?reference=${started.reference}(&|$)`),
    );
  });

  it('accepts its own address', async () => {
    const { headers } = await walletCustomer(shop.app);
    const res = await fund(headers, { amount: 500, callback_url: `${PUBLIC_URL}${WALLET_RETURN_PATH}` });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('callbackUrlFor', () => {
  const paths = ['/order-complete'];
  it('takes only PUBLIC_URL origin; a loopback PUBLIC_URL also stands for its loopback spellings', () => {
    expect(callbackUrlFor('https://oja.ng', undefined, paths)).toBe('https://oja.ng/order-complete');
    expect(callbackUrlFor('https://oja.ng', 'https://oja.ng/order-complete', paths)).toBe(
      'https://oja.ng/order-complete',
    );
    for (const given of [
      'http://oja.ng/order-complete',
      'https://oja.ng.evil.example/order-complete',
      'https://oja.ng:8443/order-complete',
      'http://localhost:3000/order-complete',
    ])
      expect(() => callbackUrlFor('https://oja.ng', given, paths), given).toThrow();
    for (const given of [
      'http://localhost:3000/order-complete',
      'http://127.0.0.1:3000/order-complete',
      'http://[::1]:3000/order-complete',
    ])
      expect(callbackUrlFor('http://localhost:3000', given, paths)).toBe(given);
    for (const given of ['http://127.0.0.1:3001/order-complete', 'https://127.0.0.1:3000/order-complete'])
      expect(() => callbackUrlFor('http://localhost:3000', given, paths), given).toThrow();
  });
});
