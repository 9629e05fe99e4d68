import { and, eq, gt, inArray } from 'drizzle-orm';
import { products } from '../../apps/api/src/db/tables/catalog.ts';
import type { ScenarioSource } from '../scenario-types.ts';

type Envelope<T> = { data: T };
type Guest = Record<string, string>;

async function newGuest(base: string): Promise<Guest> {
  const res = await fetch(`${base}/api/v1/generate-jwt`, { method: 'POST' });
  if (!res.ok) throw new Error(`generate-jwt answered ${res.status}`);
  const { data } = (await res.json()) as Envelope<{ token: string; passphrase: string }>;
  return { 'x-guest-token': data.token, 'x-guest-passphrase': data.passphrase };
}

async function add(base: string, guest: Guest, slug: string, quantity = 1) {
  const res = await fetch(`${base}/api/v1/cart/add`, {
    method: 'POST',
    headers: { ...guest, 'content-type': 'application/json' },
    body: JSON.stringify({ slug, quantity }),
  });
  if (!res.ok) throw new Error(`cart/add answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as Envelope<{ cart_items: { uuid: string }[] }>).data.cart_items;
}

/**
 * The cart scenarios of `npm run bench`: guests adding to, listing and changing carts of 5 lines.
 * Every add locks the guest's cart row, checks stock and upserts the line; the benched products get a
 * stock no run can exhaust so that every request is a real write and none is a 409.
 */
export const cartScenarios: ScenarioSource = async (base, db) => {
  const picked = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(and(eq(products.type, 'product'), gt(products.sellingPriceKobo, 0)))
    .orderBy(products.id)
    .limit(5);
  await db
    .update(products)
    .set({ quantity: 2_000_000_000 })
    .where(
      inArray(
        products.id,
        picked.map((p) => p.id),
      ),
    );

  // One shopper per connection: a real shop's carts do not share a lock. (One shopper firing ten
  // parallel requests would only measure its own cart's lock queue.)
  const shoppers = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const adders = await Promise.all(Array.from({ length: shoppers }, () => newGuest(base)));
  const updaters = await Promise.all(Array.from({ length: shoppers }, () => newGuest(base)));
  const lister = await newGuest(base);
  for (const product of picked) await add(base, lister, product.slug);
  const lines: string[] = [];
  for (const updater of updaters) {
    for (const product of picked.slice(1)) await add(base, updater, product.slug);
    const [line] = await add(base, updater, picked[0]!.slug);
    lines.push(line!.uuid);
  }
  const json = { 'content-type': 'application/json' };
  let nextAdder = 0;
  let nextUpdater = 0;

  return [
    {
      name: `cart/add (${shoppers} guests)`,
      path: '/api/v1/cart/add',
      budget: { maxCpuFloors: 7.5, openLoop: { rate: 200, maxP99Ms: 30 } },
      init: {
        method: 'POST',
        body: JSON.stringify({ slug: picked[0]!.slug, quantity: 1 }),
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              headers: { ...adders[nextAdder++ % shoppers], ...json },
            }),
          },
        ],
      },
    },
    { name: 'cart/items (guest, 5 lines)', path: '/api/v1/cart/items', init: { headers: lister } },
    {
      name: `cart quantity (${shoppers} guests)`,
      path: '/api/v1/cart/quantity',
      budget: { maxCpuFloors: 9.5 },
      init: {
        method: 'PUT',
        body: JSON.stringify({ variants: [{ quantity: 2 }] }),
        requests: [
          {
            setupRequest: (request) => {
              const index = nextUpdater++ % shoppers;
              return {
                ...request,
                path: `/api/v1/cart/${lines[index]}/product-quantity`,
                headers: { ...updaters[index], ...json },
              };
            },
          },
        ],
      },
    },
  ];
};
