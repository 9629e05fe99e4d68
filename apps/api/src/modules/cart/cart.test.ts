import { cartItemKey } from '@oja/contract/cart';
import { nairaToKobo, withVatKobo } from '@oja/contract/money';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/tables/catalog.ts';
import { users } from '../../db/tables/identity.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { cartTransaction, lockCartForChange, lockOrCreateCart } from './lock.ts';
import { findProduct, type Headers, newCustomer, newGuest, setStock } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ products: 300 });
});
afterAll(() => t.close());

type Line = {
  uuid: string;
  key: string;
  quantity: number;
  colors: string | null;
  sizes: string | null;
  unit_price: number;
  line_total: number;
  product: { uuid: string; slug: string; vat_selling_price: number; isSaved: boolean };
};
type Cart = { cart_items: Line[]; total_amount_to_be_paid: number };

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) {
  const res = await t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() as { status: string; message: string; data: Cart } };
}
const add = (headers: Headers, payload: object) => call('POST', 'cart/add', headers, payload);
const items = async (headers: Headers) => (await call('GET', 'cart/items', headers)).body.data;
const setQuantity = (headers: Headers, uuid: string, variants: unknown[]) =>
  call('PUT', `cart/${uuid}/product-quantity`, headers, { variants });
/** The price the product page shows the shopper (VAT included), in kobo. */
async function shownPriceKobo(slug: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/products/${slug}` });
  expect(res.statusCode).toBe(200);
  return nairaToKobo((res.json() as { data: { vat_selling_price: number } }).data.vat_selling_price);
}

describe('guest cart', () => {
  it('adds quantity 1 of the first colour and size and prices it at the price the product page shows', async () => {
    const guest = await newGuest(t.app);
    const product = await findProduct(t.app, { minColors: 2, minSizes: 2, minStock: 5 });
    const shown = await shownPriceKobo(product.slug);
    // The shown price includes VAT (ADR 0005): the seeded categories charge 7.5% or nothing.
    expect(shown).toBe(withVatKobo(product.sellingPriceKobo, product.vatRateBp));
    expect(product.vatRateBp).toBe(750);
    expect(shown).toBeGreaterThan(product.sellingPriceKobo);
    const res = await add(guest, { slug: product.slug, quantity: 1 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Item added to cart');
    const [line] = res.body.data.cart_items;
    expect(line).toMatchObject({
      key: cartItemKey(product.uuid, product.colors[0], product.sizes[0]),
      colors: product.colors[0],
      sizes: product.sizes[0],
      quantity: 1,
      unit_price: shown / 100,
      line_total: shown / 100,
      product: { uuid: product.uuid, slug: product.slug, vat_selling_price: shown / 100 },
    });
    expect(res.body.data.total_amount_to_be_paid).toBe(shown / 100);
    expect(await items(guest)).toEqual(res.body.data);
  });

  it('answers an empty cart to a new guest and 401 without any session', async () => {
    expect(await items(await newGuest(t.app))).toEqual({ cart_items: [], total_amount_to_be_paid: 0 });
    expect((await call('GET', 'cart/items', {})).status).toBe(401);
  });

  it('keeps one line per colour and size, and repeats add up', async () => {
    const guest = await newGuest(t.app);
    const product = await findProduct(t.app, { minColors: 2, minSizes: 2, minStock: 10 });
    const [c1, c2] = product.colors as [string, string];
    const [s1, s2] = product.sizes as [string, string];
    await add(guest, {
      slug: product.slug,
      quantity: 3,
      variants: [
        { colors: c2, sizes: s1, quantity: 2 },
        { colors: c1.toUpperCase(), sizes: s2, quantity: 1 },
      ],
    });
    const res = await add(guest, {
      slug: product.slug,
      quantity: 1,
      variants: [{ colors: c2, sizes: s1, quantity: 1 }],
    });
    const lines = res.body.data.cart_items.map((line) => [line.key, line.quantity]);
    expect(lines).toEqual([
      [cartItemKey(product.uuid, c2, s1), 3],
      [cartItemKey(product.uuid, c1, s2), 1],
    ]);
    const shown = await shownPriceKobo(product.slug);
    expect(res.body.data.cart_items.map((line) => line.line_total)).toEqual([(shown * 3) / 100, shown / 100]);
    expect(res.body.data.total_amount_to_be_paid).toBe((shown * 4) / 100);
  });

  it('keys a product without options by its uuid alone', async () => {
    const guest = await newGuest(t.app);
    const product = await findProduct(t.app, { minStock: 2 });
    const [plain] = await t.app.database.db
      .select({ slug: products.slug, uuid: products.uuid })
      .from(products)
      .where(eq(products.id, product.id));
    await t.app.database.db
      .update(products)
      .set({ colors: [], sizes: [] })
      .where(eq(products.id, product.id));
    const res = await add(guest, { slug: plain!.slug, quantity: 2 });
    expect(res.body.data.cart_items[0]).toMatchObject({
      key: plain!.uuid,
      colors: null,
      sizes: null,
      quantity: 2,
    });
  });

  it('refuses a colour the product does not offer with a 422 that names the choices', async () => {
    const guest = await newGuest(t.app);
    const product = await findProduct(t.app, { minColors: 2 });
    const res = await add(guest, {
      slug: product.slug,
      quantity: 1,
      variants: [{ colors: 'Ultraviolet', quantity: 1 }],
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain("'Ultraviolet' is not a colour of this product");
    expect(res.body.message).toContain(product.colors[0]);
  });

  it('refuses bad input with 422, and an unknown product with 404', async () => {
    const guest = await newGuest(t.app);
    expect((await add(guest, { slug: 'x', quantity: 0 })).status).toBe(422);
    expect((await add(guest, { quantity: 1 })).status).toBe(422);
    expect((await add(guest, { slug: 'no-such-product', quantity: 1 })).status).toBe(404);
  });

  it('refuses services and cars with a clear message', async () => {
    const guest = await newGuest(t.app);
    for (const type of ['service', 'others'] as const) {
      const product = await findProduct(t.app, { type });
      const res = await add(guest, { slug: product.slug, quantity: 1 });
      expect(res.status).toBe(422);
      expect(res.body.message).toMatch(/Services and cars cannot be added to the cart/);
    }
  });
});

describe('stock', () => {
  it('never lets a product exceed its stock, across all of its lines (409 with a clear message)', async () => {
    const guest = await newGuest(t.app);
    const product = await findProduct(t.app, { minColors: 2, minStock: 1 });
    await setStock(t.app, product.id, 3);
    expect((await add(guest, { slug: product.slug, quantity: 2 })).status).toBe(200);
    const over = await add(guest, {
      slug: product.slug,
      quantity: 1,
      variants: [{ colors: product.colors[1], quantity: 2 }],
    });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(`Only 3 of ${product.name} are in stock; your cart would hold 4.`);
    const [line] = (await items(guest)).cart_items;
    expect((await setQuantity(guest, line!.uuid, [{ quantity: 4 }])).status).toBe(409);
    const ok = await setQuantity(guest, line!.uuid, [{ quantity: 3 }]);
    expect(ok.status).toBe(200);
    expect(ok.body.data.cart_items[0]!.quantity).toBe(3);
  });

  it('says when a product is out of stock', async () => {
    const guest = await newGuest(t.app);
    const product = await findProduct(t.app, { minStock: 1 });
    await setStock(t.app, product.id, 0);
    const res = await add(guest, { slug: product.slug, quantity: 1 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`${product.name} is out of stock.`);
    await setStock(t.app, product.id, product.stock);
  });

  it('brings a line down to the stock left when the stock falls, and drops it at 0', async () => {
    const guest = await newGuest(t.app);
    const product = await findProduct(t.app, { minStock: 10 });
    await add(guest, { slug: product.slug, quantity: 6 });
    await setStock(t.app, product.id, 4);
    expect((await items(guest)).cart_items[0]!.quantity).toBe(4);
    await setStock(t.app, product.id, 0);
    expect((await items(guest)).cart_items).toEqual([]);
    await setStock(t.app, product.id, product.stock);
  });

  it('ends 50 concurrent adds of the same item by one shopper with the right quantity', async () => {
    const guest = await newGuest(t.app);
    const product = await findProduct(t.app, { minStock: 1 });
    await setStock(t.app, product.id, 100);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => add(guest, { slug: product.slug, quantity: 1 })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const cart = await items(guest);
    expect(cart.cart_items).toHaveLength(1);
    expect(cart.cart_items[0]!.quantity).toBe(50);
  });

  it('lets exactly the stock through when 50 concurrent adds ask for more', async () => {
    const customer = await newCustomer(t.app);
    const product = await findProduct(t.app, { minStock: 1, minColors: 1 });
    await setStock(t.app, product.id, 30);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => add(customer, { slug: product.slug, quantity: 1 })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(30);
    expect(results.filter((r) => r.status === 409)).toHaveLength(20);
    expect((await items(customer)).cart_items[0]!.quantity).toBe(30);
    await setStock(t.app, product.id, product.stock);
  });
});

describe('changing and removing lines', () => {
  it('removes the item when all its variant quantities are set to 0', async () => {
    const guest = await newGuest(t.app);
    const product = await findProduct(t.app, { minColors: 2, minStock: 5 });
    const [c1, c2] = product.colors as [string, string];
    const first = await add(guest, {
      slug: product.slug,
      quantity: 2,
      variants: [
        { colors: c1, quantity: 1 },
        { colors: c2, quantity: 1 },
      ],
    });
    const [line] = first.body.data.cart_items;
    const changed = await setQuantity(guest, line!.uuid, [{ colors: c2, quantity: 3 }]);
    expect(changed.body.data.cart_items.map((l) => l.quantity)).toEqual([1, 3]);
    const emptied = await setQuantity(guest, line!.uuid, [
      { colors: c1, quantity: 0 },
      { colors: c2, quantity: 0 },
    ]);
    expect(emptied.status).toBe(200);
    expect(emptied.body.message).toBe('Item deleted');
    expect(emptied.body.data).toEqual({ cart_items: [], total_amount_to_be_paid: 0 });
  });

  it('sets one line to 0 to remove it, and DELETE removes a line', async () => {
    const guest = await newGuest(t.app);
    const a = await findProduct(t.app, { minStock: 5 });
    const b = await findProduct(t.app, { minStock: 5, minSizes: 1 });
    await add(guest, { slug: a.slug, quantity: 1 });
    const both = await add(guest, {
      slug: b.slug === a.slug ? (await findProduct(t.app, { minStock: 5, minColors: 2 })).slug : b.slug,
      quantity: 1,
    });
    const [first, second] = both.body.data.cart_items;
    expect((await setQuantity(guest, first!.uuid, [{ quantity: 0 }])).body.data.cart_items).toHaveLength(1);
    const deleted = await call('DELETE', `cart/items/${second!.uuid}`, guest);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Item deleted');
    expect(deleted.body.data.cart_items).toEqual([]);
    expect((await call('DELETE', `cart/items/${second!.uuid}`, guest)).status).toBe(404);
  });

  it('drops lines whose product is gone', async () => {
    const guest = await newGuest(t.app);
    const product = await findProduct(t.app, { minStock: 1 });
    const [doomed] = await t.app.database.db
      .insert(products)
      .values({
        slug: 'short-lived-kettle',
        name: 'Short-lived kettle',
        categoryId: (
          await t.app.database.db
            .select({ c: products.categoryId })
            .from(products)
            .where(eq(products.id, product.id))
        )[0]!.c,
        vendorId: (
          await t.app.database.db
            .select({ v: products.vendorId })
            .from(products)
            .where(eq(products.id, product.id))
        )[0]!.v,
        categoryName: 'Home',
        sellingPriceKobo: 500_000,
        actualPriceKobo: 500_000,
        quantity: 5,
        city: 'Ikeja',
        state: 'Lagos',
      })
      .returning({ id: products.id });
    await add(guest, { slug: 'short-lived-kettle', quantity: 1 });
    await add(guest, { slug: product.slug, quantity: 1 });
    await t.app.database.db.delete(products).where(eq(products.id, doomed!.id));
    const cart = await items(guest);
    expect(cart.cart_items.map((l) => l.product.slug)).toEqual([product.slug]);
    expect(cart.total_amount_to_be_paid).toBe((await shownPriceKobo(product.slug)) / 100);
  });
});

describe('prices', () => {
  it('charges each unit the VAT-inclusive price as shown, rounded per unit, at the current price', async () => {
    const guest = await newGuest(t.app);
    const product = await findProduct(t.app, { minStock: 3 });
    // 7.5% of ₦12,345.70 is ₦925.9275: the unit price rounds to whole kobo before it is multiplied.
    await t.app.database.db
      .update(products)
      .set({ sellingPriceKobo: 1_234_570, actualPriceKobo: 1_500_000, vatRateBp: 750 })
      .where(eq(products.id, product.id));
    try {
      const res = await add(guest, { slug: product.slug, quantity: 3 });
      const shown = await shownPriceKobo(product.slug);
      expect(shown).toBe(1_327_163);
      expect(res.body.data.cart_items[0]).toMatchObject({ unit_price: 13_271.63, line_total: 39_814.89 });
      expect(res.body.data.total_amount_to_be_paid).toBe(39_814.89);

      // A price change reaches the cart at once: it always charges the product's current price.
      await t.app.database.db
        .update(products)
        .set({ sellingPriceKobo: 1_000_000, vatRateBp: 750 })
        .where(eq(products.id, product.id));
      const now = await items(guest);
      expect(now.cart_items[0]).toMatchObject({ unit_price: 10_750, line_total: 32_250 });
      expect(now.total_amount_to_be_paid).toBe(32_250);
      expect(now.cart_items[0]!.unit_price).toBe((await shownPriceKobo(product.slug)) / 100);
    } finally {
      await t.app.database.db
        .update(products)
        .set({
          sellingPriceKobo: product.sellingPriceKobo,
          actualPriceKobo: product.actualPriceKobo,
          vatRateBp: product.vatRateBp,
        })
        .where(eq(products.id, product.id));
    }
  });
});

describe('saved products', () => {
  it("marks the lines whose product the customer saved, and none of a guest's", async () => {
    const customer = await newCustomer(t.app);
    const guest = await newGuest(t.app);
    const saved = await findProduct(t.app, { minStock: 2 });
    const [other] = await t.app.database.db
      .select({ slug: products.slug })
      .from(products)
      .where(
        and(
          eq(products.type, 'product'),
          gt(products.sellingPriceKobo, 0),
          gt(products.quantity, 2),
          ne(products.id, saved.id),
        ),
      )
      .orderBy(desc(products.id))
      .limit(1);
    const save = await call('POST', `products/save/${saved.uuid}`, customer);
    expect(save.status).toBe(200);
    for (const slug of [saved.slug, other!.slug]) {
      await add(customer, { slug, quantity: 1 });
      await add(guest, { slug, quantity: 1 });
    }
    const marks = (cart: Cart) => cart.cart_items.map((line) => [line.product.slug, line.product.isSaved]);
    expect(marks(await items(customer))).toEqual([
      [saved.slug, true],
      [other!.slug, false],
    ]);
    expect(marks(await items(guest))).toEqual([
      [saved.slug, false],
      [other!.slug, false],
    ]);
  });
});

describe('privacy', () => {
  it("refuses a guest token with another guest's passphrase (401)", async () => {
    const a = await newGuest(t.app);
    const b = await newGuest(t.app);
    const product = await findProduct(t.app, { minStock: 2 });
    await add(a, { slug: product.slug, quantity: 1 });
    const borrowed = { 'x-guest-token': a['x-guest-token']!, 'x-guest-passphrase': b['x-guest-passphrase']! };
    expect((await call('GET', 'cart/items', borrowed)).status).toBe(401);
    expect((await add(borrowed, { slug: product.slug, quantity: 1 })).status).toBe(401);
  });

  it("answers 404 for another shopper's line, and never shows it", async () => {
    const a = await newGuest(t.app);
    const b = await newGuest(t.app);
    const customer = await newCustomer(t.app);
    const product = await findProduct(t.app, { minStock: 3 });
    const line = (await add(a, { slug: product.slug, quantity: 1 })).body.data.cart_items[0]!;
    await add(b, { slug: product.slug, quantity: 1 });
    for (const other of [b, customer]) {
      expect((await setQuantity(other, line.uuid, [{ quantity: 2 }])).status).toBe(404);
      expect((await call('DELETE', `cart/items/${line.uuid}`, other)).status).toBe(404);
      expect((await items(other)).cart_items.map((l) => l.uuid)).not.toContain(line.uuid);
    }
    expect((await items(a)).cart_items[0]!.quantity).toBe(1);
  });
});

describe('PUT cart/update-user-details (login merge)', () => {
  it('merges the guest cart into the customer cart: matching lines add up, capped at stock', async () => {
    const guest = await newGuest(t.app);
    const customer = await newCustomer(t.app);
    const shared = await findProduct(t.app, { minStock: 1 });
    const guestOnly = await findProduct(t.app, { minStock: 3, minColors: 2 });
    const capped = await findProduct(t.app, { minStock: 1, minSizes: 2 });
    await setStock(t.app, shared.id, 50);
    await setStock(t.app, capped.id, 4);
    await add(customer, { slug: shared.slug, quantity: 2 });
    await add(customer, { slug: capped.slug, quantity: 3 });
    await add(guest, { slug: shared.slug, quantity: 5 });
    await add(guest, {
      slug: guestOnly.slug,
      quantity: 1,
      variants: [{ colors: guestOnly.colors[1], quantity: 2 }],
    });
    await add(guest, { slug: capped.slug, quantity: 3 });

    const res = await call('PUT', 'cart/update-user-details', { ...customer, ...guest });
    expect(res.status).toBe(200);
    const byKey = Object.fromEntries(res.body.data.cart_items.map((l) => [l.key, l.quantity]));
    expect(byKey).toEqual({
      [cartItemKey(shared.uuid, shared.colors[0], shared.sizes[0])]: 7,
      [cartItemKey(capped.uuid, capped.colors[0], capped.sizes[0])]: 4,
      [cartItemKey(guestOnly.uuid, guestOnly.colors[1], guestOnly.sizes[0])]: 2,
    });
    const { changes, ...cart } = res.body.data as Cart & { changes: unknown[] };
    expect(await items(customer)).toEqual(cart);
    // What the shopper saw as a guest is not what they now hold: the answer says which lines moved
    // and from what, so the web app shows it before checkout (issue 54). The guest-only line did not.
    const lineOf = (key: string) => cart.cart_items.find((line) => line.key === key)!;
    const sharedKey = cartItemKey(shared.uuid, shared.colors[0], shared.sizes[0]);
    const cappedKey = cartItemKey(capped.uuid, capped.colors[0], capped.sizes[0]);
    expect(changes).toEqual([
      {
        uuid: lineOf(sharedKey).uuid,
        key: sharedKey,
        name: shared.name,
        colors: shared.colors[0] ?? null,
        sizes: shared.sizes[0] ?? null,
        before: 5,
        after: 7,
      },
      {
        uuid: lineOf(cappedKey).uuid,
        key: cappedKey,
        name: capped.name,
        colors: capped.colors[0] ?? null,
        sizes: capped.sizes[0] ?? null,
        before: 3,
        after: 4,
      },
    ]);
    // The guest cart is gone: a retry (or the next login) cannot count it twice, and reports nothing.
    expect((await items(guest)).cart_items).toEqual([]);
    expect((await call('PUT', 'cart/update-user-details', { ...customer, ...guest })).body.data).toEqual({
      ...cart,
      changes: [],
    });
    await setStock(t.app, shared.id, shared.stock);
    await setStock(t.app, capped.id, capped.stock);
  });

  it("reports the earlier cart's lines as added, and a guest line left no stock as gone", async () => {
    const guest = await newGuest(t.app);
    const customer = await newCustomer(t.app);
    const earlier = await findProduct(t.app, { minStock: 3, minColors: 2 });
    const soldOut = await findProduct(t.app, { minStock: 2, minColors: 2, exclude: [earlier.id] });
    const kept = await findProduct(t.app, { minStock: 2, exclude: [earlier.id, soldOut.id] });
    await setStock(t.app, soldOut.id, 2);
    await add(customer, {
      slug: earlier.slug,
      quantity: 3,
      variants: [{ colors: earlier.colors[1], quantity: 3 }],
    });
    // The customer already holds all of soldOut's stock in one colour; the guest asked for another.
    await add(customer, { slug: soldOut.slug, quantity: 2 });
    await add(guest, {
      slug: soldOut.slug,
      quantity: 1,
      variants: [{ colors: soldOut.colors[1], quantity: 1 }],
    });
    await add(guest, { slug: kept.slug, quantity: 1 });

    const res = await call('PUT', 'cart/update-user-details', { ...customer, ...guest });
    expect(res.status).toBe(200);
    const { changes, cart_items } = res.body.data as Cart & {
      changes: { key: string; uuid: string | null; before: number; after: number }[];
    };
    const earlierKey = cartItemKey(earlier.uuid, earlier.colors[1], earlier.sizes[0]);
    const soldOutOwnKey = cartItemKey(soldOut.uuid, soldOut.colors[0], soldOut.sizes[0]);
    const soldOutGuestKey = cartItemKey(soldOut.uuid, soldOut.colors[1], soldOut.sizes[0]);
    expect(changes.map(({ key, before, after }) => ({ key, before, after }))).toEqual([
      { key: earlierKey, before: 0, after: 3 },
      { key: soldOutOwnKey, before: 0, after: 2 },
      { key: soldOutGuestKey, before: 1, after: 0 },
    ]);
    expect(changes.at(-1)!.uuid).toBeNull();
    expect(cart_items.map((line) => line.key)).not.toContain(soldOutGuestKey);
    await setStock(t.app, soldOut.id, soldOut.stock);
  });

  it('reports no change when the customer had no cart of their own', async () => {
    const guest = await newGuest(t.app);
    const customer = await newCustomer(t.app);
    const product = await findProduct(t.app, { minStock: 2 });
    await add(guest, { slug: product.slug, quantity: 2 });
    const res = await call('PUT', 'cart/update-user-details', { ...customer, ...guest });
    expect(res.body.data).toMatchObject({ changes: [] });
    expect(res.body.data.cart_items.map((line) => line.quantity)).toEqual([2]);
  });

  it('answers the customer cart when no guest headers come, and 401 for a guest alone', async () => {
    const customer = await newCustomer(t.app);
    const product = await findProduct(t.app, { minStock: 2 });
    await add(customer, { slug: product.slug, quantity: 1 });
    const res = await call('PUT', 'cart/update-user-details', customer);
    expect(res.body.data.cart_items).toHaveLength(1);
    expect((await call('PUT', 'cart/update-user-details', await newGuest(t.app))).status).toBe(401);
  });

  it("uses the customer's cart, not the guest's, when both headers come on other calls", async () => {
    const guest = await newGuest(t.app);
    const customer = await newCustomer(t.app);
    const product = await findProduct(t.app, { minStock: 2 });
    await add({ ...customer, ...guest }, { slug: product.slug, quantity: 1 });
    expect((await items(customer)).cart_items).toHaveLength(1);
    expect((await items(guest)).cart_items).toHaveLength(0);
  });
});

describe('cart transactions (ADR 0017)', () => {
  it('commit without waiting for the log flush, and leave the connection flushing for the next (money) transaction', async () => {
    const { db } = t.app.database;
    const customer = await newCustomer(t.app);
    const product = await findProduct(t.app, { minStock: 2 });
    await add(customer, { slug: product.slug, quantity: 1 });
    const [user] = await db.select({ id: users.id }).from(users).orderBy(desc(users.id)).limit(1);
    const show = sql`show synchronous_commit`;
    // Each way a change takes the cart's lock also turns the flush wait off, for its transaction only.
    const owner = { userId: user!.id };
    for (const lock of [lockCartForChange, lockOrCreateCart]) {
      const inCart = await cartTransaction(db, async (tx) => {
        await lock(tx, owner);
        return (await tx.execute(show)).rows[0];
      });
      expect(inCart).toEqual({ synchronous_commit: 'off' });
    }
    // The pool hands the same idle connection back: an order or a wallet payment on it still waits.
    const next = await db.transaction(async (tx) => (await tx.execute(show)).rows[0]);
    expect(next).toEqual({ synchronous_commit: 'on' });
  });
});
