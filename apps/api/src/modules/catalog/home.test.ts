import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, promotionProducts, promotions, vendors } from '../../db/tables/catalog.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/${url}` });
beforeAll(async () => {
  t = await buildTestApp({ products: 400 });
});
afterAll(() => t.close());

describe('GET main-store', () => {
  it('answers 12 newest in-stock new arrivals and 3 flash picks that stay the same all day', async () => {
    const res = await get('main-store');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=60/);
    const { new_arrivals, flash_pick_of_the_day } = res.json().data;
    expect(new_arrivals).toHaveLength(12);
    for (const card of new_arrivals) expect(card.quantity).toBeGreaterThan(0);
    expect(flash_pick_of_the_day).toHaveLength(3);
    const again = (await get('main-store')).json().data.flash_pick_of_the_day;
    expect(again.map((c: { id: number }) => c.id)).toEqual(
      flash_pick_of_the_day.map((c: { id: number }) => c.id),
    );
  });

  it('draws the flash picks from the live flash sale, and from the 60 best deals once it has ended', async () => {
    const { db } = t.app.database;
    const [flash] = await db.select().from(promotions).where(eq(promotions.type, 'flash_sales'));
    const inSale = await db
      .select({ id: promotionProducts.productId })
      .from(promotionProducts)
      .where(eq(promotionProducts.promotionId, flash!.id));
    const picks = async () =>
      ((await get('main-store')).json().data.flash_pick_of_the_day as { id: number }[]).map((c) => c.id);
    const live = await picks();
    expect(live).toHaveLength(3);
    for (const id of live) expect(inSale.map((p) => p.id)).toContain(id);

    const all = await db.select().from(products);
    const discount = (p: (typeof all)[number]) =>
      Math.trunc(((p.actualPriceKobo - p.sellingPriceKobo) * 10000) / Math.max(p.actualPriceKobo, 1));
    const bestDeals = all
      .filter((p) => p.quantity > 0 && p.sellingPriceKobo > 0 && discount(p) > 0)
      .sort((a, b) => discount(b) - discount(a) || b.id - a.id)
      .slice(0, 60)
      .map((p) => p.id);
    await db
      .update(promotions)
      .set({ endDate: new Date(Date.now() - 60_000) })
      .where(eq(promotions.id, flash!.id));
    try {
      const ended = await picks();
      expect(ended).toHaveLength(3);
      for (const id of ended) expect(bestDeals).toContain(id);
      expect(await picks()).toEqual(ended);
    } finally {
      await db.update(promotions).set({ endDate: flash!.endDate }).where(eq(promotions.id, flash!.id));
    }
  });
});

describe('GET popular-stores-and-vendors', () => {
  it('orders top deals by discount and best sellers by views, and lists popular vendors with counts', async () => {
    const res = await get('popular-stores-and-vendors');
    expect(res.statusCode).toBe(200);
    const { top_deals, best_selling_products, popular_vendors } = res.json().data;
    expect(top_deals).toHaveLength(12);
    const discount = (c: { actual_price: number; selling_price: number }) =>
      (c.actual_price - c.selling_price) / c.actual_price;
    for (let i = 1; i < top_deals.length; i++) {
      expect(discount(top_deals[i - 1])).toBeGreaterThanOrEqual(discount(top_deals[i]) - 0.0001);
    }
    const views = best_selling_products.map((c: { total_views: number }) => c.total_views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(popular_vendors.length).toBeGreaterThan(0);
    for (const v of popular_vendors) {
      expect(v).toMatchObject({ is_popular: true, logo: expect.stringMatching(/^\/media\/vendors\//) });
      expect(v.city && v.state).toBeTruthy();
      expect(v.product_count).toBeGreaterThanOrEqual(0);
    }
  });

  it("counts each popular vendor's products as they are added, moved and removed", async () => {
    const db = t.app.database.db;
    const countsNow = async () =>
      new Map<string, number>(
        (await get('popular-stores-and-vendors'))
          .json()
          .data.popular_vendors.map((v: { uuid: string; product_count: number }) => [
            v.uuid,
            v.product_count,
          ]),
      );
    const [first, second] = await db
      .select({ id: vendors.id, uuid: vendors.uuid })
      .from(vendors)
      .where(eq(vendors.isPopular, true))
      .orderBy(vendors.id)
      .limit(2);
    const actual = async (vendorId: number) => db.$count(products, eq(products.vendorId, vendorId));
    const before = await countsNow();
    expect(before.get(first!.uuid)).toBe(await actual(first!.id));
    expect(before.get(second!.uuid)).toBe(await actual(second!.id));

    const [template] = await db.select().from(products).limit(1);
    const added = await db
      .insert(products)
      .values(
        [1, 2, 3].map((n) => ({
          slug: `vendor-count-lamp-${n}`,
          name: `Vendor count lamp ${n}`,
          categoryId: template!.categoryId,
          vendorId: first!.id,
          categoryName: template!.categoryName,
          sellingPriceKobo: 800_000,
          actualPriceKobo: 800_000,
          quantity: 2,
          city: 'Ikeja',
          state: 'Lagos',
        })),
      )
      .returning({ id: products.id });
    expect((await countsNow()).get(first!.uuid)).toBe(before.get(first!.uuid)! + 3);

    await db.update(products).set({ vendorId: second!.id }).where(eq(products.id, added[0]!.id));
    const moved = await countsNow();
    expect(moved.get(first!.uuid)).toBe(before.get(first!.uuid)! + 2);
    expect(moved.get(second!.uuid)).toBe(before.get(second!.uuid)! + 1);

    for (const { id } of added) await db.delete(products).where(eq(products.id, id));
    const after = await countsNow();
    expect(after.get(first!.uuid)).toBe(before.get(first!.uuid));
    expect(after.get(second!.uuid)).toBe(before.get(second!.uuid));
  });
});

describe('GET promotions and promotion-products', () => {
  it('lists only live home promotions that have products, each with up to 10 products', async () => {
    const res = await get('promotions');
    expect(res.statusCode).toBe(200);
    const list = res.json().data as {
      type: string;
      products: unknown[];
      total_products: number;
      end_date: string;
    }[];
    expect(list.map((p) => p.type)).toEqual(['black_friday_deals', 'flash_sales', 'payday_sales']);
    for (const p of list) {
      expect(p.products.length).toBeGreaterThan(0);
      expect(p.products.length).toBeLessThanOrEqual(10);
      expect(new Date(p.end_date).getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('hides a promotion once it has ended or has no products left', async () => {
    const { db } = t.app.database;
    const [payday] = await db.select().from(promotions).where(eq(promotions.type, 'payday_sales'));
    const [flash] = await db.select().from(promotions).where(eq(promotions.type, 'flash_sales'));
    const kept = await db
      .select()
      .from(promotionProducts)
      .where(eq(promotionProducts.promotionId, flash!.id));
    await db
      .update(promotions)
      .set({ endDate: new Date(Date.now() - 60_000) })
      .where(eq(promotions.id, payday!.id));
    await db.delete(promotionProducts).where(eq(promotionProducts.promotionId, flash!.id));
    try {
      const list = (await get('promotions')).json().data as { type: string }[];
      expect(list.map((p) => p.type)).toEqual(['black_friday_deals']);
      // The ended promotion still answers its own page, with the end date that says it is over.
      const ended = await get('promotion-products?promotion_type=payday_sales');
      expect(ended.statusCode).toBe(200);
      expect(new Date(ended.json().data.promotion.end_date).getTime()).toBeLessThan(Date.now());
    } finally {
      await db.update(promotions).set({ endDate: payday!.endDate }).where(eq(promotions.id, payday!.id));
      await db.insert(promotionProducts).values(kept);
    }
  });

  it('pages a promotion 10 at a time with its dates and banners', async () => {
    const res = await get('promotion-products?promotion_type=payday_sales');
    expect(res.statusCode).toBe(200);
    const { promotion, products } = res.json().data;
    expect(promotion).toMatchObject({
      type: 'payday_sales',
      name: 'Payday Sales',
      banner_image: '/media/promotions/payday_sales.svg',
      banner_image_sm: '/media/promotions/payday_sales-sm.svg',
    });
    expect(products.data).toHaveLength(10);
    expect(products.pagination).toEqual({ page: 1, perPage: 10, total: 20, lastPage: 2 });
    const second = (await get('promotion-products?promotion_type=payday_sales&page=2&per_page=10')).json()
      .data;
    expect(second.products.data).toHaveLength(10);
    expect(second.products.data[0].id).not.toBe(products.data[0].id);
  });

  it('answers 404 for an unknown promotion and 422 for a bad per_page or type', async () => {
    expect((await get('promotion-products?promotion_type=christmas_sales')).statusCode).toBe(404);
    expect((await get('promotion-products?promotion_type=no_such_sale')).statusCode).toBe(404);
    const bad = await get('promotion-products?promotion_type=flash_sales&per_page=500');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.per_page).toBeDefined();
    expect((await get('promotion-products?promotion_type=flash_sales&per_page=abc')).statusCode).toBe(422);
    expect((await get('promotion-products')).statusCode).toBe(422);
    expect((await get('promotion-products?promotion_type=Black%20Friday')).statusCode).toBe(422);
  });
});

describe('campaigns', () => {
  it('lists carousel campaigns and the campaigns for every audience', async () => {
    const carousel = await get('carousel-campaigns');
    expect(carousel.statusCode).toBe(200);
    expect(carousel.json().data).toHaveLength(4);
    const all = (await get('campaigns/audiences/all')).json().data;
    expect(all).toHaveLength(7);
    expect(all[0]).toEqual({
      uuid: expect.any(String),
      name: 'Black Friday Mega Sale',
      headline: expect.any(String),
      caption: expect.any(String),
      campaign_image: `/media/campaigns/${all[0].uuid}.svg`,
      url: '/products?promotion=black_friday_deals',
    });
  });

  it('answers one campaign by uuid, 404 for an unknown one and 422 for a malformed one', async () => {
    const [first] = (await get('campaigns/audiences/all')).json().data;
    const one = await get(`campaigns/${first.uuid}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(first);
    expect((await get('campaigns/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('campaigns/not-a-uuid')).statusCode).toBe(422);
  });
});
