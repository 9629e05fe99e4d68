import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /products/categories', () => {
  it('answers the seeded categories as data.data with uuid, name and display_image', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/products/categories' });
    expect(res.statusCode).toBe(200);
    const list = res.json().data.data as { uuid: string; name: string; display_image: string }[];
    expect(list.length).toBeGreaterThanOrEqual(20);
    for (const item of list) {
      expect(Object.keys(item).sort()).toEqual(['display_image', 'name', 'uuid']);
      expect(item.uuid).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(list.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'Deals',
        'Health & Beauty',
        'Phones & Tablets',
        'Electronics',
        'Fashion',
        'Home & Office',
      ]),
    );
  });

  it('serves each category picture as a cacheable SVG', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/products/categories' });
    const first = res.json().data.data[0];
    const image = await t.app.inject({ method: 'GET', url: first.display_image });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.headers['cache-control']).toContain('max-age=86400');
    expect(image.body).toContain('<svg');
    const again = await t.app.inject({
      method: 'GET',
      url: first.display_image,
      headers: { 'if-none-match': String(image.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('draws a product picture with the product name, and 404s for an unknown product', async () => {
    const { db } = t.app.database;
    const { products } = await import('../../db/tables/catalog.ts');
    const [product] = await db.select({ uuid: products.uuid, name: products.name }).from(products).limit(1);
    const image = await t.app.inject({ method: 'GET', url: `/media/products/${product!.uuid}/1.svg` });
    expect(image.statusCode).toBe(200);
    expect(image.body).toContain(
      `aria-label="${product!.name.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&apos;')}"`,
    );
    const missing = await t.app.inject({
      method: 'GET',
      url: '/media/products/00000000-0000-4000-8000-000000000000/1.svg',
    });
    expect(missing.statusCode).toBe(404);
  });
});
