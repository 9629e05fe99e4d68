import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/tables/orders.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { ensureWallets } from '../wallet/accounts.ts';
import { coinsEarned } from '../wallet/smart-coin.ts';
import { fundCoins } from '../wallet/test-helpers.ts';
import { describeBooksDifference, verifyCustomersBooks } from './books.ts';
import { advanceOrder } from './lifecycle.ts';
import { api, orderRow, paidWalletOrder, type Shopper, walletShopper } from './test-helpers.ts';

/**
 * A shopper never keeps the coins of a returned order (issue 53, item 8; ADR 0075): coins earned on
 * an order that is later returned, spent meanwhile, are a coin debt that coins given back later (an
 * order that spent coins, cancelled or released) settle first; and `books verify` checks that no
 * customer holds more coins than the orders they kept earned them.
 */

let t: TestApp;
const app = () => t.app;
const db = () => app().database.db;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const coinsOf = async (userId: number) => (await ensureWallets(db(), userId)).smart_coin.balanceKobo;
const deps = () => ({ db: db(), rates: app().config });

async function delivered(reference: string) {
  let earned = 0;
  for (const to of ['shipped', 'out_for_delivery', 'delivered'] as const) {
    earned += (await advanceOrder(deps(), reference, to)).coinsEarned;
  }
  return earned;
}

/** The books of one shopper; their main wallet was funded by the test, not by a card, so fundings are left out. */
async function booksProblems(userId: number) {
  return (await verifyCustomersBooks(db(), [userId])).differences
    .filter((difference) => difference.check !== 'funding')
    .map(describeBooksDifference);
}

const cancel = (shopper: Shopper, reference: string) =>
  api(app(), 'POST', `orders/${reference}/cancel`, shopper.headers, { reason: 'Changed my mind' });

describe('coins of a returned order', () => {
  it('earned on A, spent on B, A returned (none left to take), B cancelled: the coins do not come back', async () => {
    const shopper = await walletShopper(app());
    const a = await paidWalletOrder(app(), shopper, 2);
    const earned = await delivered(a.reference);
    expect(earned).toBeGreaterThan(0);
    expect(await coinsOf(shopper.userId)).toBe(earned);

    const b = await paidWalletOrder(app(), shopper, 3, { smartCoins: true });
    expect(b.placed.totals.smart_coin_charge).toBe(-(earned * app().config.smartCoinValueKobo) / 100);
    expect(await coinsOf(shopper.userId)).toBe(0);

    // The return takes back the coins "as far as held": none are.
    await advanceOrder(deps(), a.reference, 'returns');
    expect(await coinsOf(shopper.userId)).toBe(0);

    expect((await cancel(shopper, b.reference)).status).toBe(200);
    // B's coins were A's, and A was returned: they settle A's coin debt instead of coming back.
    expect(await coinsOf(shopper.userId)).toBe(0);
    expect(await booksProblems(shopper.userId)).toEqual([]);
    // The shopper's coin history says why: B's coins back, then A's coins taken for the return.
    const history = await api<{ data: { description: string; direction: string; amount: number }[] }>(
      app(),
      'GET',
      'wallet/transactions?wallet=smart_coin&perPage=50',
      shopper.headers,
    );
    expect(history.status).toBe(200);
    expect(history.body.data.data.slice(0, 2)).toEqual([
      expect.objectContaining({
        direction: 'debit',
        amount: earned,
        description: expect.stringContaining(`returned order ${a.reference}`),
      }),
      expect.objectContaining({ direction: 'credit', amount: earned }),
    ]);
  });

  it('coins given back settle only the debt: the shopper’s own coins come back, later gifts stay theirs', async () => {
    const shopper = await walletShopper(app());
    await fundCoins(db(), shopper.userId, 5);
    const a = await paidWalletOrder(app(), shopper, 2);
    const earned = await delivered(a.reference);
    const b = await paidWalletOrder(app(), shopper, 3, { smartCoins: true });
    expect(await coinsOf(shopper.userId)).toBe(0);
    await advanceOrder(deps(), a.reference, 'returns');
    // Coins the shop gives after the return (as another delivery would) are not taken for the debt.
    await fundCoins(db(), shopper.userId, 7);
    expect((await cancel(shopper, b.reference)).status).toBe(200);
    // B spent 5 + `earned`: A's `earned` settle A's debt, the 5 the shopper was given come back.
    expect(await coinsOf(shopper.userId)).toBe(7 + 5);
    expect(earned).toBeGreaterThan(0);
    expect(await booksProblems(shopper.userId)).toEqual([]);
  });

  it('books verify reports a customer holding coins of a returned order', async () => {
    const shopper = await walletShopper(app());
    const a = await paidWalletOrder(app(), shopper, 2);
    const earned = await delivered(a.reference);
    // The return's take-back skipped, as a fault would skip it: the coins stay with the shopper.
    await db().update(orders).set({ status: 'returns' }).where(eq(orders.reference, a.reference));
    expect(await booksProblems(shopper.userId)).toEqual([
      `customer ${shopper.userId} holds ${earned} Smart Coins; the orders they kept earned 0`,
    ]);
  });
});

describe('coins are earned on what was paid in money', () => {
  it('an order paid partly with coins earns on its cart total less the coins’ discount', async () => {
    const shopper = await walletShopper(app());
    await fundCoins(db(), shopper.userId, 500);
    const order = await paidWalletOrder(app(), shopper, 3, { smartCoins: true });
    const discountKobo = -Math.round(order.placed.totals.smart_coin_charge * 100);
    expect(discountKobo).toBe(500 * app().config.smartCoinValueKobo);
    const row = await orderRow(app(), order.reference);
    const earned = await delivered(order.reference);
    expect(earned).toBe(coinsEarned(row.subtotalKobo - discountKobo, app().config));
    expect(earned).toBeLessThan(coinsEarned(row.subtotalKobo, app().config));
    expect(await booksProblems(shopper.userId)).toEqual([]);
  });
});
