import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productViews, reviews } from '../../db/tables/catalog.ts';
import { savedItems } from '../../db/tables/saved.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { guestHeaders, signedInCustomer } from './test-shoppers.ts';

let t: TestApp;
const get = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/${url}`,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const viewsOf = async (id: number) =>
  Number(
    (await t.app.database.db.select({ v: products.totalViews }).from(products).where(eq(products.id, id)))[0]!
      .v,
  );
beforeAll(async () => {
  t = await buildTestApp({ products: 300 });
});
afterAll(() => t.close());

describe('GET products/{id}', () => {
  it('answers the details by slug and by numeric id, with images, vendor, location and VAT prices', async () => {
    const bySlug = await get('products/executive-office-desk-1');
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.headers['cache-control']).toBe('private, no-store');
    const product = bySlug.json().data;
    expect(product).toMatchObject({
      id: 1,
      slug: 'executive-office-desk-1',
      url: '/product/executive-office-desk-1',
      location: { city: product.city, state: product.state },
      isSaved: false,
      vendor: { slug: expect.any(String), store_name: expect.any(String), logo: expect.any(String) },
    });
    expect(product.images.length).toBeGreaterThanOrEqual(1);
    expect(product.images[0].file_url).toBe(product.thumbnail);
    expect(Array.isArray(product.colors) && Array.isArray(product.sizes)).toBe(true);
    expect(product.description.length).toBeGreaterThan(0);
    expect(product.vat_selling_price).toBeGreaterThanOrEqual(product.selling_price);
    const byId = (await get('products/1')).json().data;
    expect(byId.uuid).toBe(product.uuid);
  });

  it('answers 404 for an unknown slug or id', async () => {
    expect((await get('products/no-such-product')).statusCode).toBe(404);
    expect((await get('products/999999')).statusCode).toBe(404);
    expect((await get('products/1/reviews?page=0')).statusCode).toBe(422);
  });

  it('writes nothing: views are counted from insight batches, not from the page request', async () => {
    const id = 7;
    const before = await viewsOf(id);
    const guest = await guestHeaders(t.app);
    const customer = await signedInCustomer(t.app, 'viewer@example.com');
    await Promise.all([
      get(`products/${id}`, guest),
      get(`products/${id}`, guest),
      get(`products/${id}`, customer.headers),
      get(`products/${id}`, {}, '10.0.0.1'),
    ]);
    expect((await get(`products/${id}`, guest)).json().data.total_views).toBe(before);
    expect(await viewsOf(id)).toBe(before);
    const rows = await t.app.database.db.select().from(productViews).where(eq(productViews.productId, id));
    expect(rows).toHaveLength(0);

    const desk = await viewsOf(1);
    const batch = {
      batch_id: randomUUID(),
      device_id: 'details-test-device',
      events: [{ kind: 'product_view', id: 'executive-office-desk-1', at: new Date().toISOString() }],
    };
    const counted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/insights',
      headers: guest,
      payload: batch,
    });
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json().data.product_views).toBe(1);
    expect((await get('products/1', guest)).json().data.total_views).toBe(desk + 1);
  });

  it('says whether the signed-in customer saved the product', async () => {
    const customer = await signedInCustomer(t.app, 'details-saver@example.com');
    await t.app.database.db.insert(savedItems).values({ userId: customer.userId, productId: 3 });
    expect((await get('products/3', customer.headers)).json().data.isSaved).toBe(true);
    expect((await get('products/4', customer.headers)).json().data.isSaved).toBe(false);
  });
});

describe('GET products/{id}/reviews', () => {
  it('pages the reviews newest first with the average and the count of each star', async () => {
    const [top] = await t.app.database.db
      .select({ productId: reviews.productId })
      .from(reviews)
      .groupBy(reviews.productId)
      .orderBy(({ productId }) => productId)
      .limit(1);
    const all = await t.app.database.db.select().from(reviews).where(eq(reviews.productId, top!.productId));
    const res = await get(`products/${top!.productId}/reviews?perPage=2`);
    expect(res.statusCode).toBe(200);
    const answer = res.json().data;
    expect(answer.pagination.total).toBe(all.length);
    expect(answer.summary.count).toBe(all.length);
    const stars = [1, 2, 3, 4, 5].map((s) => all.filter((r) => r.rating === s).length);
    expect(Object.values(answer.summary.by_star)).toEqual(stars);
    const average = Math.round((all.reduce((sum, r) => sum + r.rating, 0) / all.length) * 10) / 10;
    expect(answer.summary.average).toBe(average);
    expect(answer.average_rating).toBe(average);
    expect(answer.data[0]).toMatchObject({ rating: expect.any(Number), comment: expect.any(String) });
    expect(answer.product.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an empty summary for a product without reviews, and 404 for an unknown product', async () => {
    const reviewed = new Set(
      (await t.app.database.db.select({ id: reviews.productId }).from(reviews)).map((r) => r.id),
    );
    const quiet = Array.from({ length: 300 }, (_, i) => i + 1).find((id) => !reviewed.has(id));
    const answer = (await get(`products/${quiet}/reviews`)).json().data;
    expect(answer.summary).toEqual({ average: 0, count: 0, by_star: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
    expect((await get('products/no-such-product/reviews')).statusCode).toBe(404);
  });
});
