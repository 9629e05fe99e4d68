import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SUCCESS_CARD } from './checkout-helpers';
import { type APIRequestContext, expect } from './fixtures';
import { freePort, type OwnServer, startShopServer } from './server-helpers';

type Json = Record<string, unknown>;

/** An API call as the signed-in shopper `token`; fails the test unless it succeeds, answers `data`. */
export async function call(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: Json,
) {
  const res = await request.fetch(`/api/v1/${url}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return (await res.json()).data;
}

/** The Lagos address the browser tests use (checkout-helpers' saveAddress types the same one). */
export async function ensureAddress(request: APIRequestContext, token: string) {
  const profile = await call(request, token, 'GET', 'user/profile');
  if (profile.addresses?.delivery_address) return;
  const cities = (await call(request, token, 'GET', 'logistics/LA/cities')) as {
    name: string;
    deliverytownid: string;
  }[];
  await call(request, token, 'PUT', 'user/address/delivery', {
    address: '14 Adeola Odeku Street, Victoria Island',
    postal_code: '101241',
    state: 'Lagos',
    state_code: 'LA',
    city: cities[0]!.name,
    town_id: cities[0]!.deliverytownid,
    country: 'Nigeria',
    phone_number: '08031234567',
  });
}

/** Checks out the shopper's cart to their address by card, as the checkout page does: the summary and the new order. */
export async function placeCardCheckout(request: APIRequestContext, token: string) {
  await ensureAddress(request, token);
  const summary = await call(request, token, 'GET', 'checkout/summary');
  const placed = await call(request, token, 'POST', 'checkout', {
    group_reference_id: summary.group_reference_id,
    order_amount: summary.totals.total,
    delivery_address: summary.delivery_address.uuid,
    delivery_date: summary.delivery_dates.at(-1) ?? null,
    delivery_fee: summary.totals.delivery_fee,
    payment_mode: 'card_payment',
    delivery_method: summary.delivery_method,
    use_smart_coin_as_discount: false,
    recaptcha: 'dev:CHECKOUT',
    courier_id: summary.courier_id,
  });
  return { summary, placed };
}

/**
 * Places an order through the API, as the checkout page would (the cheapest courier, door delivery),
 * and pays it by card on the sandbox gateway: a quick second order for a customer, or one on a
 * server of the test's own. Answers the order reference and its total as the shop writes it.
 */
export async function placePaidCardOrder(
  request: APIRequestContext,
  token: string,
  productCount = 1,
  card = SUCCESS_CARD,
) {
  const list = await call(request, token, 'GET', 'products?perPage=30');
  const products = (
    list.data as { slug: string; type: string; quantity: number; selling_price: number }[]
  ).filter((product) => product.type === 'product' && product.quantity > 5 && product.selling_price > 0);
  for (const product of products.slice(0, productCount)) {
    await call(request, token, 'POST', 'cart/add', { slug: product.slug, quantity: 1 });
  }
  const { summary, placed } = await placeCardCheckout(request, token);
  // The sandbox's hosted page takes the card as a form post, as the shopper's browser would send it.
  const pay = await request.post(`${new URL(placed.authorization_url).pathname}/pay`, {
    form: { card_number: card.number, expiry: card.expiry, cvv: card.cvv },
    maxRedirects: 0,
  });
  expect(pay.status(), await pay.text()).toBeLessThan(400);
  const verified = await call(request, token, 'POST', 'payments/verify', {
    reference: placed.payment_reference,
  });
  expect(verified.payment_status).toBe('paid');
  return { reference: placed.reference as string, total: summary.totals.total as number };
}

/** The sandbox gateway ends every pending refund now and its refund.* webhooks reach the shop. */
export async function sandboxEndsRefunds(request: APIRequestContext) {
  const res = await request.post('/sandbox/paystack/refunds/settle', {
    headers: { authorization: 'Bearer sk_test_oja_sandbox_4f1c2d9e7a6b5c3d8e0f1a2b' },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Cancels an order before it ships, as the cancel page does; answers the cancelled order's details. */
export async function cancelOrder(
  request: APIRequestContext,
  token: string,
  reference: string,
  reason: string,
) {
  const cancelled = await call(request, token, 'POST', `orders/${encodeURIComponent(reference)}/cancel`, {
    reason,
  });
  expect(cancelled.status).toBe('cancelled');
  return cancelled;
}

/**
 * A second shop server for one spec, on its own embedded database, with the order simulator on
 * (ADR 0008): paid orders move one step every `simulatorSeconds`. The shared e2e server keeps it
 * off, so that no other spec sees its orders move; PGlite allows one process per data folder, so
 * the ops command cannot move orders of a running server.
 */
export async function startSimulatorServer(simulatorSeconds: number): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oja-e2e-orders-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await startShopServer({
      port: await freePort(),
      dataDir,
      webDist: process.env.OJA_WEB_DIST ?? '',
      env: { OJA_ORDER_SIMULATOR_SECONDS: String(simulatorSeconds) },
    });
    return {
      url: server.url,
      stop: async () => {
        await server.stop();
        removeData();
      },
    };
  } catch (error) {
    removeData();
    throw error;
  }
}
