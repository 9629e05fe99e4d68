import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, freshIp, logIn } from '../modules/identity/test-helpers.ts';
import { buildTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

/** The per-customer limit of the wallet's PIN calls (wallet/routes.ts): 30 a minute. */
const PER_MINUTE = 30;

const createPin = (authorization: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/pin',
    remoteAddress: freshIp(),
    headers: { authorization },
    payload: { new_pin: '1394' },
  });

describe('per-customer limits', () => {
  it('count one bucket per account whatever the spelling of Bearer and however many tokens', async () => {
    const { email } = await createCustomer(t.app);
    const tokens = await Promise.all(
      [1, 2, 3].map(async () => (await logIn(t.app, email)).json().extra.token),
    );
    const spellings = ['Bearer', 'bearer', 'BEARER', 'BeArEr', 'bEARER', 'beaRer'];
    const codes: number[] = [];
    for (let i = 0; i < PER_MINUTE + 6; i++) {
      const res = await createPin(`${spellings[i % spellings.length]} ${tokens[i % tokens.length]}`);
      codes.push(res.statusCode);
    }
    // The first creates the PIN, the next answer 409 (it exists): all counted in the one bucket.
    expect(codes.slice(0, PER_MINUTE).every((code) => code !== 429)).toBe(true);
    expect(codes.slice(PER_MINUTE)).toEqual(Array(6).fill(429));
    // Another customer has a bucket of their own.
    const other = await createCustomer(t.app);
    const otherToken = (await logIn(t.app, other.email)).json().extra.token;
    expect((await createPin(`Bearer ${otherToken}`)).statusCode).toBe(201);
  });
});
