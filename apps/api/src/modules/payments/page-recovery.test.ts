import type { CheckoutAnswer } from '@oja/contract/orders';
import type { WalletFundAnswer, WalletFundVerifyAnswer } from '@oja/contract/wallet';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/tables/payments.ts';
import { SANDBOX_SECRET_KEY } from '../../integrations/paystack.ts';
import { findByReference } from '../../sandbox/paystack/gateway.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { findProduct } from '../cart/test-helpers.ts';
import {
  addToCart,
  checkoutBodyFor,
  customerWithAddress,
  placeOrder,
  summary,
} from '../checkout/test-helpers.ts';
import { orderRow } from '../orders/test-helpers.ts';
import { walletCustomer } from '../wallet/test-helpers.ts';

/**
 * A server killed while the gateway was making a payment page (issue 53, 13a): the gateway holds the
 * reference, the shop has no page for it, and the dead request's claim is still on the row. A retry
 * of the same checkout must not wait 20 s for a page that will never come, nor be refused with the
 * gateway's "Duplicate Transaction Reference": it takes the claim over and opens the next attempt.
 */

let shop: TestApp;
const app = () => shop.app;
beforeAll(async () => {
  shop = await buildTestApp();
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => shop?.close());

const paymentOf = async (reference: string) =>
  (await app().database.db.select().from(payments).where(eq(payments.reference, reference)))[0]!;

/** A card checkout whose first attempt was at the gateway when its server died, and the body to send again. */
async function checkoutKilledInInitialize(claimAgeSeconds: number) {
  const headers = await customerWithAddress(app());
  const product = await findProduct(app(), { minStock: 5 });
  await addToCart(app(), headers, product.slug, 1);
  const body = checkoutBodyFor(await summary(app(), headers));
  const first = await placeOrder(app(), headers, body);
  expect(first.statusCode, first.body).toBe(200);
  const placed = first.json().data as CheckoutAnswer;
  // As the dead process left it: the gateway made the page, the shop never saved it, the claim stands.
  await app()
    .database.db.update(payments)
    .set({
      authorizationUrl: null,
      accessCode: null,
      initializeClaimedAt: sql`now() - make_interval(secs => ${claimAgeSeconds})`,
    })
    .where(eq(payments.reference, placed.payment_reference!));
  return { headers, body, placed };
}

describe('a checkout retried after its server died during initialize', () => {
  it('answers the next attempt’s page at once, never a 5xx; the next retry answers the same page', async () => {
    const { headers, body, placed } = await checkoutKilledInInitialize(30);
    const started = Date.now();
    const retried = await placeOrder(app(), headers, body);
    const took = Date.now() - started;
    expect(retried.statusCode, retried.body).toBe(200);
    expect(took).toBeLessThan(5_000);
    const answer = retried.json().data as CheckoutAnswer;
    expect(answer.reference).toBe(placed.reference);
    expect(answer.payment_reference).toBe(`${placed.reference}-P2`);
    expect(answer.authorization_url).toMatch(/\/sandbox\/paystack\/checkout\//);
    expect((await paymentOf(`${placed.reference}-P1`)).status).toBe('abandoned');

    const again = await placeOrder(app(), headers, body);
    expect(again.statusCode).toBe(200);
    expect((again.json().data as CheckoutAnswer).access_code).toBe(answer.access_code);

    // The new page takes the card, and the order is paid once.
    const paid = await app().inject({
      method: 'POST',
      url: `/sandbox/paystack/checkout/${answer.access_code}/pay`,
      payload: { card_number: '4084 0840 8408 4081', expiry: '12/30', cvv: '408' },
    });
    expect(paid.statusCode).toBe(303);
    const verified = await app().inject({
      method: 'POST',
      url: '/api/v1/payments/verify',
      headers,
      payload: { reference: answer.payment_reference },
    });
    expect(verified.json().data.payment_status).toBe('paid');
    expect((await orderRow(app(), placed.reference)).paidAt).not.toBeNull();
    expect((await findByReference(app().database.db, `${placed.reference}-P1`))?.status).toBe('pending');
  });

  it('waits only until the dead holder’s claim goes stale (seconds), not 20 s', async () => {
    // Killed a moment ago: the claim was refreshed just now, then no more.
    const { headers, body, placed } = await checkoutKilledInInitialize(0);
    const started = Date.now();
    const retried = await placeOrder(app(), headers, body);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((retried.json().data as CheckoutAnswer).payment_reference).toBe(`${placed.reference}-P2`);
  });
});

describe('a wallet funding replayed after its server died during initialize', () => {
  it('answers the next attempt’s page within seconds, never a 5xx; paying it credits the wallet once', async () => {
    const { headers } = await walletCustomer(app());
    const fund = () =>
      app().inject({
        method: 'POST',
        url: '/api/v1/wallet/fund',
        headers: { ...headers, 'idempotency-key': 'fund-killed-1' },
        payload: { amount: 4_000 },
      });
    const first = await fund();
    expect(first.statusCode, first.body).toBe(200);
    const started = first.json().data as WalletFundAnswer;
    // As the dead process left it: the gateway made the page, the shop never saved it, the claim stands.
    await app()
      .database.db.update(payments)
      .set({
        authorizationUrl: null,
        accessCode: null,
        initializeClaimedAt: sql`now() - make_interval(secs => 2)`,
      })
      .where(eq(payments.reference, started.reference));

    const at = Date.now();
    const replayed = await fund();
    expect(replayed.statusCode, replayed.body).toBe(200);
    expect(Date.now() - at).toBeLessThan(10_000);
    const page = replayed.json().data as WalletFundAnswer;
    expect(page.reference).toBe(`${started.reference}-P2`);
    expect(page.amount).toBe(4_000);
    expect((await paymentOf(started.reference)).status).toBe('abandoned');
    // The same key again: the same page, no third attempt.
    const again = await fund();
    expect((again.json().data as WalletFundAnswer).access_code).toBe(page.access_code);

    const paid = await app().inject({
      method: 'POST',
      url: `/sandbox/paystack/checkout/${page.access_code}/pay`,
      payload: { card_number: '4084 0840 8408 4081', expiry: '12/30', cvv: '408' },
    });
    expect(paid.statusCode).toBe(303);
    const verify = async (reference: string) =>
      (
        await app().inject({
          method: 'POST',
          url: '/api/v1/wallet/fund/verify',
          headers,
          payload: { reference },
        })
      ).json().data as WalletFundVerifyAnswer;
    expect(await verify(page.reference)).toMatchObject({ credited: true, balance: 4_000 });
    expect(await verify(started.reference)).toMatchObject({ credited: false, balance: 4_000 });
  });
});

describe('the sandbox gateway, asked for a reference it already holds', () => {
  it("answers as Paystack does: 400 'Duplicate Transaction Reference', code duplicate_reference", async () => {
    const init = (reference: string) =>
      app().inject({
        method: 'POST',
        url: '/sandbox/paystack/transaction/initialize',
        headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}` },
        payload: { email: 'ada@example.com', amount: 10_000, reference },
      });
    expect((await init('dup-ref-a1')).statusCode).toBe(200);
    const again = await init('dup-ref-a1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      status: false,
      message: 'Duplicate Transaction Reference',
      meta: { nextStep: 'Try and create the Transaction or Charge with a new reference' },
      type: 'validation_error',
      code: 'duplicate_reference',
      errorCodeMappingNotFound: false,
    });
  });
});
