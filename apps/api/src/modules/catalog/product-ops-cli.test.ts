import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { products } from '../../db/tables/catalog.ts';
import { notifications } from '../../db/tables/engagement.ts';
import { savedItems } from '../../db/tables/saved.ts';
import { createTestDatabase } from '../../test/database.ts';
import { runOpsOn } from '../../test/ops-cli.ts';
import { insertUser } from '../wallet/test-helpers.ts';

type Product = { id: number; uuid: string; slug: string; name: string };

/** The CLI's commands run in this process on this test's database (src/ops/cli.test.ts tests the shell). */
describe('npm run ops -- product price | product restock', () => {
  let database: DatabaseHandle;
  let priced: Product;
  let restocked: Product;
  let saver = 0;
  let stranger = 0;

  const ops = (...args: string[]) => runOpsOn(database, ...args);
  const noticesOf = (userId: number) =>
    database.db
      .select({ kind: notifications.kind, title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.id));
  const productRow = async (id: number) =>
    (await database.db.select().from(products).where(eq(products.id, id)))[0]!;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: true, products: 40 });
    const { db } = database;
    const rows = await db
      .select({ id: products.id, uuid: products.uuid, slug: products.slug, name: products.name })
      .from(products)
      .where(and(eq(products.type, 'product'), gt(products.sellingPriceKobo, 0)))
      .orderBy(asc(products.id))
      .limit(2);
    [priced, restocked] = [rows[0]!, rows[1]!];
    // A known price and a sold-out product; one customer saved both, another saved nothing.
    await db
      .update(products)
      .set({ sellingPriceKobo: 2_000_000, actualPriceKobo: 2_500_000 })
      .where(eq(products.id, priced.id));
    await db.update(products).set({ quantity: 0 }).where(eq(products.id, restocked.id));
    saver = await insertUser(db);
    stranger = await insertUser(db);
    await db.insert(savedItems).values([
      { userId: saver, productId: priced.id },
      { userId: saver, productId: restocked.id },
    ]);
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  it('drops a price by slug: the saver is notified once; a rise by uuid notifies nobody', async () => {
    const drop = await ops('product', 'price', priced.slug, '17499.50');
    expect(drop.code, drop.err).toBe(0);
    expect(drop.out).toContain(
      `${priced.name} (${priced.slug}): ₦20,000.00 -> ₦17,499.50; price drop: 1 customer who saved it was notified`,
    );
    const rise = await ops('product', 'price', priced.uuid, '30000');
    expect(rise.code, rise.err).toBe(0);
    expect(rise.out).toContain('₦17,499.50 -> ₦30,000.00; nobody notified');

    expect(await noticesOf(saver)).toEqual([
      {
        kind: 'price_drop',
        title: `Price drop: ${priced.name}`,
        body: `${priced.name} is now ₦17,499.50 (was ₦20,000.00).`,
      },
    ]);
    expect(await noticesOf(stranger)).toEqual([]);
    // Above the crossed-out price, the crossed-out price follows.
    expect(await productRow(priced.id)).toMatchObject({
      sellingPriceKobo: 3_000_000,
      actualPriceKobo: 3_000_000,
    });
  });

  it('restocks a sold-out product: its saver is notified, a second restock notifies nobody', async () => {
    const back = await ops('product', 'restock', restocked.slug, '5');
    expect(back.code, back.err).toBe(0);
    expect(back.out).toContain(
      `${restocked.name} (${restocked.slug}): 0 -> 5 in stock; back in stock: 1 customer who saved it was notified`,
    );
    const more = await ops('product', 'restock', restocked.uuid, '3');
    expect(more.code, more.err).toBe(0);
    expect(more.out).toContain('5 -> 8 in stock; still in stock before, nobody notified');

    const told = (await noticesOf(saver)).filter((notice) => notice.kind === 'back_in_stock');
    expect(told.map((notice) => notice.title)).toEqual([`Back in stock: ${restocked.name}`]);
    expect((await productRow(restocked.id)).quantity).toBe(8);
  });

  it('says what is wrong: an unknown product (1), a bad price or quantity (2), with nothing changed', async () => {
    const unknown = await ops('product', 'price', 'no-such-product', '100');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain("No product 'no-such-product'");

    const decimals = await ops('product', 'price', priced.slug, '12.345');
    expect(decimals.code).toBe(2);
    expect(decimals.err).toContain('price: Write the price in naira with at most 2 decimals');
    const zero = await ops('product', 'price', priced.slug, '0');
    expect(zero.code).toBe(2);
    expect(zero.err).toContain('price: A price must be more than ₦0.');
    const missing = await ops('product', 'restock', restocked.slug);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('quantity: Give the number of units to add');
    expect(await productRow(priced.id)).toMatchObject({ sellingPriceKobo: 3_000_000 });
    expect((await productRow(restocked.id)).quantity).toBe(8);
    const help = await ops('--help');
    expect(help.out).toContain('product price <product uuid or slug> <naira>');
    expect(help.out).toContain('product restock <product uuid or slug> <quantity>');
  });
});
