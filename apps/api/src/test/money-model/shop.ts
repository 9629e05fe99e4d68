import type { CheckoutSummaryAnswer } from '@oja/contract/checkout';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { products } from '../../db/tables/catalog.ts';
import { users } from '../../db/tables/identity.ts';
import { walletPins } from '../../db/tables/wallet.ts';
import { paystackSignature, SANDBOX_SECRET_KEY } from '../../integrations/paystack.ts';
import { type Headers, newCustomer } from '../../modules/cart/test-helpers.ts';
import { checkoutBodyFor } from '../../modules/checkout/test-helpers.ts';
import { userIdOf } from '../../modules/wallet/test-helpers.ts';
import { transactionData } from '../../sandbox/paystack/answers.ts';
import { findByReference } from '../../sandbox/paystack/gateway.ts';

/**
 * A shopper's side of the shop, through the same calls the web app makes (app.inject) and the
 * sandbox gateway's hosted page. A refusal (4xx) is an answer like any other; a 5xx is a bug
 * (GUIDE section 3) and throws at once.
 */

export const PIN = '2580';
export const SUCCESS_CARD = { card_number: '4084 0840 8408 4081', expiry: '12/39', cvv: '408' };
export const DECLINED_CARD = { card_number: '4084 0800 0000 5408', expiry: '12/39', cvv: '001' };
export type Card = typeof SUCCESS_CARD;

export class ServerError extends Error {
  override readonly name = 'ServerError';
}

export type Answer<T = unknown> = { status: number; ok: boolean; message: string; data: T };

type Method = 'GET' | 'POST' | 'PUT';

export async function call<T = unknown>(
  app: FastifyInstance,
  method: Method,
  url: string,
  headers: Headers = {},
  payload?: object | string,
): Promise<Answer<T>> {
  const res = await app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> | string }),
  });
  if (res.statusCode >= 500)
    throw new ServerError(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  const json = res.headers['content-type']?.includes('json') ? res.json() : {};
  return {
    status: res.statusCode,
    ok: res.statusCode < 300,
    message: json.message ?? '',
    data: json.data as T,
  };
}

export const api = <T = unknown>(
  app: FastifyInstance,
  method: Method,
  path: string,
  headers: Headers,
  payload?: object,
) => call<T>(app, method, `/api/v1/${path}`, headers, payload);

export type Shopper = { label: string; headers: Headers; userId: number; email: string };

const addresses = new WeakMap<FastifyInstance, object>();

/** A Lagos delivery address as the address form sends it (the states and cities asked once per app). */
async function lagosAddress(app: FastifyInstance, headers: Headers) {
  const known = addresses.get(app);
  if (known) return api(app, 'PUT', 'user/address/delivery', headers, known);
  const cities = await api<Array<{ deliverytownid: string; name: string }>>(
    app,
    'GET',
    'logistics/LA/cities',
    {},
  );
  const states = await api<Array<{ station_code: string; station_description: string }>>(
    app,
    'GET',
    'logistics/states',
    {},
  );
  const address = {
    address: '12 Admiralty Way, Lekki Phase 1',
    postal_code: '105102',
    state: states.data.find((state) => state.station_code === 'LA')!.station_description,
    state_code: 'LA',
    city: cities.data[0]!.name,
    town_id: cities.data[0]!.deliverytownid,
    country: 'Nigeria',
    phone_number: '08031234567',
  };
  addresses.set(app, address);
  return api(app, 'PUT', 'user/address/delivery', headers, address);
}

const pinHashes = new WeakMap<FastifyInstance, string>();

/**
 * The wallet PIN: the first shopper of an app sets it through POST wallet/pin; later ones get the same
 * hash written directly, one argon2 hash fewer per shopper (checking it on every payment still runs).
 */
async function setPin(app: FastifyInstance, headers: Headers, userId: number) {
  const db = app.database.db;
  const known = pinHashes.get(app);
  if (known) {
    await db.insert(walletPins).values({ userId, pinHash: known });
    return;
  }
  const pin = await api(app, 'POST', 'wallet/pin', headers, { new_pin: PIN });
  if (pin.status !== 201) throw new Error(`PIN not created: ${pin.status} ${pin.message}`);
  const [row] = await db.select().from(walletPins).where(eq(walletPins.userId, userId));
  pinHashes.set(app, row!.pinHash);
}

/** A signed-in customer with a Lagos delivery address and a wallet PIN. */
export async function newShopper(app: FastifyInstance, label: string): Promise<Shopper> {
  const headers = await newCustomer(app);
  const address = await lagosAddress(app, headers);
  if (address.status !== 200) throw new Error(`address not saved: ${address.status} ${address.message}`);
  const userId = await userIdOf(app, headers);
  const [user] = await app.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  await setPin(app, headers, userId);
  return { label, headers, userId, email: user!.email };
}

export type Product = { id: number; slug: string; stock: number; priceKobo: number };

let productCount = 0;
/** A product of its own with a known stock, so the sequence can count every unit of it. */
export async function newProduct(app: FastifyInstance, stock: number, priceKobo: number): Promise<Product> {
  const db = app.database.db;
  const [template] = await db.select().from(products).limit(1);
  productCount += 1;
  const slug = `model-kettle-${Date.now().toString(36)}-${productCount}`;
  const [row] = await db
    .insert(products)
    .values({
      slug,
      name: `Model kettle ${productCount}`,
      categoryId: template!.categoryId,
      vendorId: template!.vendorId,
      categoryName: template!.categoryName,
      sellingPriceKobo: priceKobo,
      actualPriceKobo: priceKobo,
      quantity: stock,
      city: 'Ikeja',
      state: 'Lagos',
    })
    .returning({ id: products.id });
  return { id: row!.id, slug, stock, priceKobo };
}

/** The shopper on the gateway's hosted page: the card form posts and the page sends them back. */
export async function payOnPage(app: FastifyInstance, accessCode: string, card: Card) {
  const res = await call(app, 'POST', `/sandbox/paystack/checkout/${accessCode}/pay`, {}, card);
  if (res.status !== 303) throw new Error(`the gateway page answered ${res.status}`);
}

/**
 * Paystack's charge.success for a payment, as the gateway itself would sign and send it. The sandbox
 * sends its own too, later and sometimes twice; sending it here makes the outcome of each command
 * certain before the next one runs (the shop applies a payment once, whichever comes first).
 */
export async function chargeWebhook(app: FastifyInstance, paymentReference: string) {
  const row = await findByReference(app.database.db, paymentReference);
  if (!row || (row.status !== 'success' && row.status !== 'reversed')) return;
  const raw = JSON.stringify({ event: 'charge.success', data: transactionData(row) });
  const res = await call(
    app,
    'POST',
    '/api/v1/payments/paystack/webhook',
    {
      'content-type': 'application/json',
      'x-paystack-signature': paystackSignature(raw, SANDBOX_SECRET_KEY),
    },
    // A string travels as the exact bytes that were signed.
    raw,
  );
  if (res.status !== 200) throw new Error(`webhook refused: ${res.status} ${res.message}`);
}

export type Page = { paymentReference: string; accessCode: string };

/** Back from the gateway: /order-complete verifies, and the webhook arrives. */
export async function settle(app: FastifyInstance, shopper: Shopper, page: Page) {
  await api(app, 'POST', 'payments/verify', shopper.headers, { reference: page.paymentReference });
  await chargeWebhook(app, page.paymentReference);
}

/** GET checkout/summary as the checkout page asks for it, then POST checkout with what it showed. */
export async function checkout(
  app: FastifyInstance,
  shopper: Shopper,
  mode: 'card_payment' | 'wallet',
  coins = false,
) {
  const query = `payment_mode=${mode}${coins ? '&use_smart_coin_as_discount=true' : ''}`;
  const shown = await api<CheckoutSummaryAnswer>(app, 'GET', `checkout/summary?${query}`, shopper.headers);
  if (!shown.ok) return { ...shown, data: null };
  const body = checkoutBodyFor(shown.data, {
    ...(mode === 'wallet' ? { pin: PIN } : {}),
    use_smart_coin_as_discount: coins,
  });
  return api<{
    reference: string;
    payment_mode: 'card_payment' | 'wallet';
    payment_reference: string | null;
    access_code: string | null;
  }>(app, 'POST', 'checkout', shopper.headers, body);
}
