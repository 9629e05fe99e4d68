import type { CheckoutSummaryAnswer } from '@oja/contract/checkout';
import { messages } from '@oja/contract/messages';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../test/database.ts';
import {
  freePort,
  type ServerProcess,
  startServer,
  TEST_JWT_SECRET,
  urlOf,
} from '../../test/server-process.ts';
import { addresses } from '../account/tables.ts';
import { products } from '../catalog/tables.ts';
import { users } from '../identity/tables.ts';
import { signCustomerToken } from '../identity/tokens.ts';
import { cities } from '../logistics/tables.ts';
import { orders } from '../orders/tables.ts';
import { ensureWallets } from './accounts.ts';
import { ledgerTransactions, walletEntries } from './tables.ts';
import { fundMain } from './test-helpers.ts';
import { verifyWallets } from './verify.ts';

/**
 * Wallet money under real concurrency and real crashes: API processes of their own (src/server.ts) on
 * one PostgreSQL database, as behind a load balancer. PostgreSQL only (*.services.test.ts).
 */

const PIN = '4826';
type Headers = Record<string, string>;

async function json<T>(res: Response): Promise<{ status: number; body: { message: string; data: T } }> {
  return { status: res.status, body: (await res.json()) as { message: string; data: T } };
}

async function shopper(database: DatabaseHandle, label: string) {
  const [user] = await database.db
    .insert(users)
    .values({
      firstname: 'Ngozi',
      lastname: 'Adeyemi',
      email: `${label}-${Date.now()}@oja.test`,
      passwordHash: 'not-a-real-hash',
      emailVerifiedAt: new Date(),
    })
    .returning();
  const [town] = await database.db.select().from(cities).where(eq(cities.stationCode, 'LA')).limit(1);
  await database.db.insert(addresses).values({
    userId: user!.id,
    address: '5 Awolowo Road, Ikoyi',
    postalCode: '101233',
    state: 'Lagos',
    stateCode: 'LA',
    city: town!.name,
    townId: town!.deliverytownid,
    phoneNumber: '08031234567',
    isPrimary: true,
  });
  const token = await signCustomerToken(new TextEncoder().encode(TEST_JWT_SECRET), user!.uuid, 0);
  const headers: Headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return { userId: user!.id, headers };
}

async function productWithStock(database: DatabaseHandle, stock: number) {
  const [product] = await database.db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(and(eq(products.type, 'product'), sql`${products.sellingPriceKobo} > 0`))
    .orderBy(products.id)
    .limit(1);
  await database.db.update(products).set({ quantity: stock }).where(eq(products.id, product!.id));
  return product!;
}

const stockOf = async (database: DatabaseHandle, id: number) =>
  (await database.db.select({ q: products.quantity }).from(products).where(eq(products.id, id)))[0]!.q;

async function call(base: string, headers: Headers, method: string, path: string, body?: unknown) {
  return fetch(`${base}/api/v1/${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
}

/** One checkout as the page does it: add, read the summary, place the order. */
async function checkout(base: string, headers: Headers, slug: string, payment: 'card_payment' | 'wallet') {
  const added = await call(base, headers, 'POST', 'cart/add', { slug, quantity: 1 });
  if (!added.ok) throw new Error(`cart/add ${added.status}`);
  const shown = await json<CheckoutSummaryAnswer>(
    await call(base, headers, 'GET', `checkout/summary?payment_mode=${payment}`),
  );
  const s = shown.body.data;
  return call(base, headers, 'POST', 'checkout', {
    group_reference_id: s.group_reference_id,
    order_amount: s.totals.total,
    delivery_address: s.delivery_address!.uuid,
    delivery_fee: s.totals.delivery_fee,
    payment_mode: payment,
    courier_id: s.courier_id,
    recaptcha: 'dev:CHECKOUT',
    ...(payment === 'wallet' ? { pin: PIN } : {}),
  });
}

async function assertLedgerClean(database: DatabaseHandle) {
  const report = await verifyWallets(database.db);
  expect(report.differences).toEqual([]);
  const [negative] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(walletEntries)
    .where(
      sql`${walletEntries.balanceAfterKobo} < 0 and ${walletEntries.walletId} in (select id from wallets where user_id is not null)`,
    );
  expect(negative!.n).toBe(0);
}

describe('200 wallet payments at once by one customer, across two API processes', () => {
  let database: DatabaseHandle;
  let servers: ServerProcess[] = [];
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true, products: 300 });
    const url = await urlOf(database);
    servers = [await startServer(url, await freePort()), await startServer(url, await freePort())];
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database.close();
  });

  it('pays exactly the orders the balance covers; the balance never goes below zero', async () => {
    const ORDERS = 200;
    const COVERED = 73;
    const { userId, headers } = await shopper(database, 'race');
    const product = await productWithStock(database, ORDERS);
    // 200 real orders, placed by card and left unpaid (the stock of each is taken at placement).
    const placed: string[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const res = await json<{ reference: string }>(
        await checkout(servers[i % 2]!.base, headers, product.slug, 'card_payment'),
      );
      expect(res.status, res.body.message).toBe(200);
      placed.push(res.body.data.reference);
    }
    expect(await stockOf(database, product.id)).toBe(0);
    const [order] = await database.db.select().from(orders).where(eq(orders.reference, placed[0]!));
    const walletTotal = order!.totalKobo - order!.transactionChargeKobo;
    await fundMain(database.db, userId, walletTotal * COVERED);
    expect((await call(servers[0]!.base, headers, 'POST', 'wallet/pin', { new_pin: PIN })).status).toBe(201);

    const results = await Promise.all(
      placed.map(async (reference, i) => {
        const res = await call(servers[i % 2]!.base, headers, 'POST', `orders/${reference}/pay-by-wallet`, {
          pin: PIN,
        });
        return json<unknown>(res);
      }),
    );
    const paid = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 409);
    expect(paid).toHaveLength(COVERED);
    expect(refused).toHaveLength(ORDERS - COVERED);
    for (const r of refused) expect(r.body.message).toBe(messages.notEnoughMoney);

    const [paidOrders] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.userId, userId), sql`${orders.paidAt} is not null`));
    expect(paidOrders!.n).toBe(COVERED);
    expect((await ensureWallets(database.db, userId)).main.balanceKobo).toBe(0);
    expect(await stockOf(database, product.id)).toBe(0);
    await assertLedgerClean(database);
  });
});

describe('the API process killed (SIGKILL) at random moments during 30 wallet checkouts', () => {
  let database: DatabaseHandle;
  let url: string;
  let server: ServerProcess | null = null;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true, products: 300 });
    url = await urlOf(database);
  });
  afterAll(async () => {
    await server?.stop();
    await database.close();
  });

  it('leaves every order either paid with its ledger entries or not there at all', async () => {
    const CHECKOUTS = 30;
    const { userId, headers } = await shopper(database, 'crash');
    const product = await productWithStock(database, 1_000);
    await fundMain(database.db, userId, 1_000_000_000);
    server = await startServer(url, await freePort());
    expect((await call(server.base, headers, 'POST', 'wallet/pin', { new_pin: PIN })).status).toBe(201);

    let kills = 0;
    for (let i = 0; i < CHECKOUTS; i++) {
      const running = server!;
      const attempt = checkout(running.base, headers, product.slug, 'wallet').catch(() => null);
      // About half the checkouts lose their process at a random moment of the request.
      if (Math.random() < 0.5) {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 60));
        await running.kill();
        kills += 1;
        await attempt;
        server = await startServer(url, await freePort());
      } else {
        await attempt;
      }
    }
    expect(kills).toBeGreaterThan(5);

    const mine = await database.db.select().from(orders).where(eq(orders.userId, userId));
    const walletPayments = await database.db
      .select({ reference: ledgerTransactions.reference })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.reference, 'order:%:wallet'));
    const paidByLedger = new Set(walletPayments.map((t) => t.reference));
    for (const order of mine) {
      expect(order.paidAt, order.reference).not.toBeNull();
      expect(paidByLedger.has(`order:${order.reference}:wallet`), order.reference).toBe(true);
    }
    expect(paidByLedger.size).toBe(mine.length);
    const spent = mine.reduce((sum, order) => sum + order.totalKobo, 0);
    expect((await ensureWallets(database.db, userId)).main.balanceKobo).toBe(1_000_000_000 - spent);
    const [sold] = await database.db
      .execute<{ n: number }>(
        sql`select coalesce(sum(quantity), 0)::int as n from order_items where order_id in (select id from orders where user_id = ${userId})`,
      )
      .then((r) => r.rows);
    expect(await stockOf(database, product.id)).toBe(1_000 - sold!.n);
    await assertLedgerClean(database);
  });
});
