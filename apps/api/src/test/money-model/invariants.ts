import { sql } from 'drizzle-orm';
import { describeBooksDifference, verifyCustomersBooks } from '../../modules/orders/books.ts';
import type { World } from './world.ts';

/**
 * What must hold after every sequence (GUIDE section 2, "Money invariants"), each answered as the
 * lines that are wrong. The books are checked by `books verify` itself; the shoppers' money and coins
 * from what the gateway captured and refunded and what the wallets hold, not from the ledger.
 */

/**
 * The books of this sequence's shoppers (verifyCustomersBooks: `books verify` narrowed to them). The
 * database is shared by every sequence of the run: a sequence must fail for its own commands only, or
 * shrinking would blame whatever came after the first failure, and reading only its customers' books
 * keeps a long run from reading the whole shop after every sequence. The test checks the whole
 * shop's books, the ledger's own proof with them, once at the end.
 */
export async function booksProblems(world: World): Promise<string[]> {
  const report = await verifyCustomersBooks(
    world.app.database.db,
    world.shoppers.map((shopper) => shopper.userId),
  );
  return report.differences.map(describeBooksDifference);
}

type ShopperMoney = {
  user_id: number;
  main: string;
  savings: string;
  coins: string;
  captured: string;
  refunded: string;
  kept: string;
};

/**
 * Per shopper: what they hold (wallets), what the gateway took from their cards and sent back to them
 * (its own records, not the shop's), and what the shop keeps for their live, paid orders (each
 * order's total less its Spend and Save charge).
 */
function moneyOf(world: World) {
  const ids = world.shoppers.map((shopper) => shopper.userId);
  return world.app.database.db.execute<ShopperMoney>(sql`
    select u.id as user_id,
      (select coalesce(sum(balance_kobo) filter (where kind = 'main'), 0) from wallets where user_id = u.id) as main,
      (select coalesce(sum(balance_kobo) filter (where kind = 'spend_and_save'), 0) from wallets where user_id = u.id) as savings,
      (select coalesce(sum(balance_kobo) filter (where kind = 'smart_coin'), 0) from wallets where user_id = u.id) as coins,
      (select coalesce(sum(amount_kobo) filter (where status in ('success', 'reversed')), 0)
         from sandbox_paystack_transactions where email = u.email) as captured,
      (select coalesce(sum(refunded_kobo), 0) from sandbox_paystack_transactions where email = u.email) as refunded,
      (select coalesce(sum(total_kobo - spend_and_save_kobo), 0) from orders
         where user_id = u.id and status <> 'cancelled' and paid_at is not null) as kept
    from users u where u.id in ${ids}`);
}

/**
 * Each shopper: money held (main + Spend and Save) plus card refunds never exceeds the money put in
 * (card fundings and card payments the gateway captured), and what is missing is exactly what their
 * live orders cost them; coins held never exceed the coins the shop gave on purpose, less those of
 * orders since returned.
 */
export async function shopperProblems(world: World): Promise<string[]> {
  const { rows } = await moneyOf(world);
  const lines: string[] = [];
  for (const shopper of world.shoppers) {
    const row = rows.find((r) => Number(r.user_id) === shopper.userId)!;
    const [main, savings, coins, captured, refunded, kept] = [
      row.main,
      row.savings,
      row.coins,
      row.captured,
      row.refunded,
      row.kept,
    ].map(Number) as [number, number, number, number, number, number];
    const out = main + savings + refunded;
    const figures =
      `main ${main} + savings ${savings} + card refunds ${refunded} = ${out}; ` +
      `put in by card ${captured}; kept for live orders ${kept}`;
    if (out > captured) lines.push(`${shopper.label} holds more than they put in: ${figures}`);
    else if (out + kept !== captured) lines.push(`${shopper.label}'s money is not conserved: ${figures}`);
    if (coins > shopper.coinsGiven) {
      lines.push(
        `${shopper.label} holds ${coins} coins; the shop gave ${shopper.coinsGiven} on orders still kept`,
      );
    }
  }
  return lines;
}

/** Every unit of the sequence's product is on the shelf, held by an unpaid order, or sold. */
export async function stockProblems(world: World): Promise<string[]> {
  const { rows } = await world.app.database.db.execute<{ shelf: number; held: string; sold: string }>(sql`
    select p.quantity as shelf,
      coalesce(sum(i.quantity) filter (where o.status = 'pending' and o.paid_at is null), 0) as held,
      coalesce(sum(i.quantity) filter (where o.status <> 'cancelled' and o.paid_at is not null), 0) as sold
    from products p
    left join order_items i on i.product_id = p.id
    left join orders o on o.id = i.order_id
    where p.id = ${world.product.id}
    group by p.id`);
  const row = rows[0]!;
  const counted = Number(row.shelf) + Number(row.held) + Number(row.sold);
  if (counted === world.product.stock) return [];
  return [
    `stock: ${row.shelf} on the shelf + ${row.held} in unpaid orders + ${row.sold} sold = ${counted}, ` +
      `not the ${world.product.stock} there were`,
  ];
}
