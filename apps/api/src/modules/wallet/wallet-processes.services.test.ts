import { messages } from '@oja/contract/messages';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { orders } from '../../db/tables/orders.ts';
import { ledgerTransactions } from '../../db/tables/wallet.ts';
import { createTestDatabase } from '../../test/database.ts';
import {
  assertLedgerClean,
  call,
  checkout,
  json,
  PIN,
  productWithStock,
  shopper,
  stockOf,
} from '../../test/processes-shopper.ts';
import { freePort, type ServerProcess, startServer, urlOf } from '../../test/server-process.ts';
import { ensureWallets } from './accounts.ts';
import { fundMain } from './test-helpers.ts';

/**
 * Wallet money under real concurrency and real crashes: API processes of their own (src/server.ts) on
 * one PostgreSQL database, as behind a load balancer. PostgreSQL only (*.services.test.ts). Checkout
 * and card settlement under crashes: src/test/api-killed-faults.services.test.ts.
 */

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
  }, 180_000); // about 15 restarts of a server process
});
