import type { CheckoutAnswer, OrderCompleteAnswer } from '@oja/contract/orders';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { orders } from '../../db/tables/orders.ts';
import { findProduct, type Headers } from '../cart/test-helpers.ts';
import {
  addToCart,
  checkoutBodyFor,
  customerWithAddress,
  placeOrder,
  summary,
} from '../checkout/test-helpers.ts';
import { fundMain, userIdOf } from '../wallet/test-helpers.ts';

export const PIN = '2580';
export const SUCCESS_CARD = { card_number: '4084 0840 8408 4081', expiry: '12/30', cvv: '408' };

export type Shopper = { headers: Headers; userId: number };

/** A customer with a Lagos address, money in the main wallet and a wallet PIN. */
export async function walletShopper(app: FastifyInstance, fundedKobo = 500_000_000): Promise<Shopper> {
  const headers = await customerWithAddress(app);
  const userId = await userIdOf(app, headers);
  if (fundedKobo > 0) await fundMain(app.database.db, userId, fundedKobo);
  const pin = await app.inject({
    method: 'POST',
    url: '/api/v1/wallet/pin',
    headers,
    payload: { new_pin: PIN },
  });
  expect(pin.statusCode, pin.body).toBe(201);
  return { headers, userId };
}

/** Skips products earlier tests of the file bought out, so every order finds stock. */
async function productInStock(app: FastifyInstance) {
  return findProduct(app, { minStock: 5 });
}

/** An order paid from the wallet at checkout: confirmed at once. */
export async function paidWalletOrder(
  app: FastifyInstance,
  shopper?: Shopper,
  quantity = 1,
  opts: { smartCoins?: boolean } = {},
) {
  const who = shopper ?? (await walletShopper(app));
  const product = await productInStock(app);
  await addToCart(app, who.headers, product.slug, quantity);
  const coins = opts.smartCoins ? '&use_smart_coin_as_discount=true' : '';
  const shown = await summary(app, who.headers, `?payment_mode=wallet${coins}`);
  const res = await placeOrder(
    app,
    who.headers,
    checkoutBodyFor(shown, { pin: PIN, use_smart_coin_as_discount: opts.smartCoins ?? false }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const placed = res.json().data as CheckoutAnswer;
  expect(placed.payment_status).toBe('paid');
  return { ...who, product, placed, reference: placed.reference };
}

/** A card order placed and not paid yet (its payment page is waiting). */
export async function unpaidCardOrder(app: FastifyInstance, headers?: Headers) {
  const who = headers ?? (await customerWithAddress(app));
  const product = await productInStock(app);
  await addToCart(app, who, product.slug, 1);
  const res = await placeOrder(app, who, checkoutBodyFor(await summary(app, who)));
  expect(res.statusCode, res.body).toBe(200);
  const placed = res.json().data as CheckoutAnswer;
  return { headers: who, userId: await userIdOf(app, who), product, placed, reference: placed.reference };
}

/** A card order paid on the sandbox gateway's page and verified (the app must listen). */
export async function paidCardOrder(app: FastifyInstance) {
  const order = await unpaidCardOrder(app);
  const page = await app.inject({
    method: 'POST',
    url: `/sandbox/paystack/checkout/${order.placed.access_code}/pay`,
    payload: SUCCESS_CARD,
  });
  expect(page.statusCode, page.body).toBe(303);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/v1/payments/verify',
    headers: order.headers,
    payload: { reference: order.placed.payment_reference },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  expect((verified.json().data as OrderCompleteAnswer).payment_status).toBe('paid');
  return order;
}

export async function orderRow(app: FastifyInstance, reference: string) {
  const [order] = await app.database.db.select().from(orders).where(eq(orders.reference, reference));
  return order!;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call; the answer's envelope parsed. */
export async function api<T = unknown>(
  app: FastifyInstance,
  method: Method,
  url: string,
  headers: Headers = {},
  payload?: object,
) {
  const res = await app.inject({
    method,
    url: `/api/v1/${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return {
    status: res.statusCode,
    headers: res.headers,
    body: res.json() as { status: string; message: string; data: T; errors?: Record<string, string[]> },
  };
}
