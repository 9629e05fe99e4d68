import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { signedInCustomer } from './test-shoppers.ts';

let t: TestApp;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
beforeAll(async () => {
  t = await buildTestApp({ products: 400 });
});
afterAll(() => t.close());

describe('GET categories/{id}', () => {
  it('answers the category with its counts, 404 for an unknown uuid or name', async () => {
    const [first] = (await get('products/categories')).json().data.data;
    const res = await get(`categories/${first.uuid}`);
    expect(res.statusCode).toBe(200);
    const answer = res.json().data;
    expect(answer).toMatchObject({ uuid: first.uuid, name: first.name, display_image: first.display_image });
    const listed = (await get(`products?category=${first.uuid}`)).json().data.pagination.total;
    expect(answer.product_count).toBe(listed);
    expect(answer.counts.product + answer.counts.service + answer.counts.others).toBe(listed);
    expect((await get('categories/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('categories/no-such-category')).statusCode).toBe(404);
  });

  it('finds a category typed by name (any letter case) or slug, as the card link would', async () => {
    const all = (await get('products/categories')).json().data.data as { uuid: string; name: string }[];
    const fashion = all.find((c) => c.name === 'Fashion');
    expect(fashion).toBeDefined();
    for (const typed of ['Fashion', 'fashion', 'FASHION']) {
      const res = await get(`categories/${typed}`);
      expect(res.statusCode, typed).toBe(200);
      expect(res.json().data.uuid).toBe(fashion!.uuid);
    }
    const healthAndBeauty = all.find((c) => c.name === 'Health & Beauty')!;
    const byName = await get(`categories/${encodeURIComponent('health & beauty')}`);
    expect(byName.json().data.uuid).toBe(healthAndBeauty.uuid);
  });
});

describe('stores and vendors', () => {
  it('lists stores, popular first, and searches them by name or city', async () => {
    const res = await get('stores?perPage=5');
    expect(res.statusCode).toBe(200);
    const { data, pagination } = res.json().data;
    expect(data).toHaveLength(5);
    expect(pagination.total).toBeGreaterThan(5);
    expect(data[0].is_popular).toBe(true);
    const name = data[0].store_name as string;
    const found = (await get(`stores?search=${encodeURIComponent(name.slice(0, 6))}`)).json().data.data;
    expect(found.map((v: { store_name: string }) => v.store_name)).toContain(name);
    expect((await get('stores?search=%25%25%25')).json().data.data).toEqual([]);
    expect((await get('stores?perPage=abc')).statusCode).toBe(422);
  });

  it('says how to reach a vendor: a phone number in international form and an email address', async () => {
    const [vendor] = (await get('stores?perPage=1')).json().data.data;
    expect(vendor.phone).toMatch(/^\+234\d{10}$/);
    expect(vendor.email).toMatch(/^[a-z0-9-]+@vendors\.oja\.test$/);
    const page = (await get(`vendors/${vendor.slug}`)).json().data;
    expect(page.vendor).toMatchObject({ phone: vendor.phone, email: vendor.email });
    const [card] = page.products.data;
    const details = (await get(`products/${card.slug}`)).json().data;
    expect(details.vendor).toMatchObject({ phone: vendor.phone, email: vendor.email });
  });

  it('answers a vendor page by slug or id with its products, and 404 for an unknown vendor', async () => {
    const [vendor] = (await get('stores?perPage=1')).json().data.data;
    const res = await get(`vendors/${vendor.slug}?perPage=50`);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.vendor).toMatchObject({ id: vendor.id, slug: vendor.slug });
    expect(page.products.pagination.total).toBe(vendor.product_count);
    expect((await get(`vendors/${vendor.id}`)).json().data.vendor.slug).toBe(vendor.slug);
    expect((await get('vendors/no-such-store')).statusCode).toBe(404);
    // A store name typed into the address, in any letter case, finds the same page as its slug.
    for (const typed of [vendor.store_name, vendor.store_name.toUpperCase()]) {
      const byName = await get(`vendors/${encodeURIComponent(typed)}`);
      expect(byName.statusCode, typed).toBe(200);
      expect(byName.json().data.vendor.slug).toBe(vendor.slug);
    }
    expect((await get(`vendors/${vendor.slug}?sort=cheapest`)).statusCode).toBe(422);
  });

  it('requires sign-in for store details', async () => {
    const [vendor] = (await get('stores?perPage=1')).json().data.data;
    expect((await get(`stores/${vendor.id}`)).statusCode).toBe(401);
    const customer = await signedInCustomer(t.app, 'store-visitor@example.com');
    const res = await get(`stores/${vendor.id}`, customer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().data.vendor.store_name).toBe(vendor.store_name);
    expect((await get('stores/999999', customer.headers)).statusCode).toBe(404);
  });
});

describe('cars', () => {
  type Car = { id: number; slug: string; type: string; brand: string; selling_price: number };
  it('lists only cars, filtered by brand and price', async () => {
    const res = await get('cars?perPage=100');
    expect(res.statusCode).toBe(200);
    const cars = res.json().data.data as Car[];
    expect(cars.length).toBeGreaterThan(0);
    for (const car of cars) expect(car.type).toBe('others');
    const brand = cars[0]!.brand;
    const byBrand = (await get(`cars?brand=${encodeURIComponent(brand.toLowerCase())}`)).json().data
      .data as Car[];
    expect(byBrand.length).toBeGreaterThan(0);
    for (const car of byBrand) expect(car.brand).toBe(brand);
    const price = cars[0]!.selling_price;
    const ranged = (await get(`cars?min_price=${price}&max_price=${price}`)).json().data.data as Car[];
    for (const car of ranged) expect(car.selling_price).toBe(price);
    expect((await get('cars?min_price=9&max_price=1')).statusCode).toBe(422);
  });

  it('answers car details, and 404 for a product that is not a car', async () => {
    const [car] = (await get('cars?perPage=1')).json().data.data as Car[];
    const res = await get(`cars/${car!.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: car!.id, type: 'others' });
    const [phone] = (await get('products?type=product&perPage=1')).json().data.data as Car[];
    expect((await get(`cars/${phone!.slug}`)).statusCode).toBe(404);
    expect((await get('cars/no-such-car')).statusCode).toBe(404);
  });
});
