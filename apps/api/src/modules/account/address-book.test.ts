import { ADDRESS_BOOK_MAX, type Address } from '@oja/contract/account';
import type { AccountOverviewAnswer } from '@oja/contract/account-overview';
import { addressBookFullMessage, messages } from '@oja/contract/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../../db/tables/logistics.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { type Headers, newCustomer, newGuest } from '../cart/test-helpers.ts';
import { advanceOrder } from '../orders/lifecycle.ts';
import { api, paidWalletOrder } from '../orders/test-helpers.ts';
import { fundCoins } from '../wallet/test-helpers.ts';

let t: TestApp;
const app = () => t.app;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function townOf(stationCode: string, name: string) {
  const [town] = await app()
    .database.db.select({ id: cities.deliverytownid })
    .from(cities)
    .where(and(eq(cities.stationCode, stationCode), eq(cities.name, name)));
  return town!.id;
}

async function body(overrides: object = {}) {
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

const list = (headers: Headers) => api<Address[]>(app(), 'GET', 'user/addresses', headers);
const add = async (headers: Headers, overrides: object = {}) =>
  api<Address>(app(), 'POST', 'user/addresses', headers, await body(overrides));
const primaryOf = (rows: Address[]) => rows.filter((a) => a.is_primary).map((a) => a.address);

describe('the address book', () => {
  it('adds addresses: the first is primary, is_primary moves it, the list shows the primary first', async () => {
    const me = await newCustomer(app());
    expect((await list(me)).body.data).toEqual([]);
    const first = await add(me, { is_primary: false });
    expect(first.status).toBe(201);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.body).toMatchObject({
      message: messages.addressSaved,
      data: { is_primary: true, city: 'Ikeja' },
    });
    const second = await add(me, { address: '2 Broad Street' });
    expect(second.body.data.is_primary).toBe(false);
    const third = await add(me, { address: '3 Marina', is_primary: true });
    expect(third.body.data.is_primary).toBe(true);
    const rows = (await list(me)).body.data;
    expect(rows.map((a) => a.address)).toEqual(['3 Marina', '12 Allen Avenue', '2 Broad Street']);
    expect(primaryOf(rows)).toEqual(['3 Marina']);
    // Checkout's delivery address is the primary one.
    const profile = await api<{ addresses: { delivery_address: Address } }>(app(), 'GET', 'user/profile', me);
    expect(profile.body.data.addresses.delivery_address.address).toBe('3 Marina');
  });

  it('edits an address with the checkout editor’s rules and messages', async () => {
    const me = await newCustomer(app());
    const { data: home } = (await add(me)).body;
    const changed = await api<Address>(
      app(),
      'PUT',
      `user/addresses/${home.uuid}`,
      me,
      await body({
        address: '3 Aminu Kano Crescent',
        state: 'FCT',
        state_code: 'FC',
        city: 'Wuse',
        town_id: await townOf('FC', 'Wuse'),
      }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      uuid: home.uuid,
      address: '3 Aminu Kano Crescent',
      state: 'Federal Capital Territory',
      city: 'Wuse',
      is_primary: true,
    });
    const empty = await api(app(), 'PUT', `user/addresses/${home.uuid}`, me, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({
      address: [messages.addressRequired],
      phone_number: [messages.phoneElevenDigits],
      state: [messages.regionRequired],
      city: [messages.cityRequired],
      postal_code: [messages.postalCodeRequired],
    });
    const wrongTown = await api(
      app(),
      'POST',
      'user/addresses',
      me,
      await body({ town_id: await townOf('AB', 'Aba') }),
    );
    expect(wrongTown.status).toBe(422);
    expect(wrongTown.body.errors).toEqual({
      city: [messages.cityRequired],
      town_id: [messages.cityRequired],
    });
    // Nigeria only, on every way in: add, change, and checkout's delivery address.
    for (const country of ['Ghana', 'NG', '']) {
      for (const [method, url] of [
        ['POST', 'user/addresses'],
        ['PUT', `user/addresses/${home.uuid}`],
        ['PUT', 'user/address/delivery'],
      ] as const) {
        const abroad = await api(app(), method, url, me, await body({ address: '4 Oxford Street', country }));
        expect(abroad.status, `${method} ${url} ${country}`).toBe(422);
        expect(abroad.body.errors).toEqual({ country: [messages.nigeriaOnly] });
      }
    }
    expect((await list(me)).body.data.map((a) => [a.address, a.country])).toEqual([
      ['3 Aminu Kano Crescent', 'Nigeria'],
    ]);
    const lowerCase = await add(me, { address: '5 Marina', country: 'nigeria' });
    expect(lowerCase.status).toBe(201);
    expect(lowerCase.body.data.country).toBe('Nigeria');
    // A primary address stays primary: is_primary false does not leave the customer without one.
    const kept = await api<Address>(
      app(),
      'PUT',
      `user/addresses/${home.uuid}`,
      me,
      await body({ is_primary: false }),
    );
    expect(kept.body.data.is_primary).toBe(true);
  });

  it('sets the primary; deleting the primary makes the most recent other one primary', async () => {
    const me = await newCustomer(app());
    const a = (await add(me, { address: 'A street' })).body.data;
    const b = (await add(me, { address: 'B street' })).body.data;
    const c = (await add(me, { address: 'C street' })).body.data;
    const set = await api<Address>(app(), 'POST', `user/addresses/${a.uuid}/primary`, me);
    expect(set.body).toMatchObject({
      message: messages.primaryAddressSet,
      data: { uuid: a.uuid, is_primary: true },
    });

    const afterSecondary = await api<Address[]>(app(), 'DELETE', `user/addresses/${b.uuid}`, me);
    expect(afterSecondary.body.message).toBe(messages.addressDeleted);
    expect(primaryOf(afterSecondary.body.data)).toEqual(['A street']);

    await api(app(), 'POST', `user/addresses/${b.uuid}/primary`, me).then((r) => expect(r.status).toBe(404));
    await api(app(), 'POST', `user/addresses/${c.uuid}/primary`, me);
    const d = (await add(me, { address: 'D street' })).body.data;
    const afterPrimary = await api<Address[]>(app(), 'DELETE', `user/addresses/${c.uuid}`, me);
    expect(primaryOf(afterPrimary.body.data)).toEqual(['D street']);
    await api(app(), 'DELETE', `user/addresses/${d.uuid}`, me);
    const last = await api<Address[]>(app(), 'DELETE', `user/addresses/${a.uuid}`, me);
    expect(last.body.data).toEqual([]);
  });

  it('keeps one primary when changes race', async () => {
    const me = await newCustomer(app());
    const created = await Promise.all(
      ['1 Race', '2 Race', '3 Race', '4 Race'].map((address) => add(me, { address, is_primary: true })),
    );
    expect(created.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const rows = (await list(me)).body.data;
    await Promise.all(rows.map((row) => api(app(), 'POST', `user/addresses/${row.uuid}/primary`, me)));
    expect(primaryOf((await list(me)).body.data)).toHaveLength(1);
  });

  it(`holds at most ${ADDRESS_BOOK_MAX} addresses`, async () => {
    const me = await newCustomer(app());
    for (let i = 0; i < ADDRESS_BOOK_MAX; i++)
      expect((await add(me, { address: `${i} Full Street` })).status).toBe(201);
    const full = await add(me, { address: 'One too many' });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(addressBookFullMessage(ADDRESS_BOOK_MAX));
  });

  it('answers 404 for another customer’s address (and changes nothing), 401 for a guest', async () => {
    const me = await newCustomer(app());
    const mine = (await add(me)).body.data;
    const stranger = await newCustomer(app());
    const url = `user/addresses/${mine.uuid}`;
    for (const res of [
      await api(app(), 'PUT', url, stranger, await body({ address: 'Taken' })),
      await api(app(), 'DELETE', url, stranger),
      await api(app(), 'POST', `${url}/primary`, stranger),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(messages.addressNotFound);
    }
    expect((await list(stranger)).body.data).toEqual([]);
    expect((await list(me)).body.data).toEqual([mine]);
    const guest = await newGuest(app());
    expect((await list(guest)).status).toBe(401);
    expect((await add(guest)).status).toBe(401);
    expect((await api(app(), 'DELETE', url, guest)).status).toBe(401);
    expect((await api(app(), 'DELETE', 'user/addresses/not-a-uuid', me)).status).toBe(422);
  });
});

describe('GET account/overview', () => {
  it('answers name, email, wallets, recent orders, the primary address and unread counts', async () => {
    const order = await paidWalletOrder(app());
    await fundCoins(app().database.db, order.userId, 40);
    await advanceOrder({ db: app().database.db, rates: app().config }, order.reference, 'shipped');
    const res = await api<AccountOverviewAnswer>(app(), 'GET', 'account/overview', order.headers);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const overview = res.body.data;
    expect(overview).toMatchObject({
      fullname: 'Ada Obi',
      firstname: 'Ada',
      wallets: {
        main: 5_000_000 - order.placed.totals.total,
        spend_and_save: 0,
        smart_coin: { coins: 40, value: 40 },
      },
      primary_address: { address: '12 Admiralty Way, Lekki Phase 1', is_primary: true },
      unread: { notifications: 2, inbox: 1 },
    });
    expect(overview.email).toMatch(/@example\.ng$/);
    expect(overview.recent_orders.map((o) => [o.reference, o.status])).toEqual([
      [order.reference, 'shipped'],
    ]);
    expect((await api(app(), 'GET', 'account/overview', await newGuest(app()))).status).toBe(401);
  });
});
