import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/tables/catalog.ts';
import { savedItems } from '../../db/tables/saved.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { signedInCustomer } from './test-shoppers.ts';

type Card = {
  id: number;
  slug: string;
  quantity: number;
  is_negotiable: boolean;
  selling_price: number;
  actual_price: number;
  vat_selling_price: number;
  total_views: number;
  type: string;
  isSaved: boolean;
  category: { uuid: string };
};

let t: TestApp;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
const list = async (query: string, headers: Record<string, string> = {}) => {
  const res = await get(`products?${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    data: Card[];
    pagination: { page: number; perPage: number; total: number; lastPage: number };
    next_cursor: string | null;
    total_capped: boolean;
  };
};
beforeAll(async () => {
  t = await buildTestApp({ products: 400 });
});
afterAll(() => t.close());

describe('GET products', () => {
  it('pages newest first with a total and a cursor that continues the same order', async () => {
    const first = await list('perPage=10');
    expect(first.pagination).toEqual({ page: 1, perPage: 10, total: 400, lastPage: 40 });
    expect(first.total_capped).toBe(false);
    const second = await list('perPage=10&page=2');
    const byCursor = await list(`perPage=10&page=2&cursor=${first.next_cursor}`);
    expect(byCursor.data.map((c) => c.id)).toEqual(second.data.map((c) => c.id));
    const last = await list('perPage=10&page=40');
    expect(last.next_cursor).toBeNull();
  });

  it('walks every product exactly once by cursor, in every keyset order', async () => {
    for (const sort of ['newest', 'price_asc', 'price_desc', 'popular']) {
      const seen = new Set<number>();
      let cursor: string | null = '';
      while (cursor !== null) {
        const page = await list(`perPage=100&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`);
        for (const card of page.data) seen.add(card.id);
        cursor = page.next_cursor;
      }
      expect(seen.size, sort).toBe(400);
    }
  });

  it('sorts by price and filters by price range in naira', async () => {
    const cheap = await list('sort=price_asc&min_price=1000&max_price=5000&perPage=100');
    expect(cheap.data.length).toBeGreaterThan(0);
    const prices = cheap.data.map((c) => c.selling_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const p of prices) expect(p >= 1000 && p <= 5000).toBe(true);
  });

  it('lists "Contact for price" items (price 0) after every priced one, low to high and high to low', async () => {
    for (const sort of ['price_asc', 'price_desc']) {
      const prices: number[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const page = await list(`perPage=50&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`);
        prices.push(...page.data.map((c) => c.selling_price));
        cursor = page.next_cursor;
      }
      const firstUnpriced = prices.indexOf(0);
      expect(firstUnpriced, sort).toBeGreaterThan(0);
      expect(
        prices.slice(firstUnpriced).every((p) => p === 0),
        sort,
      ).toBe(true);
      const priced = prices.slice(0, firstUnpriced);
      const inOrder = [...priced].sort((a, b) => (sort === 'price_asc' ? a - b : b - a));
      expect(priced, sort).toEqual(inOrder);
    }
    // Offset pages agree with the cursor: page 1 of low to high starts with a price.
    expect((await list('sort=price_asc&perPage=6')).data.every((c) => c.selling_price > 0)).toBe(true);
  });

  it('filters by category, vendor, type and promotion', async () => {
    const { uuid } = (await list('perPage=1')).data[0]!.category;
    for (const card of (await list(`category=${uuid}&perPage=100`)).data)
      expect(card.category.uuid).toBe(uuid);
    for (const card of (await list('type=service&perPage=100')).data) expect(card.type).toBe('service');
    const vendor = (await get('stores?perPage=1')).json().data.data[0];
    const bySlug = await list(`vendor=${vendor.slug}&perPage=100`);
    const byId = await list(`vendor=${vendor.id}&perPage=100`);
    expect(bySlug.pagination.total).toBe(vendor.product_count);
    expect(byId.data.map((c) => c.id)).toEqual(bySlug.data.map((c) => c.id));
    expect((await list('promotion=flash_sales&perPage=50')).pagination.total).toBe(12);
  });

  it('answers the filters: new arrivals in stock, top deals discounted, best selling by views', async () => {
    for (const card of (await list('filter=new_arrivals')).data) expect(card.quantity).toBeGreaterThan(0);
    for (const card of (await list('filter=top_deals')).data) {
      expect(card.actual_price).toBeGreaterThan(card.selling_price);
    }
    const views = (await list('filter=best_selling')).data.map((c) => c.total_views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('refuses bad parameters with 422 and field errors', async () => {
    for (const query of [
      'filter=cheapest',
      'sort=random',
      'type=car',
      'perPage=0',
      'perPage=101',
      'page=0',
      'min_price=-5',
      'min_price=abc',
      'min_price=10.555',
      'min_price=500&max_price=100',
      'category=not-a-uuid',
      'promotion=christmas_sales',
      `search=${'x'.repeat(101)}`,
      'cursor=garbage',
      'page=501',
    ]) {
      const res = await get(`products?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().errors ?? {}).length, query).toBeGreaterThan(0);
    }
    const first = await list('perPage=5&sort=newest');
    expect((await get(`products?sort=price_asc&cursor=${first.next_cursor}`)).statusCode).toBe(422);
  });

  it('answers an unknown category or vendor with an empty list', async () => {
    expect((await list('category=00000000-0000-4000-8000-000000000000')).data).toEqual([]);
    expect((await list('vendor=no-such-store')).pagination.total).toBe(0);
  });

  it('keeps the card rules data: out of stock, negotiable and price 0 items are listed as they are', async () => {
    const all = new Map<number, Card>();
    for (let page = 1; page <= 4; page++) {
      for (const card of (await list(`perPage=100&page=${page}`)).data) all.set(card.id, card);
    }
    const cards = [...all.values()];
    const outOfStock = cards.filter((c) => c.quantity === 0);
    const free = cards.filter((c) => c.selling_price === 0);
    const negotiable = cards.filter((c) => c.is_negotiable);
    expect(outOfStock.length).toBeGreaterThan(0);
    expect(free.length).toBeGreaterThan(0);
    expect(negotiable.length).toBeGreaterThan(0);
    for (const c of negotiable) expect(c.type).not.toBe('product');
    for (const c of free) expect(c.vat_selling_price).toBe(0);
    const [row] = await t.app.database.db
      .select({ id: products.id, selling: products.sellingPriceKobo, vat: products.vatRateBp })
      .from(products)
      .where(and(gt(products.sellingPriceKobo, 0), gt(products.vatRateBp, 0)))
      .limit(1);
    const card = all.get(row!.id)!;
    expect(card.vat_selling_price).toBe(Math.round(row!.selling + (row!.selling * row!.vat) / 10_000) / 100);
  });

  it('marks saved cards for the signed-in customer and keeps such answers out of shared caches', async () => {
    const customer = await signedInCustomer(t.app, 'saver@example.com');
    const page = await list('perPage=5');
    expect(page.data.every((c) => c.isSaved === false)).toBe(true);
    await t.app.database.db
      .insert(savedItems)
      .values(
        [page.data[0]!.id, page.data[2]!.id].map((productId) => ({ userId: customer.userId, productId })),
      );
    const res = await get('products?perPage=5', customer.headers);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().data.data.map((c: Card) => c.isSaved)).toEqual([true, false, true, false, false]);
    expect((await get('products?perPage=5')).headers['cache-control']).toMatch(/^public, max-age=30/);
    const home = (await get('main-store', customer.headers)).json().data.new_arrivals as Card[];
    expect(home.find((c) => c.id === page.data[0]!.id)?.isSaved).toBe(true);
    await t.app.database.db.delete(savedItems).where(eq(savedItems.userId, customer.userId));
  });

  it('answers 401 for a forged bearer token', async () => {
    expect((await get('products', { authorization: 'Bearer forged' })).statusCode).toBe(401);
  });
});
