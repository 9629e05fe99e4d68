import type { CheckoutSummaryAnswer } from '@oja/contract/checkout';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type Headers, newCustomer } from '../cart/test-helpers.ts';

/** A shopper with a Lagos delivery address set through the API, as the checkout page would. */
export async function customerWithAddress(app: FastifyInstance, stateCode = 'LA'): Promise<Headers> {
  const headers = await newCustomer(app);
  const cities = await app.inject({ method: 'GET', url: `/api/v1/logistics/${stateCode}/cities` });
  const [city] = cities.json().data as Array<{ deliverytownid: string; name: string }>;
  const states = await app.inject({ method: 'GET', url: '/api/v1/logistics/states' });
  const state = (states.json().data as Array<{ station_code: string; station_description: string }>).find(
    (s) => s.station_code === stateCode,
  );
  const res = await app.inject({
    method: 'PUT',
    url: '/api/v1/user/address/delivery',
    headers,
    payload: {
      address: '12 Admiralty Way, Lekki Phase 1',
      postal_code: '105102',
      state: state!.station_description,
      state_code: stateCode,
      city: city!.name,
      town_id: city!.deliverytownid,
      country: 'Nigeria',
      phone_number: '08031234567',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return headers;
}

export async function addToCart(app: FastifyInstance, headers: Headers, slug: string, quantity = 1) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/cart/add',
    headers,
    payload: { slug, quantity, affiliate_id: 'AFF-TEST' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

export async function summary(
  app: FastifyInstance,
  headers: Headers,
  query = '',
): Promise<CheckoutSummaryAnswer> {
  const res = await app.inject({ method: 'GET', url: `/api/v1/checkout/summary${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CheckoutSummaryAnswer;
}

/** The body the checkout page sends for what it showed. */
export function checkoutBodyFor(shown: CheckoutSummaryAnswer, overrides: Record<string, unknown> = {}) {
  return {
    group_reference_id: shown.group_reference_id,
    order_amount: shown.totals.total,
    delivery_address: shown.delivery_address?.uuid,
    delivery_fee: shown.totals.delivery_fee,
    payment_mode: shown.payment_mode,
    delivery_method: shown.delivery_method,
    courier_id: shown.courier_id,
    recaptcha: 'dev:CHECKOUT',
    payment_gateway: 'paystack',
    ...overrides,
  };
}

export function placeOrder(
  app: FastifyInstance,
  headers: Headers,
  payload: Record<string, unknown>,
  extraHeaders: Headers = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/checkout',
    headers: { ...headers, ...extraHeaders },
    payload,
  });
}
