import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GUEST_PASSPHRASE_HEADER, GUEST_TOKEN_HEADER } from '@oja/contract/constants';
import type { OutboxMail } from '@oja/contract/identity';
import { messages } from '@oja/contract/messages';
import type { CheckoutAnswer, OrderCompleteAnswer } from '@oja/contract/orders';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { users } from '../db/tables/identity.ts';
import { PASSWORD, signUpPayload } from '../modules/identity/test-helpers.ts';
import { fundMain } from '../modules/wallet/test-helpers.ts';
import { createTestDatabase } from './database.ts';
import {
  assertLedgerClean,
  call,
  checkout,
  type Headers,
  halfWrittenOrders,
  json,
  PIN,
  payOnGatewayPage,
  productWithStock,
} from './processes-shopper.ts';
import {
  freePort,
  type RedisProcess,
  type ServerProcess,
  startPrivateRedis,
  startServer,
  urlOf,
} from './server-process.ts';

/**
 * Two API processes (src/server.ts) on one PostgreSQL database behind a round-robin split, as behind
 * a load balancer with no sticky sessions: a shopper's every call lands on the other process than the
 * one before. Sessions (signed tokens), carts, orders, payments and mail live in PostgreSQL, so the
 * journey works; per-IP rate limits are shared through Redis when REDIS_URL is set, and counted in
 * each process's memory when it is not (the second describe shows both). PostgreSQL only.
 */

/** The sign-in limit per client address (identity routes: 50 per 5 minutes, OJA_PER_IP_LIMIT_FACTOR 1). */
const LOGIN_LIMIT = 50;

type Split = { base: string; served: number[]; close(): Promise<void> };

/** A tiny load balancer: each request goes to the next upstream in turn; `served` records which. */
async function roundRobin(upstreams: string[]): Promise<Split> {
  let next = 0;
  const served: number[] = [];
  const proxy: Server = createServer((incoming, outgoing) => {
    const pick = next++ % upstreams.length;
    served.push(pick);
    const upstream = forward(
      new URL(incoming.url ?? '/', upstreams[pick]),
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    served,
    close: () => new Promise((resolve) => proxy.close(() => resolve())),
  };
}

/**
 * One after the other, each kept in `servers` as soon as it listens (so afterAll stops it). Started
 * at the same moment on a new database, two processes race to create pg-boss's schema and one may
 * exit with a duplicate-key error (seen on this machine; docs/scaling.md).
 */
async function startBoth(url: string, servers: ServerProcess[], env: Record<string, string> = {}) {
  for (let i = 0; i < 2; i++) servers.push(await startServer(url, await freePort(), env));
}

const login = (base: string, email: string, extra: Headers = {}) =>
  call(base, extra, 'POST', 'login', { email, password: PASSWORD, recaptcha: 'dev:LOGIN' });

/** Signs up and verifies the email through the mailed link, each call through `base`. */
async function signUpVerified(base: string): Promise<string> {
  const payload = signUpPayload();
  expect((await call(base, {}, 'POST', 'customer', payload)).status).toBe(201);
  const mail = await json<OutboxMail[]>(
    await call(base, {}, 'GET', `dev/mailbox?to=${encodeURIComponent(payload.email)}`),
  );
  const link = mail.body.data[0]?.links.find((l) => l.includes('/verify-link-email?'));
  const token = new URL(link!).searchParams.get('token');
  expect((await call(base, {}, 'POST', 'email/verify', { token })).status).toBe(200);
  return payload.email;
}

type CartLine = { uuid: string; product: { slug: string }; quantity: number; variants: object[] };
const cartOf = async (base: string, headers: Headers) => {
  const res = await json<{ cart_items: CartLine[] }>(await call(base, headers, 'GET', 'cart/items'));
  expect(res.status).toBe(200);
  return res.body.data.cart_items.map((l) => [l.product.slug, l.quantity]);
};

describe('two API processes with REDIS_URL behind a round-robin split', () => {
  let database: DatabaseHandle;
  let redis: RedisProcess;
  const servers: ServerProcess[] = [];
  let split: Split;
  beforeAll(async () => {
    redis = await startPrivateRedis(await freePort());
    database = await createTestDatabase({ seed: true, products: 200 });
    const url = await urlOf(database);
    const env = { REDIS_URL: redis.url };
    await startBoth(url, servers, env);
    split = await roundRobin(servers.map((s) => s.base));
  });
  afterAll(async () => {
    await split?.close();
    await Promise.all(servers.map((s) => s.stop()));
    await redis?.stop();
    await database?.close();
  });

  it("carries a shopper's session, carts, checkouts and orders from one process to the other", async () => {
    const base = split.base;
    const product = await productWithStock(database, 100);
    const { rows } = await database.db.execute<{ slug: string }>(sql`
      update products set quantity = 100 where id = (
        select id from products where type = 'product' and selling_price_kobo > 0 and id <> ${product.id}
        order by id limit 1)
      returning slug`);
    const other = rows[0]!.slug;

    // A guest cart, each call on the other process than the one before.
    const started = await json<{ token: string; passphrase: string }>(
      await call(base, {}, 'POST', 'generate-jwt'),
    );
    expect(started.status).toBe(201);
    const guest = {
      [GUEST_TOKEN_HEADER]: started.body.data.token,
      [GUEST_PASSPHRASE_HEADER]: started.body.data.passphrase,
    };
    expect((await call(base, guest, 'POST', 'cart/add', { slug: product.slug, quantity: 1 })).status).toBe(
      200,
    );
    expect(await cartOf(base, guest)).toEqual([[product.slug, 1]]);
    const items = await json<{ cart_items: CartLine[] }>(await call(base, guest, 'GET', 'cart/items'));
    const line = items.body.data.cart_items[0]!;
    const updated = await call(base, guest, 'PUT', `cart/${line.uuid}/product-quantity`, {
      variants: [{ ...line.variants[0], quantity: 2 }],
    });
    expect(updated.status).toBe(200);
    expect(await cartOf(base, guest)).toEqual([[product.slug, 2]]);

    // Sign up on one, verify on another, sign in, and the guest cart joins the customer's.
    const email = await signUpVerified(base);
    const signedIn = await json<unknown>(await login(base, email));
    expect(signedIn.status).toBe(200);
    const token = (signedIn.body as unknown as { extra: { token: string } }).extra.token;
    const customer: Headers = { authorization: `Bearer ${token}` };
    const merged = await call(base, { ...customer, ...guest }, 'PUT', 'cart/update-user-details');
    expect(merged.status).toBe(200);
    expect(await cartOf(base, customer)).toEqual([[product.slug, 2]]);
    expect((await call(base, customer, 'POST', 'cart/add', { slug: other, quantity: 1 })).status).toBe(200);
    const mine = await json<{ cart_items: CartLine[] }>(await call(base, customer, 'GET', 'cart/items'));
    const added = mine.body.data.cart_items.find((l) => l.product.slug === other)!;
    const changed = await call(base, customer, 'PUT', `cart/${added.uuid}/product-quantity`, {
      variants: [{ ...added.variants[0], quantity: 3 }],
    });
    expect(changed.status).toBe(200);
    const both = await cartOf(base, customer);
    expect(both).toHaveLength(2);
    expect(both).toEqual(
      expect.arrayContaining([
        [product.slug, 2],
        [other, 3],
      ]),
    );

    // A delivery address, a PIN and money in the main wallet.
    const cities = await json<Array<{ deliverytownid: string; name: string }>>(
      await call(base, {}, 'GET', 'logistics/LA/cities'),
    );
    const address = await call(base, customer, 'PUT', 'user/address/delivery', {
      address: '12 Admiralty Way, Lekki Phase 1',
      postal_code: '105102',
      state: 'Lagos',
      state_code: 'LA',
      city: cities.body.data[0]!.name,
      town_id: cities.body.data[0]!.deliverytownid,
      country: 'Nigeria',
      phone_number: '08031234567',
    });
    expect(address.status).toBe(200);
    expect((await call(base, customer, 'POST', 'wallet/pin', { new_pin: PIN })).status).toBe(201);
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await fundMain(database.db, user!.id, 50_000_000_000);

    // Checkout by wallet through one process, seen in orders on the other.
    const byWallet = await json<CheckoutAnswer>(await checkout(base, customer, product.slug, 'wallet'));
    expect(byWallet.status, byWallet.body.message).toBe(200);
    const listed = await json<{ data: Array<{ reference: string; payment_status: string }> }>(
      await call(base, customer, 'GET', 'orders'),
    );
    expect(listed.body.data.data).toEqual([
      expect.objectContaining({ reference: byWallet.body.data.reference, payment_status: 'paid' }),
    ]);

    // Checkout by card: placed on one, paid on the gateway's page on another, verified on a third call.
    const byCard = await json<CheckoutAnswer>(await checkout(base, customer, product.slug, 'card_payment'));
    expect(byCard.status, byCard.body.message).toBe(200);
    expect((await payOnGatewayPage(base, byCard.body.data.access_code!)).status).toBe(303);
    const verified = await json<OrderCompleteAnswer>(
      await call(base, customer, 'POST', 'payments/verify', {
        reference: byCard.body.data.payment_reference,
      }),
    );
    expect(verified.status).toBe(200);
    const details = await json<{ payment_status: string }>(
      await call(base, customer, 'GET', `orders/${byCard.body.data.reference}`),
    );
    expect(details.body.data.payment_status).toBe('paid');

    // The split really alternated: every call went to the other process than the one before.
    expect(split.served.length).toBeGreaterThan(25);
    for (let i = 1; i < split.served.length; i++) expect(split.served[i]).not.toBe(split.served[i - 1]);
    expect(await halfWrittenOrders(database)).toEqual([]);
    await assertLedgerClean(database);
  });

  it('counts sign-ins per address across both: past the limit each process refuses', async () => {
    const email = await signUpVerified(split.base);
    // Sign-ins so far from 127.0.0.1 in this file: one in the journey above.
    const allowed = LOGIN_LIMIT - 1;
    const answers: number[] = [];
    for (let i = 0; i < allowed; i++) answers.push((await login(split.base, email)).status);
    expect(answers.every((status) => status === 200)).toBe(true);
    // Both processes took about half of them; neither had reached the limit on its own.
    const last = split.served.slice(-allowed);
    expect(last.filter((s) => s === 0).length).toBeGreaterThanOrEqual(Math.floor(allowed / 2));
    expect(last.filter((s) => s === 1).length).toBeGreaterThanOrEqual(Math.floor(allowed / 2));
    for (const server of servers) {
      const refused = await json<null>(await login(server.base, email));
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ status: 'error', message: messages.tooManyAttempts, data: null });
    }
  });
});

describe('two API processes without REDIS_URL', () => {
  let database: DatabaseHandle;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    // Seeded, so that neither process seeds it on start.
    database = await createTestDatabase({ seed: true, products: 20 });
    const url = await urlOf(database);
    await startBoth(url, servers);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
  });

  it('count per-IP limits each in its own memory: one refuses while the other still accepts', async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const email = await signUpVerified(first.base);
    for (let i = 0; i < LOGIN_LIMIT; i++) expect((await login(first.base, email)).status).toBe(200);
    expect((await login(first.base, email)).status).toBe(429);
    // The other process never saw those sign-ins: behind a load balancer, the limit is per process.
    expect((await login(second.base, email)).status).toBe(200);
  });
});
