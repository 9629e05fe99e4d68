import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/tables/account.ts';
import { users } from '../../db/tables/identity.ts';
import { cities } from '../../db/tables/logistics.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { type Headers, newCustomer, newGuest } from '../cart/test-helpers.ts';
import { verifyCustomerToken } from '../identity/tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ products: 20 });
});
afterAll(() => t.close());

type Address = {
  uuid: string;
  address: string;
  city: string;
  state: string;
  state_code: string;
  town_id: string;
  postal_code: string;
  phone_number: string;
  country: string;
  is_primary: boolean;
};
type Profile = {
  fullname: string;
  email: string;
  phone_number: string | null;
  addresses: { delivery_address: Address | null; list: Address[] };
};
type Answer<T> = { status: string; message: string; data: T; errors?: Record<string, string[]> };

async function call<T>(method: 'GET' | 'PUT', url: string, headers: Headers, payload?: object) {
  const res = await t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() as Answer<T> };
}
const profile = (headers: Headers) => call<Profile>('GET', 'user/profile', headers);
const saveAddress = (headers: Headers, payload: object) =>
  call<Address>('PUT', 'user/address/delivery', headers, payload);

/** The id the bearer token of `headers` stands for. */
async function userIdOf(headers: Headers): Promise<number> {
  const claims = await verifyCustomerToken(t.app.config.jwtSecret, headers.authorization!.slice(7));
  const [user] = await t.app.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.uuid, claims!.userId));
  return user!.id;
}

async function townOf(stationCode: string, name: string) {
  const [town] = await t.app.database.db
    .select({ id: cities.deliverytownid })
    .from(cities)
    .where(and(eq(cities.stationCode, stationCode), eq(cities.name, name)));
  return town!.id;
}

async function ikejaBody(overrides: object = {}) {
  return {
    address: '12 Allen Avenue',
    postal_code: '100271',
    state: 'Lagos',
    state_code: 'LA',
    city: 'Ikeja',
    town_id: await townOf('LA', 'Ikeja'),
    country: 'Nigeria',
    phone_number: '08031234567',
    ...overrides,
  };
}

describe('GET user/profile', () => {
  it('needs a signed-in customer: nobody, a guest and a bad token get 401', async () => {
    expect((await profile({})).status).toBe(401);
    expect((await profile(await newGuest(t.app))).status).toBe(401);
    expect((await profile({ authorization: 'Bearer not-a-token' })).status).toBe(401);
  });

  it('answers names and contact, no address yet, and is never stored', async () => {
    const customer = await newCustomer(t.app);
    const res = await profile(customer);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.data).toMatchObject({
      fullname: 'Ada Obi',
      firstname: 'Ada',
      lastname: 'Obi',
      phone_number: null,
      addresses: { delivery_address: null, list: [] },
    });
    expect(res.body.data.email).toMatch(/@example\.ng$/);
  });

  it("shows the primary address first and never another customer's", async () => {
    const ada = await newCustomer(t.app);
    const bola = await newCustomer(t.app);
    const adaId = await userIdOf(ada);
    const bolaId = await userIdOf(bola);
    // An older, non-primary address saved before the delivery address.
    await t.app.database.db.insert(addresses).values({
      userId: adaId,
      address: '4 Old Road',
      postalCode: '900001',
      state: 'Federal Capital Territory',
      stateCode: 'FC',
      city: 'Garki',
      townId: await townOf('FC', 'Garki'),
      phoneNumber: '08030000000',
    });
    const saved = await saveAddress(ada, await ikejaBody());
    await saveAddress(bola, await ikejaBody({ address: "Bola's house" }));
    expect(await t.app.database.db.select().from(addresses).where(eq(addresses.userId, bolaId))).toHaveLength(
      1,
    );

    const { data } = (await profile(ada)).body;
    expect(data.addresses.delivery_address).toEqual(saved.body.data);
    expect(data.addresses.list.map((a) => [a.address, a.is_primary])).toEqual([
      ['12 Allen Avenue', true],
      ['4 Old Road', false],
    ]);
    expect(JSON.stringify(data)).not.toContain("Bola's house");
  });
});

describe('PUT user/address/delivery', () => {
  it('needs a signed-in customer', async () => {
    expect((await saveAddress({}, await ikejaBody())).status).toBe(401);
    expect((await saveAddress(await newGuest(t.app), await ikejaBody())).status).toBe(401);
  });

  it("creates the first address as primary, with the provider's names", async () => {
    const customer = await newCustomer(t.app);
    const res = await saveAddress(
      customer,
      await ikejaBody({
        state: 'lagos state',
        state_code: 'la',
        city: 'ikeja gra',
        phone_number: '+234 803 123 4567',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Info updated');
    expect(res.body.data).toMatchObject({
      address: '12 Allen Avenue',
      postal_code: '100271',
      state: 'Lagos',
      state_code: 'LA',
      city: 'Ikeja',
      town_id: await townOf('LA', 'Ikeja'),
      country: 'Nigeria',
      phone_number: '08031234567',
      is_primary: true,
    });
    expect((await profile(customer)).body.data.addresses.delivery_address).toEqual(res.body.data);
  });

  it('takes a numeric town id and a missing country (Nigeria)', async () => {
    const customer = await newCustomer(t.app);
    const { country: _country, ...body } = await ikejaBody();
    const res = await saveAddress(customer, { ...body, town_id: Number(body.town_id) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ town_id: body.town_id, country: 'Nigeria' });
  });

  it('changes the primary address in place: one primary, same uuid', async () => {
    const customer = await newCustomer(t.app);
    const first = await saveAddress(customer, await ikejaBody());
    const second = await saveAddress(
      customer,
      await ikejaBody({
        address: '3 Aminu Kano Crescent',
        state: 'FCT',
        state_code: 'FC',
        city: 'Wuse',
        town_id: await townOf('FC', 'Wuse'),
      }),
    );
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({
      uuid: first.body.data.uuid,
      address: '3 Aminu Kano Crescent',
      state: 'Federal Capital Territory',
      state_code: 'FC',
      city: 'Wuse',
      is_primary: true,
    });
    const rows = await t.app.database.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, await userIdOf(customer)));
    expect(rows.map((r) => [r.uuid, r.isPrimary])).toEqual([[first.body.data.uuid, true]]);
  });

  it('keeps one primary when two saves race', async () => {
    const customer = await newCustomer(t.app);
    const results = await Promise.all(
      ['1 First Street', '2 Second Street', '3 Third Street'].map(async (address) =>
        saveAddress(customer, await ikejaBody({ address })),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const rows = await t.app.database.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, await userIdOf(customer)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.isPrimary).toBe(true);
  });

  it("answers the spec's message for each field left out", async () => {
    const customer = await newCustomer(t.app);
    const res = await saveAddress(customer, {});
    expect(res.status).toBe(422);
    expect(res.body.status).toBe('error');
    expect(res.body.errors).toEqual({
      address: ['Please enter your full address!'],
      postal_code: ['Please enter your Postal code!'],
      state: ['Please select your region!'],
      state_code: ['Please select your region!'],
      city: ['Please select your city!'],
      town_id: ['Please select your city!'],
      phone_number: ['Your Phone Number must be 11 digits!'],
    });
  });

  it.each([
    ['address', { address: '   ' }, 'Please enter your full address!'],
    ['phone_number', { phone_number: '0803123' }, 'Your Phone Number must be 11 digits!'],
    ['state', { state: '' }, 'Please select your region!'],
    ['city', { city: '' }, 'Please select your city!'],
    ['postal_code', { postal_code: '' }, 'Please enter your Postal code!'],
  ])('answers 422 on %s with its message', async (field, change, message) => {
    const customer = await newCustomer(t.app);
    const res = await saveAddress(customer, await ikejaBody(change));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ [field]: [message] });
    expect(res.body.message).toBe(message);
  });

  it('refuses a region that is not a station, and a town of another region', async () => {
    const customer = await newCustomer(t.app);
    const region = await saveAddress(customer, await ikejaBody({ state_code: 'XX' }));
    expect(region.status).toBe(422);
    expect(region.body.errors).toMatchObject({ state: ['Please select your region!'] });

    const abaInLagos = await saveAddress(customer, await ikejaBody({ town_id: await townOf('AB', 'Aba') }));
    expect(abaInLagos.status).toBe(422);
    expect(abaInLagos.body.errors).toEqual({
      city: ['Please select your city!'],
      town_id: ['Please select your city!'],
    });
    const unknownTown = await saveAddress(customer, await ikejaBody({ town_id: '999999' }));
    expect(unknownTown.status).toBe(422);
    expect((await profile(customer)).body.data.addresses.list).toEqual([]);
  });
});
