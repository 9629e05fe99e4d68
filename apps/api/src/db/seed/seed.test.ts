import { asc, count, countDistinct, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kindOf } from '../../modules/catalog/illustrations.ts';
import { createTestDatabase } from '../../test/database.ts';
import type { DatabaseHandle } from '../client.ts';
import {
  categories,
  cities,
  couriers,
  products,
  promotionProducts,
  promotions,
  reviews,
  states,
  vendors,
} from '../schema.ts';
import { CATEGORIES } from './data/categories.ts';
import { CLOTHING_SIZES, SHOE_SIZES } from './data/lines.ts';
import { VENDORS } from './data/vendors.ts';
import { seedDatabase, seedIfEmpty } from './index.ts';
import { sells, sizesFor } from './products.ts';

const now = new Date('2025-11-20T12:00:00.000Z');

describe('seed', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, { products: 2_400, now });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('is deterministic and keeps the first products whatever the total', async () => {
    const smaller = await createTestDatabase();
    try {
      await seedDatabase(smaller.db, { products: 300, now });
      const first = (db: DatabaseHandle['db']) =>
        db.select().from(products).orderBy(asc(products.id)).limit(300);
      const [a, b] = await Promise.all([first(database.db), first(smaller.db)]);
      expect(b).toHaveLength(300);
      expect(b).toEqual(a);
      const cats = (db: DatabaseHandle['db']) => db.select().from(categories).orderBy(asc(categories.id));
      expect(await cats(smaller.db)).toEqual(await cats(database.db));
      const shops = (db: DatabaseHandle['db']) =>
        db
          .select({
            uuid: vendors.uuid,
            storeName: vendors.storeName,
            city: vendors.city,
            rating: vendors.rating,
          })
          .from(vendors)
          .orderBy(asc(vendors.id));
      expect(await shops(smaller.db)).toEqual(await shops(database.db));
    } finally {
      await smaller.close();
    }
  });

  it('does nothing on a seeded database', async () => {
    expect(await seedIfEmpty(database.db, { now })).toBe(false);
  });

  it('has the categories, with the six side menu ones', async () => {
    const rows = await database.db.select().from(categories).orderBy(asc(categories.position));
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows.filter((c) => c.isSideMenu).map((c) => c.name)).toEqual([
      'Deals',
      'Health & Beauty',
      'Phones & Tablets',
      'Electronics',
      'Fashion',
      'Home & Office',
    ]);
    expect(rows[0]?.displayImage).toBe('/media/categories/deals.svg');
  });

  it('has 60+ vendors in 15+ cities', async () => {
    const [row] = await database.db
      .select({ vendors: count(), cities: countDistinct(vendors.city) })
      .from(vendors);
    expect(row?.vendors).toBeGreaterThanOrEqual(60);
    expect(row?.cities).toBeGreaterThanOrEqual(15);
  });

  it('has every state and the FCT with towns, and the couriers', async () => {
    expect(await database.db.$count(states)).toBe(37);
    const perState = await database.db
      .select({ code: cities.stationCode, towns: count() })
      .from(cities)
      .groupBy(cities.stationCode);
    expect(perState).toHaveLength(37);
    for (const s of perState) expect(s.towns).toBeGreaterThanOrEqual(3);
    expect(await database.db.$count(couriers)).toBe(5);
  });

  it('has products of every shape the cards show', async () => {
    const rows = await database.db.select().from(products);
    expect(rows).toHaveLength(2_400);
    const share = (test: (p: (typeof rows)[number]) => boolean) => rows.filter(test).length / rows.length;
    expect(share((p) => p.quantity === 0)).toBeGreaterThan(0.02);
    expect(share((p) => p.sellingPriceKobo === 0)).toBeGreaterThan(0.005);
    expect(share((p) => p.isNegotiable)).toBeGreaterThan(0);
    expect(share((p) => p.type === 'service')).toBeGreaterThan(0);
    expect(share((p) => p.type === 'others')).toBeGreaterThan(0);
    expect(share((p) => p.sizes.length > 1)).toBeGreaterThan(0);
    expect(share((p) => p.colors.length > 1)).toBeGreaterThan(0);
    for (const p of rows) {
      expect(p.actualPriceKobo).toBeGreaterThanOrEqual(p.sellingPriceKobo);
      expect(Number.isInteger(p.sellingPriceKobo)).toBe(true);
    }
    const oldest = Math.min(...rows.map((p) => p.createdAt.getTime()));
    expect(now.getTime() - oldest).toBeLessThanOrEqual(120 * 86_400_000);
    const images = await database.db.execute<{ file_url: string }>(
      sql`select file_url from product_images where product_id = 1 and position = 1`,
    );
    expect(images.rows[0]?.file_url).toBe(`/media/products/${rows.find((p) => p.id === 1)?.uuid}/1.svg`);
  });

  it('has live, ended and empty promotions', async () => {
    const rows = await database.db
      .select({
        type: promotions.type,
        endDate: promotions.endDate,
        products: count(promotionProducts.productId),
      })
      .from(promotions)
      .leftJoin(promotionProducts, eq(promotionProducts.promotionId, promotions.id))
      .groupBy(promotions.id);
    const byType = new Map(rows.map((r) => [r.type, r]));
    for (const type of ['black_friday_deals', 'flash_sales', 'payday_sales']) {
      const promotion = byType.get(type);
      expect(promotion?.products).toBeGreaterThanOrEqual(12);
      expect(promotion?.products).toBeLessThanOrEqual(20);
      expect(promotion?.endDate?.getTime()).toBeGreaterThan(now.getTime());
    }
    expect(byType.get('easter_sales')?.endDate?.getTime()).toBeLessThan(now.getTime());
    expect(byType.get('easter_sales')?.products).toBeGreaterThan(0);
    expect(byType.get('christmas_sales')?.products).toBe(0);
  });

  it('has reviews from 1 to 5 stars', async () => {
    const rows = await database.db
      .select({ rating: reviews.rating, n: count() })
      .from(reviews)
      .groupBy(reviews.rating)
      .orderBy(reviews.rating);
    expect(rows.map((r) => r.rating)).toEqual([1, 2, 3, 4, 5]);
    expect(rows.reduce((sum, r) => sum + r.n, 0)).toBeGreaterThanOrEqual(2_000);
  });

  describe('hangs together', () => {
    const load = () =>
      database.db
        .select({
          name: products.name,
          category: categories.name,
          sizes: products.sizes,
          city: products.city,
          state: products.state,
          description: products.description,
          storeName: vendors.storeName,
          vendorCity: vendors.city,
          vendorState: vendors.state,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(vendors, eq(vendors.id, products.vendorId));

    it("sells every product from a shop whose trades include its category and kind, in the listing's city", async () => {
      const rows = await load();
      const byName = new Map(VENDORS.map((v) => [v.storeName, v]));
      const wrong = rows.filter((p) => {
        const category = CATEGORIES.find((c) => c.name === p.category)!;
        const area = category.type === 'service' ? /\(([^()]+)\)$/.exec(p.name)?.[1] : undefined;
        return !sells(byName.get(p.storeName)!, category, kindOf(p.name, p.category), area);
      });
      expect(wrong.map((p) => `${p.name} (${p.category}) sold by ${p.storeName}`)).toEqual([]);
      // The cases a shopper met: groceries at a car mart, an iPhone at a leather house, plumbing at an Adire house.
      const soldBy = (store: string) =>
        new Set(rows.filter((p) => p.storeName === store).map((p) => p.category));
      expect([...soldBy('Effurun Car Mart')]).toEqual(['Cars']);
      expect([...soldBy('Aba Made Leather')]).toEqual(['Fashion']);
      expect([...soldBy('Abeokuta Adire House')]).toEqual(['Fashion']);
      expect(
        rows.filter((p) => p.category === 'Services').every((p) => p.storeName.endsWith('Services')),
      ).toBe(true);
    });

    it('promises in no caption a way to pay that checkout does not offer (card and wallet only)', async () => {
      const captions = await database.db.selectDistinct({ caption: products.caption }).from(products);
      expect(captions.length).toBeGreaterThan(3);
      const promises = captions.filter(({ caption }) =>
        /on delivery|after the job|cash|transfer|pay later|installment/i.test(caption),
      );
      expect(promises).toEqual([]);
    });

    it("ships every product from its shop's city", async () => {
      for (const p of await load()) {
        expect([p.name, p.city, p.state]).toEqual([p.name, p.vendorCity, p.vendorState]);
        expect(p.description).toContain(`Ships from ${p.vendorCity}, ${p.vendorState}.`);
      }
    });

    it('puts every shop in the city its name says', async () => {
      const rows = await database.db.select().from(vendors);
      const cities = new Set(rows.map((v) => v.city));
      for (const shop of rows) {
        const named = [...cities].find((city) => new RegExp(`^${city}\\b`).test(shop.storeName));
        if (named) expect([shop.storeName, shop.city]).toEqual([shop.storeName, named]);
      }
      const where = (name: string) => rows.find((v) => v.storeName === name);
      expect(where('Port Harcourt Solar Hub')).toMatchObject({ city: 'Port Harcourt', state: 'Rivers' });
      expect(where('Abeokuta Adire House')).toMatchObject({ city: 'Abeokuta', state: 'Ogun' });
      expect(where('Effurun Car Mart')).toMatchObject({ state: 'Delta' });
    });

    it('gives sizes that fit the kind of product: EU 38-46 for shoes, S-XXL for clothes, none for the rest', async () => {
      const rows = await load();
      for (const p of rows) {
        const allowed = sizesFor(kindOf(p.name, p.category)) ?? [];
        expect([p.name, p.sizes.filter((size) => !allowed.includes(size))]).toEqual([p.name, []]);
      }
      const sized = (test: RegExp) => rows.filter((p) => test.test(p.name)).flatMap((p) => p.sizes);
      expect(new Set(sized(/hoodie|t-shirt|dress/i))).toEqual(new Set(CLOTHING_SIZES));
      expect(
        sized(/sneakers|air force|loafers/i).every((s) => (SHOE_SIZES as readonly string[]).includes(s)),
      ).toBe(true);
      expect(sized(/handbag|gele|match ball/i)).toEqual([]);
    });
  });
});
