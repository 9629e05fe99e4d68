import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/tables/catalog.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { correctedTerm, plainSearchPage, postingsSearchPage, searchTerms } from './search.ts';
import { guestHeaders, signedInCustomer } from './test-shoppers.ts';

type Card = { id: number; name: string; brand: string | null; category: { uuid: string; name: string } };
let t: TestApp;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
const names = async (query: string) => {
  const res = await get(`products?search=${encodeURIComponent(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.data as Card[]).map((c) => c.name);
};
beforeAll(async () => {
  t = await buildTestApp({ products: 600 });
});
afterAll(() => t.close());

describe('product search', () => {
  it('forgives typos through trigrams: samsong finds Samsung, tecno spak finds Tecno Spark', async () => {
    const samsung = await names('samsong');
    expect(samsung.length).toBeGreaterThan(0);
    expect(samsung[0]).toMatch(/^Samsung /);
    const spark = await names('tecno spak');
    expect(spark[0]).toMatch(/^Tecno Spark/);
  });

  it('corrects misspelt words against the words of product names, kept as products are added and renamed', async () => {
    const db = t.app.database.db;
    expect(await correctedTerm(db, 'Tecno spak')).toBe('tecno spark');
    expect(await correctedTerm(db, 'qqqzzzxxv')).toBe('qqqzzzxxv');
    const [template] = await db.select().from(products).where(eq(products.type, 'product')).limit(1);
    const [added] = await db
      .insert(products)
      .values({
        slug: 'kilimanjaro-blender-500',
        name: 'Kilimanjaro Blender 500',
        categoryId: template!.categoryId,
        vendorId: template!.vendorId,
        categoryName: template!.categoryName,
        sellingPriceKobo: 2_500_000,
        actualPriceKobo: 2_500_000,
        quantity: 4,
        city: 'Ikeja',
        state: 'Lagos',
      })
      .returning({ id: products.id });
    expect(await correctedTerm(db, 'kilimanjero')).toBe('kilimanjaro');
    expect(await names('kilimanjero blender')).toEqual(['Kilimanjaro Blender 500']);
    await db.update(products).set({ name: 'Serengeti Blender 500' }).where(eq(products.id, added!.id));
    expect(await names('serengetti')).toEqual(['Serengeti Blender 500']);
    // A price or stock change leaves the vocabulary as it was (only names feed it).
    await db.update(products).set({ quantity: 3 }).where(eq(products.id, added!.id));
    expect(await correctedTerm(db, 'serengetti')).toBe('serengeti');
    expect(await names('serengeti blender')).toEqual(['Serengeti Blender 500']);
    // A product taken down is no longer found (its word stays in the vocabulary).
    await db.delete(products).where(eq(products.id, added!.id));
    expect(await names('serengeti blender')).toEqual([]);
    expect(await names('kilimanjaro')).toEqual([]);
  });

  it('matches word forms through the text vector: freezer finds freezers', async () => {
    const found = await names('freezer');
    expect(found.length).toBeGreaterThan(0);
    for (const name of found.slice(0, 5)) expect(name.toLowerCase()).toContain('freezer');
    expect((await names('freezers')).length).toBeGreaterThan(0);
  });

  it('finds nothing for nonsense and pages ranked results by cursor', async () => {
    expect(await names('qqqzzzxxv')).toEqual([]);
    const first = (await get('products?search=samsung&perPage=3')).json().data;
    const next = (await get(`products?search=samsung&perPage=3&cursor=${first.next_cursor}`)).json().data;
    expect(next.data.length).toBeGreaterThan(0);
    const ids = new Set(first.data.map((c: Card) => c.id));
    for (const card of next.data) expect(ids.has(card.id)).toBe(false);
  });

  it('finds exactly the products whose text matches the words as typed or as corrected, ranked best first', async () => {
    const db = t.app.database.db;
    const all = async (query: string) => {
      const found: number[] = [];
      let url = `products?search=${encodeURIComponent(query)}&perPage=50`;
      for (;;) {
        const page = (await get(url)).json().data;
        found.push(...page.data.map((c: Card) => c.id));
        if (!page.next_cursor) return { ids: found, total: page.pagination.total as number };
        url = `products?search=${encodeURIComponent(query)}&perPage=50&cursor=${page.next_cursor}`;
      }
    };
    const matching = async (query: string, corrected: string) => {
      const { rows } = await db.execute<{ id: number }>(sql`select id from ${products}
        where search @@ websearch_to_tsquery('english', ${query})
           or search @@ websearch_to_tsquery('english', ${corrected}) order by id`);
      return rows.map((r) => Number(r.id));
    };
    for (const [query, corrected] of [
      ['samsong', 'samsung'],
      ['tecno spak', 'tecno spark'],
      ['freezer', 'freezer'],
      ['Samsung Galaxy', 'samsung galaxy'],
      ['ships from lagos', 'ships from lagos'],
      ['the', 'the'],
      ['tecno tecno', 'tecno tecno'],
      ['galaxy samsong', 'galaxy samsung'],
    ] as const) {
      const expected = await matching(query, corrected);
      const { ids, total } = await all(query);
      expect(
        [...ids].sort((a, b) => a - b),
        query,
      ).toEqual(expected);
      expect(total, query).toBe(expected.length);
    }
    // A word in the name outranks the same word in the category or description only.
    const phones = await names('phone');
    const named = phones.filter((name) => /\bphones?\b/i.test(name));
    expect(named.length).toBeGreaterThan(0);
    expect(phones.length).toBeGreaterThan(named.length);
    expect(phones.slice(0, named.length)).toEqual(named);
  });

  it('reads a plain search in one statement as it does in two, and leaves the terms it cannot fit to two', async () => {
    const db = t.app.database.db;
    const twoStatements = async (term: string, limit: number, offset: number) => {
      const { alternatives } = await searchTerms(db, term);
      return alternatives && postingsSearchPage(db, alternatives, limit, offset);
    };
    for (const term of [
      'samsong',
      'tecno spak',
      'Samsung Galaxy',
      'galaxy samsong',
      'tecno tecno',
      'freezers',
    ]) {
      for (const [limit, offset] of [
        [21, 0],
        [4, 3],
      ] as const) {
        const one = await plainSearchPage(db, term, limit, offset);
        expect(one?.rows.length, term).toBeGreaterThan(0);
        expect(one, term).toEqual(await twoStatements(term, limit, offset));
      }
    }
    // A stop word or only stop words (fewer lexemes than words), nothing found, a page past the end,
    // and a term that is not plain: no answer here, and the list takes the two-statement way.
    expect(await plainSearchPage(db, 'ships from lagos', 21, 0)).toBeUndefined();
    expect((await twoStatements('ships from lagos', 21, 0))?.rows.length).toBeGreaterThan(0);
    expect(await plainSearchPage(db, 'the', 21, 0)).toBeUndefined();
    expect(await plainSearchPage(db, 'qqqzzzxxv', 21, 0)).toBeUndefined();
    expect(await plainSearchPage(db, 'samsung', 21, 1_990)).toBeUndefined();
    expect(await plainSearchPage(db, '"tecno spark"', 21, 0)).toBeUndefined();
  });

  it('answers quotes, minus and or as the text search reads them', async () => {
    const quoted = await names('"tecno spark"');
    expect(quoted.length).toBeGreaterThan(0);
    for (const name of quoted) expect(name).toMatch(/Tecno Spark/);
    const without = await names('samsung -galaxy');
    expect(without.length).toBeGreaterThan(0);
    for (const name of without) expect(name).not.toMatch(/Galaxy/);
    const either = await names('tecno or infinix');
    expect(either.some((name) => /^Tecno/.test(name))).toBe(true);
    expect(either.some((name) => /^Infinix/.test(name))).toBe(true);
  });

  it('reports the total on a page past the last match', async () => {
    const first = (await get('products?search=samsung&perPage=50')).json().data;
    const total = first.pagination.total as number;
    expect(total).toBeGreaterThan(0);
    const past = (await get(`products?search=samsung&perPage=50&page=${Math.ceil(total / 50) + 1}`)).json()
      .data;
    expect(past.data).toEqual([]);
    expect(past.pagination.total).toBe(total);
  });

  it('combines search with a sort and a filter', async () => {
    const res = await get('products?search=samsung&sort=price_asc&perPage=50');
    const prices = res.json().data.data.map((c: { selling_price: number }) => c.selling_price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
  });
});

describe('for_you', () => {
  const forYou = async (headers: Record<string, string>) => {
    const res = await get('products?filter=for_you&perPage=12', headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return res.json().data.data as Card[];
  };

  it('gives a guest who viewed phones phones', async () => {
    const guest = await guestHeaders(t.app);
    const phones = (await get('products?search=samsung%20galaxy&perPage=3')).json().data.data as Card[];
    expect(phones.length).toBeGreaterThan(0);
    // Views reach the server in the shop's insight batches (the product page request writes nothing).
    const events = phones.map((phone) => ({
      kind: 'product_view',
      id: String(phone.id),
      at: new Date().toISOString(),
    }));
    const batch = { batch_id: crypto.randomUUID(), device_id: 'for-you-device', events };
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/insights',
      headers: guest,
      payload: batch,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const picks = await forYou(guest);
    expect(picks.length).toBeGreaterThan(0);
    for (const card of picks) expect(card.category.name).toBe(phones[0]!.category.name);
  });

  it('uses a customer saved items and falls back to popular products without history', async () => {
    const popular = await forYou({});
    const best = (await get('products?filter=best_selling&perPage=12')).json().data.data as Card[];
    expect(popular.map((c) => c.id)).toEqual(best.map((c) => c.id));
    const customer = await signedInCustomer(t.app, 'for-you@example.com');
    const car = (await get('cars?perPage=1')).json().data.data[0] as Card;
    const { savedItems } = await import('../../db/tables/saved.ts');
    await t.app.database.db.insert(savedItems).values({ userId: customer.userId, productId: car.id });
    const picks = await forYou(customer.headers);
    expect(picks.length).toBeGreaterThan(0);
    for (const card of picks) expect(card.category.name).toBe('Cars');
  });
});
