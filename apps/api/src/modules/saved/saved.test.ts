import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/tables/catalog.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { findProduct, type Headers, newCustomer, newGuest } from '../cart/test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ products: 120 });
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST', url: string, headers: Headers) {
  const res = await t.app.inject({ method, url: `/api/v1/${url}`, headers });
  return { status: res.statusCode, body: res.json() };
}

async function someProducts(n: number) {
  return t.app.database.db
    .select({ uuid: products.uuid, name: products.name })
    .from(products)
    .where(and(eq(products.type, 'product'), gt(products.quantity, 0)))
    .orderBy(products.id)
    .limit(n);
}

describe('saved items', () => {
  it('needs a signed-in customer: a guest or nobody gets 401', async () => {
    const product = await findProduct(t.app);
    for (const headers of [{}, await newGuest(t.app)]) {
      expect((await call('GET', 'products/saved', headers)).status).toBe(401);
      expect((await call('POST', `products/save/${product.uuid}`, headers)).status).toBe(401);
      expect((await call('POST', `products/saved/${product.uuid}/remove`, headers)).status).toBe(401);
    }
  });

  it('saves (twice is harmless), lists newest first in pages of 5, and removes', async () => {
    const customer = await newCustomer(t.app);
    const picked = await someProducts(7);
    for (const product of picked) {
      const res = await call('POST', `products/save/${product.uuid}`, customer);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Item saved successfully');
      expect(res.body.data).toEqual({ product_uuid: product.uuid, isSaved: true });
    }
    expect((await call('POST', `products/save/${picked[0]!.uuid}`, customer)).status).toBe(200);

    const first = await call('GET', 'products/saved', customer);
    expect(first.body.data.pagination).toEqual({ page: 1, perPage: 5, total: 7, lastPage: 2 });
    expect(first.body.data.data).toHaveLength(5);
    expect(first.body.data.data[0].product).toMatchObject({ uuid: picked[6]!.uuid, isSaved: true });
    const second = await call('GET', 'products/saved?page=2&perPage=5', customer);
    expect(second.body.data.data.map((s: { product: { uuid: string } }) => s.product.uuid)).toEqual([
      picked[1]!.uuid,
      picked[0]!.uuid,
    ]);

    const removed = await call('POST', `products/saved/${picked[6]!.uuid}/remove`, customer);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Item deleted successfully!');
    expect(removed.body.data).toEqual({ product_uuid: picked[6]!.uuid, isSaved: false });
    // By the saved item's own uuid too.
    const savedUuid = second.body.data.data[0].uuid;
    expect((await call('POST', `products/saved/${savedUuid}/remove`, customer)).body.data).toEqual({
      product_uuid: picked[1]!.uuid,
      isSaved: false,
    });
    expect((await call('GET', 'products/saved', customer)).body.data.pagination.total).toBe(5);
    const again = await call('POST', `products/saved/${picked[6]!.uuid}/remove`, customer);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Product is not saved');
  });

  it('searches saved items by name, and keeps each customer to their own list', async () => {
    const a = await newCustomer(t.app);
    const b = await newCustomer(t.app);
    const [first, second] = await someProducts(2);
    await call('POST', `products/save/${first!.uuid}`, a);
    await call('POST', `products/save/${second!.uuid}`, a);
    const word = first!.name.split(' ')[0]!;
    const found = await call('GET', `products/saved?search=${encodeURIComponent(word.toLowerCase())}`, a);
    expect(found.body.data.data.map((s: { product: { name: string } }) => s.product.name)).toContain(
      first!.name,
    );
    expect((await call('GET', 'products/saved?search=%25', a)).body.data.data).toEqual([]);
    expect((await call('GET', 'products/saved', b)).body.data.pagination.total).toBe(0);
    expect((await call('POST', `products/saved/${first!.uuid}/remove`, b)).status).toBe(404);
  });

  it('answers 404 for an unknown product and 422 for an id that is not a uuid', async () => {
    const customer = await newCustomer(t.app);
    expect((await call('POST', 'products/save/00000000-0000-0000-0000-00000000beef', customer)).status).toBe(
      404,
    );
    expect((await call('POST', 'products/save/not-a-uuid', customer)).status).toBe(422);
    expect((await call('GET', 'products/saved?perPage=0', customer)).status).toBe(422);
  });

  it('marks cart lines of saved products as saved', async () => {
    const customer = await newCustomer(t.app);
    const product = await findProduct(t.app, { minStock: 2 });
    await call('POST', `products/save/${product.uuid}`, customer);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/add',
      headers: customer,
      payload: { slug: product.slug, quantity: 1 },
    });
    expect(res.json().data.cart_items[0].product.isSaved).toBe(true);
  });
});
