import { and, asc, eq, gt, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATES } from '../../db/seed/data/places.ts';
import { products, vendors } from '../../db/tables/catalog.ts';
import { cities } from '../../db/tables/logistics.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { type Headers, newCustomer, newGuest } from '../cart/test-helpers.ts';
import { chargeableKg } from './pricing.ts';
import { workingDaysAfter } from './working-days.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ products: 300 });
});
afterAll(() => t.close());

type Answer<T> = { status: string; message: string; data: T; errors?: Record<string, string[]> };

async function get<T>(url: string, headers: Headers = {}) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
  return { status: res.statusCode, headers: res.headers, body: res.json() as Answer<T> };
}

describe('GET logistics/states', () => {
  it('lists every region alphabetically, public for an hour', async () => {
    const res = await get<Array<{ station_description: string; station_code: string }>>('logistics/states');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const names = res.body.data.map((s) => s.station_description);
    expect(res.body.data).toHaveLength(37);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(res.body.data).toContainEqual({
      station_description: 'Federal Capital Territory',
      station_code: 'FC',
    });
    expect(res.body.data[0]).toEqual({ station_description: 'Abia', station_code: 'AB' });
  });
});

describe('GET logistics/{state_code}/cities', () => {
  it("lists a region's towns alphabetically, with text ids", async () => {
    const res =
      await get<Array<{ name: string; deliverytownid: string; deliverytowncode: string }>>(
        'logistics/LA/cities',
      );
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lagos = STATES.find((s) => s.code === 'LA')!;
    expect(res.body.data.map((c) => c.name)).toEqual([...lagos.towns].sort((a, b) => a.localeCompare(b)));
    for (const city of res.body.data) {
      expect(typeof city.deliverytownid).toBe('string');
      expect(city.deliverytowncode).toMatch(/^LA-/);
    }
  });

  it('answers 404 for an unknown region and 422 for a malformed one', async () => {
    const unknown = await get('logistics/ZZ/cities');
    expect(unknown.status).toBe(404);
    expect(unknown.body.status).toBe('error');
    expect((await get('logistics/a%20b/cities')).status).toBe(422);
  });
});

type Option = {
  courier_id: string;
  courier_name: string;
  courier_image: string | null;
  total: number;
  amount: number;
  delivery_eta_time: string;
  name: string;
  delivery_date_info: { estimated_delivery_date: string[] };
};

async function townOf(stationCode: string, name: string) {
  const [town] = await t.app.database.db
    .select({ id: cities.deliverytownid })
    .from(cities)
    .where(and(eq(cities.stationCode, stationCode), eq(cities.name, name)));
  return town!.id;
}

/** A buyable seeded product of a vendor trading from `state` (as vendors.state writes it). */
async function productFrom(state: string) {
  const [product] = await t.app.database.db
    .select({ slug: products.slug, weightGrams: products.weightGrams })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(
      and(
        eq(vendors.state, state),
        eq(products.type, 'product'),
        gt(products.sellingPriceKobo, 0),
        gte(products.quantity, 3),
      ),
    )
    .orderBy(asc(products.id))
    .limit(1);
  if (!product) throw new Error(`no seeded product from ${state}`);
  return product;
}

async function add(headers: Headers, slug: string, quantity: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/add',
    headers,
    payload: { slug, quantity },
  });
  expect(res.statusCode).toBe(200);
}

const couriersUrl = (town: string, station: string, method?: string) =>
  `logistics/couriers?town_id=${town}&station_code=${station}${method ? `&delivery_method=${method}` : ''}`;

describe('GET logistics/couriers', () => {
  it('needs a guest session or a customer', async () => {
    expect((await get<Option[]>(couriersUrl(await townOf('LA', 'Ikeja'), 'LA'))).status).toBe(401);
  });

  it('answers no options for an empty cart, never stored', async () => {
    const guest = await newGuest(t.app);
    const res = await get<Option[]>(couriersUrl(await townOf('LA', 'Ikeja'), 'LA'), guest);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.data).toEqual([]);
  });

  it("prices a guest's cart per vendor package to a Lagos town, cheapest first", async () => {
    const guest = await newGuest(t.app);
    const lagos = await productFrom('Lagos');
    const abuja = await productFrom('FCT');
    await add(guest, lagos.slug, 2);
    await add(guest, abuja.slug, 1);
    const res = await get<Option[]>(couriersUrl(await townOf('LA', 'Ikeja'), 'LA'), guest);
    expect(res.status).toBe(200);
    expect(res.body.data.map((o) => o.courier_id)).toHaveLength(5);
    const totals = res.body.data.map((o) => o.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));

    // Kwik: base 1,800, 250 a kg; the FCT package crosses a state line (half the base again, a day more).
    const kwik = res.body.data.find((o) => o.courier_id === 'kwik')!;
    const lagosKobo = 180_000 + 25_000 * chargeableKg(lagos.weightGrams * 2);
    const abujaKobo = 180_000 + 25_000 * chargeableKg(abuja.weightGrams) + 90_000;
    const vat = (kobo: number) => kobo + Math.floor((kobo * 750 + 5000) / 10_000);
    expect(kwik).toMatchObject({
      courier_name: 'Kwik',
      courier_image: '/media/couriers/kwik.svg',
      name: 'Kwik',
      amount: (lagosKobo + abujaKobo) / 100,
      total: (vat(lagosKobo) + vat(abujaKobo)) / 100,
      delivery_eta_time: '2 - 3 working days',
    });
    const now = new Date();
    expect(kwik.delivery_date_info.estimated_delivery_date).toHaveLength(2);
    expect([workingDaysAfter(now, 2), workingDaysAfter(now, 3)]).toContain(
      kwik.delivery_date_info.estimated_delivery_date[0],
    );
  });

  it("prices a customer's cart for CourierPlus pickup only, at 70%", async () => {
    const customer = await newCustomer(t.app);
    const product = await productFrom('FCT');
    await add(customer, product.slug, 1);
    const res = await get<Option[]>(couriersUrl(await townOf('FC', 'Garki'), 'FC', 'courier_plus'), customer);
    expect(res.status).toBe(200);
    const door = 200_000 + 30_000 * chargeableKg(product.weightGrams);
    const pickup = Math.round(door * 0.7);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      courier_id: 'courier_plus',
      amount: pickup / 100,
      delivery_eta_time: '2 - 6 working days',
    });
  });

  it('refuses an unknown region, a town of another region and an unknown method with 422', async () => {
    const guest = await newGuest(t.app);
    const ikeja = await townOf('LA', 'Ikeja');
    const region = await get<null>(couriersUrl(ikeja, 'XX'), guest);
    expect(region.status).toBe(422);
    expect(region.body.errors).toEqual({ station_code: ['Please select your region!'] });
    const town = await get<null>(couriersUrl(ikeja, 'FC'), guest);
    expect(town.status).toBe(422);
    expect(town.body.errors).toEqual({ town_id: ['Please select your city!'] });
    expect((await get<null>(couriersUrl(ikeja, 'LA', 'card_payment'), guest)).status).toBe(422);
    expect((await get<null>('logistics/couriers', guest)).status).toBe(422);
  });
});

describe('OpenAPI', () => {
  it('documents the logistics and account calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/logistics/states',
        '/api/v1/logistics/{state_code}/cities',
        '/api/v1/logistics/couriers',
        '/api/v1/user/profile',
        '/api/v1/user/address/delivery',
      ]),
    );
  });
});
