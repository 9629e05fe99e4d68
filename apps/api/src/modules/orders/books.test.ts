import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/tables/payments.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { CheckoutByCard, CheckoutByWallet } from '../../test/money-model/checkout-commands.ts';
import { Advance, Cancel, ReleaseExpired } from '../../test/money-model/order-commands.ts';
import { countFetches, stopCountingFetches, untilQuiet } from '../../test/money-model/quiet.ts';
import { fundByCard, setSpendAndSave } from '../../test/money-model/wallet-commands.ts';
import { newStats, newWorld, type World } from '../../test/money-model/world.ts';
import { ensureWallets, systemWallet } from '../wallet/accounts.ts';
import { postLedgerTransaction } from '../wallet/ledger.ts';
import { fundMain } from '../wallet/test-helpers.ts';
import {
  type BooksReport,
  booksHold,
  describeBooksDifference,
  ordersAtFault,
  verifyBooks,
  verifyCustomersBooks,
} from './books.ts';

let shop: TestApp;
let world: World;
const db = () => shop.app.database.db;
const run = (command: { run(model: World, real: World): Promise<void> }) => command.run(world, world);

beforeAll(async () => {
  countFetches();
  shop = await buildTestApp({ products: 20 });
  // Card payments go to the sandbox gateway of this same server, over HTTP.
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  world = await newWorld(shop.app, newStats(), { shoppers: 2, stock: 20, priceKobo: 450_050 });
});
afterAll(async () => {
  await shop.close();
  stopCountingFetches();
});

const lines = (report: BooksReport) => report.differences.map(describeBooksDifference);
const orderOf = (who: number, index: number) => world.shoppers[who]!.orders[index]!.reference;

/** Kobo posted from shop_sales to a customer's main wallet under `reference`, as a forger would. */
async function forgePayout(reference: string, userId: number, amountKobo: number) {
  await db().transaction(async (tx) => {
    const sales = await systemWallet(tx, 'shop_sales');
    const { main } = await ensureWallets(tx, userId);
    await postLedgerTransaction(tx, {
      reference,
      kind: 'refund',
      description: 'Forged in a test',
      legs: [
        { walletId: sales.id, amountKobo: -amountKobo },
        { walletId: main.id, amountKobo },
      ],
    });
  });
}

describe('books verify', () => {
  it('holds for a shop whose orders were paid, paid twice, released, cancelled and delivered', async () => {
    const [ada, bayo] = world.shoppers;
    await setSpendAndSave(world, ada!, 10);
    await fundByCard(world, ada!, 60_000);
    await run(new CheckoutByWallet(0, 1, false));
    await run(new CheckoutByWallet(0, 2, false));
    await run(new CheckoutByCard(0, 1, 'paid'));
    await run(new CheckoutByCard(1, 1, 'paid-twice'));
    await run(new CheckoutByCard(1, 1, 'left-open'));
    await run(new ReleaseExpired(1, 1));
    await run(new Cancel(0, 1));
    await run(new Cancel(0, 2));
    await run(new Advance(0, 0, 'delivered'));
    await untilQuiet();
    expect(ada!.orders).toHaveLength(3);
    expect(bayo!.orders).toHaveLength(2);

    const report = await verifyBooks(db());
    expect(lines(report)).toEqual([]);
    expect(report.wallets.differences).toEqual([]);
    expect(booksHold(report)).toBe(true);
    expect(report.orders).toBeGreaterThanOrEqual(5);
    expect(report.shopSalesKobo).toBeGreaterThan(0);
  });

  it('names the order of a forged refund, with its figures', async () => {
    const reference = orderOf(0, 0);
    await forgePayout(`order:${reference}:refund`, world.shoppers[0]!.userId, 12_345);
    const report = await verifyBooks(db());
    const found = report.differences.find((d) => d.check === 'order' && d.reference === reference);
    expect(found).toMatchObject({ check: 'order', status: 'delivered', backKobo: expect.any(Number) });
    if (found?.check !== 'order') throw new Error('no order difference');
    expect(found.keptKobo).toBe(found.expectedKobo - 12_345);
    expect(found.money.walletRefund).toBe(12_345);
    expect(describeBooksDifference(found)).toContain(`order ${reference} (delivered): paid `);
    expect(ordersAtFault(report)).toContain(reference);
    expect(booksHold(report)).toBe(false);
    // The ledger itself still balances: only the books can tell.
    expect(report.wallets.differences).toEqual([]);
    // Narrowed to customers, the books name it for its customer only.
    const [ada, bayo] = world.shoppers.map((shopper) => shopper.userId);
    expect(ordersAtFault(await verifyCustomersBooks(db(), [ada!]))).toEqual([reference]);
    expect((await verifyCustomersBooks(db(), [bayo!])).differences).toEqual([]);
  });

  it('names money paid out for an order that does not exist, and shop_sales below zero', async () => {
    const before = await verifyBooks(db());
    await forgePayout('order:OJA-NOSUCH00:refund', world.shoppers[1]!.userId, before.shopSalesKobo + 1);
    const report = await verifyBooks(db());
    expect(report.shopSalesKobo).toBe(-1);
    expect(lines(report)).toEqual(
      expect.arrayContaining([
        `order OJA-NOSUCH00 does not exist, yet its ledger moved kobo: paid 0, back ${before.shopSalesKobo + 1}`,
        'shop_sales is below zero: its entries sum to -1',
      ]),
    );
    expect(ordersAtFault(report)).toContain('OJA-NOSUCH00');
  });

  it('names a captured card payment kept for a cancelled order, and a funding no card paid', async () => {
    const released = world.shoppers[1]!.orders[1]!;
    const [payment] = await db()
      .update(payments)
      .set({ status: 'success' })
      .where(eq(payments.reference, released.openPages[0]!.paymentReference))
      .returning();
    await fundMain(db(), world.shoppers[1]!.userId, 7_000);
    const report = await verifyBooks(db());
    expect(report.differences).toContainEqual({
      check: 'card-payment',
      paymentReference: payment!.reference,
      orderReference: released.reference,
      amountKobo: payment!.amountKobo,
      reason: 'its order is cancelled and no refund is recorded',
    });
    expect(report.differences).toContainEqual(
      expect.objectContaining({ check: 'funding', amountKobo: null, creditedKobo: 7_000 }),
    );
    expect(ordersAtFault(report)).toContain(released.reference);
  });
});
