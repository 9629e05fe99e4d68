import type { CheckoutAnswer } from '@oja/contract/orders';
import type { WalletFundAnswer } from '@oja/contract/wallet';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
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
  shopper,
  stockOf,
  walletsVerify,
} from './processes-shopper.ts';
import { freePort, type ServerProcess, startServer, urlOf } from './server-process.ts';

/**
 * The API killed under load: while wallet checkouts, card checkouts (placed, paid on the gateway's
 * page, verified) and wallet fundings by card run at once, the process is SIGKILLed at random moments
 * (no shutdown hook runs) and started again. Afterwards the shoppers come back to their payments, as
 * the order-complete and wallet pages do; then `npm run ops -- wallets verify` passes, no order is
 * half-written, and every payment the gateway took is settled exactly once. PostgreSQL only.
 */

/** Kills, each followed by a round that runs to its end on the restarted process. */
const KILLS = 3;
/** Shoppers per flow (wallet checkout, card checkout, card funding), all running at once. */
const PER_FLOW = 2;
const STOCK = 1_000;
const FUNDING_NAIRA = 5_000;

/** The three flows; a step that fails (its process was killed) ends its flow. */
async function walletCheckout(base: string, headers: Headers, slug: string) {
  await checkout(base, headers, slug, 'wallet');
}

async function cardCheckout(base: string, headers: Headers, slug: string) {
  const placed = await json<CheckoutAnswer>(await checkout(base, headers, slug, 'card_payment'));
  if (placed.status !== 200) return;
  await payOnGatewayPage(base, placed.body.data.access_code!);
  await call(base, headers, 'POST', 'payments/verify', { reference: placed.body.data.payment_reference });
}

async function walletFunding(base: string, headers: Headers) {
  const page = await json<WalletFundAnswer>(
    await call(base, headers, 'POST', 'wallet/fund', { amount: FUNDING_NAIRA }),
  );
  if (page.status !== 200) return;
  await payOnGatewayPage(base, page.body.data.access_code);
  await call(base, headers, 'POST', 'wallet/fund/verify', { reference: page.body.data.reference });
}

const rows = async <Row extends Record<string, unknown>>(
  database: DatabaseHandle,
  query: ReturnType<typeof sql>,
) => (await database.db.execute<Row>(query)).rows;

describe('the API process killed (SIGKILL) while checkouts and wallet fundings run', () => {
  let database: DatabaseHandle;
  let url: string;
  let server: ServerProcess | null = null;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true, products: 200 });
    url = await urlOf(database);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.close();
  });

  it('leaves no half-written order, an unbalanced ledger, or a payment taken and not settled', async () => {
    const product = await productWithStock(database, STOCK);
    const team = (label: string) =>
      Promise.all(Array.from({ length: PER_FLOW }, () => shopper(database, label)));
    const [byWallet, byCard, funders] = await Promise.all([
      team('kill-wallet'),
      team('kill-card'),
      team('kill-fund'),
    ]);
    for (const s of byWallet) await fundMain(database.db, s.userId, 1_000_000_000);
    server = await startServer(url, await freePort());
    for (const s of byWallet) {
      expect((await call(server.base, s.headers, 'POST', 'wallet/pin', { new_pin: PIN })).status).toBe(201);
    }

    const t0 = Date.now();
    const ordersSoFar = async () =>
      (await rows<{ n: number }>(database, sql`select count(*)::int as n from orders`))[0]!.n;
    let cleanRoundMs = 0;
    let placedInKilledRounds = 0;
    for (let round = 0; round < 2 * KILLS; round++) {
      const running = server!;
      const before = await ordersSoFar();
      const roundStarted = Date.now();
      const flows = Promise.all([
        ...byWallet.map((s) => walletCheckout(running.base, s.headers, product.slug).catch(() => undefined)),
        ...byCard.map((s) => cardCheckout(running.base, s.headers, product.slug).catch(() => undefined)),
        ...funders.map((s) => walletFunding(running.base, s.headers).catch(() => undefined)),
      ]);
      if (round % 2 === 0) {
        await flows;
        cleanRoundMs = Date.now() - roundStarted;
        continue;
      }
      // Every other round loses its process at a random moment of its flows: once its first order
      // is written (so the kill lands while orders are being placed, on a fast or a busy machine),
      // then within a tenth of what the round before, which ran to its end, took: on a quiet machine
      // the orders of a round commit close together, and a later kill would find the flows ended.
      let ended = false;
      void flows.then(() => {
        ended = true;
      });
      while (!ended && (await ordersSoFar()) === before)
        await new Promise((resolve) => setTimeout(resolve, 5));
      await new Promise((resolve) => setTimeout(resolve, cleanRoundMs * Math.random() * 0.1));
      await running.kill();
      await flows;
      placedInKilledRounds += (await ordersSoFar()) - before;
      server = await startServer(url, await freePort());
    }
    const roundsMs = Date.now() - t0;

    // The shoppers come back: the order-complete page verifies each order's payment, the wallet page
    // each funding (a webhook lost with its process is what verify is for).
    const base = server!.base;
    let verifiedOrders = 0;
    for (const s of byCard) {
      const unpaid = await rows<{ reference: string }>(
        database,
        sql`select reference from orders where user_id = ${s.userId} and paid_at is null`,
      );
      for (const { reference } of unpaid) {
        expect((await call(base, s.headers, 'POST', 'payments/verify', { reference })).status).toBe(200);
        verifiedOrders += 1;
      }
    }
    let verifiedFundings = 0;
    for (const s of funders) {
      const pending = await rows<{ reference: string }>(
        database,
        sql`select reference from payments where user_id = ${s.userId} and purpose = 'wallet_funding' and status = 'pending'`,
      );
      for (const { reference } of pending) {
        expect((await call(base, s.headers, 'POST', 'wallet/fund/verify', { reference })).status).toBe(200);
        verifiedFundings += 1;
      }
    }

    const report = await walletsVerify({
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: url,
      LOG_LEVEL: 'silent',
    });
    expect(report.stdout).toContain('ok: every balance equals the sum of its entries');
    expect(report.code).toBe(0);
    await assertLedgerClean(database);
    expect(await halfWrittenOrders(database)).toEqual([]);

    // Every payment the gateway took is settled once: the order paid, or the funding credited.
    const taken = await rows<{ reference: string; status: string }>(
      database,
      sql`select p.reference, p.status from sandbox_paystack_transactions s join payments p using (reference)
          where s.status = 'success'`,
    );
    expect(taken.filter((p) => p.status !== 'success')).toEqual([]);
    const unsettled = await rows<{ reference: string }>(
      database,
      sql`select p.reference from payments p where p.status = 'success' and (
            (p.purpose = 'order' and not exists (
              select 1 from orders o where o.group_reference_id = p.order_group and o.paid_at is not null))
            or (p.purpose = 'wallet_funding' and not exists (
              select 1 from ledger_transactions t where t.reference = 'funding:' || p.reference)))`,
    );
    expect(unsettled).toEqual([]);
    const [credited] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from ledger_transactions where reference like 'funding:%'`,
    );
    // PER_FLOW are fundMain's; the rest are the card fundings that went through.
    expect(credited!.n - PER_FLOW).toBe(taken.filter((p) => p.reference.startsWith('OJA-WF-')).length);

    // Stock: what the orders still holding their items took, and nothing more.
    const [sold] = await rows<{ n: number }>(
      database,
      sql`select coalesce(sum(i.quantity), 0)::int as n from order_items i join orders o on o.id = i.order_id
          where i.product_id = ${product.id} and o.status <> 'cancelled'`,
    );
    expect(await stockOf(database, product.id)).toBe(STOCK - sold!.n);
    const [placed] = await rows<{ wallet: number; card: number; paid: number }>(
      database,
      sql`select count(*) filter (where payment_mode = 'wallet')::int as wallet,
                 count(*) filter (where payment_mode = 'card_payment')::int as card,
                 count(*) filter (where paid_at is not null)::int as paid from orders`,
    );
    // Some of each got through (every round that was not killed, at least), and the kills landed
    // while orders were being placed, not only before.
    expect(placedInKilledRounds).toBeGreaterThan(0);
    expect(placed!.wallet).toBeGreaterThanOrEqual(KILLS * PER_FLOW);
    expect(placed!.card).toBeGreaterThanOrEqual(KILLS * PER_FLOW);
    console.log(
      `API killed ${KILLS} times (${placedInKilledRounds} orders placed in the killed rounds): ${placed!.wallet} wallet and ${placed!.card} card orders (${placed!.paid} paid), ` +
        `${credited!.n - PER_FLOW} card fundings credited; ${verifiedOrders} orders and ${verifiedFundings} ` +
        `fundings verified on return; wallets verify ok (rounds took ${roundsMs} ms)`,
    );
    // Each kill costs a server start: seconds alone, 15-25 s on a 2-core machine busy with other work.
  }, 240_000);
});
