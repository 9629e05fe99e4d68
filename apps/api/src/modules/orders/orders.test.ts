import type { ORDER_STATUSES } from '@oja/contract/constants';
import { messages } from '@oja/contract/messages';
import type { OrderDetails, OrdersAnswer, PackageHistoryAnswer } from '@oja/contract/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { newCustomer, newGuest } from '../cart/test-helpers.ts';
import { advanceOrder } from './lifecycle.ts';
import { api, paidWalletOrder, unpaidCardOrder, walletShopper } from './test-helpers.ts';

let t: TestApp;
const app = () => t.app;
beforeAll(async () => {
  t = await buildTestApp();
  // Card orders open their payment page on the sandbox gateway, over HTTP.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const advance = (reference: string, status: (typeof ORDER_STATUSES)[number], packageReference?: string) =>
  advanceOrder({ db: app().database.db, rates: app().config }, reference, status, {
    ...(packageReference ? { packageReference } : {}),
  });

describe('GET orders', () => {
  it('lists the caller’s orders newest first, on the open and closed tabs, never stored', async () => {
    const shopper = await walletShopper(app());
    const first = await paidWalletOrder(app(), shopper);
    const second = await paidWalletOrder(app(), shopper, 2);
    const unpaid = await unpaidCardOrder(app(), shopper.headers);
    await advance(first.reference, 'shipped');
    await advance(first.reference, 'out_for_delivery');
    await advance(first.reference, 'delivered');

    const all = await api<OrdersAnswer>(app(), 'GET', 'orders', shopper.headers);
    expect(all.status).toBe(200);
    expect(all.headers['cache-control']).toBe('private, no-store');
    expect(all.body.data.data.map((o) => o.reference)).toEqual([
      unpaid.reference,
      second.reference,
      first.reference,
    ]);
    expect(all.body.data.pagination).toEqual({ page: 1, perPage: 20, total: 3, lastPage: 1 });
    const [newest, middle] = all.body.data.data;
    expect(newest).toMatchObject({
      status: 'pending',
      payment_mode: 'card_payment',
      payment_status: 'pending',
    });
    expect(middle).toMatchObject({
      status: 'confirmed',
      payment_mode: 'wallet',
      payment_status: 'paid',
      item_count: 2,
      total: second.placed.totals.total,
    });
    expect(middle!.thumbnail).toMatch(/^\/media\/products\//);

    const open = await api<OrdersAnswer>(app(), 'GET', 'orders?status=open', shopper.headers);
    expect(open.body.data.data.map((o) => o.reference)).toEqual([unpaid.reference, second.reference]);
    const closed = await api<OrdersAnswer>(app(), 'GET', 'orders?status=closed', shopper.headers);
    expect(closed.body.data.data.map((o) => [o.reference, o.status])).toEqual([
      [first.reference, 'delivered'],
    ]);
    const paged = await api<OrdersAnswer>(app(), 'GET', 'orders?page=2&perPage=2', shopper.headers);
    expect(paged.body.data.data.map((o) => o.reference)).toEqual([first.reference]);
    expect(paged.body.data.pagination.lastPage).toBe(2);
    expect((await api(app(), 'GET', 'orders?status=shipped', shopper.headers)).status).toBe(422);
  });

  it('shows nobody else’s orders, and needs a customer (401 for a guest or nobody)', async () => {
    await paidWalletOrder(app());
    const stranger = await newCustomer(app());
    const theirs = await api<OrdersAnswer>(app(), 'GET', 'orders', stranger);
    expect(theirs.body.data.data).toEqual([]);
    expect((await api(app(), 'GET', 'orders', await newGuest(app()))).status).toBe(401);
    expect((await api(app(), 'GET', 'orders')).status).toBe(401);
  });
});

describe('GET orders/{reference}', () => {
  it('answers packages with items, every charge, the address, courier, payment and can_cancel', async () => {
    const order = await paidWalletOrder(app());
    const res = await api<OrderDetails>(app(), 'GET', `orders/${order.reference}`, order.headers);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const details = res.body.data;
    expect(details).toMatchObject({
      reference: order.reference,
      status: 'confirmed',
      payment_mode: 'wallet',
      payment_status: 'paid',
      payment_gateway: null,
      totals: order.placed.totals,
      total: order.placed.totals.total,
      delivery_method: 'door_delivery',
      can_cancel: true,
      cancelled_at: null,
      refunds: [],
    });
    expect(details.delivery_address).toMatchObject({
      address: '12 Admiralty Way, Lekki Phase 1',
      state_code: 'LA',
      phone_number: '08031234567',
    });
    expect(details.courier_name).toBeTruthy();
    // The courier's estimate as checkout showed it, kept with the order.
    expect(details.delivery_eta_time).toMatch(/^\d+( - \d+)? working days?$/);
    expect(details.paid_at).not.toBeNull();
    expect(details.packages).toHaveLength(1);
    const [pack] = details.packages;
    expect(pack!.reference).toBe(`${order.reference}-1`);
    expect(pack!.status).toBe('confirmed');
    expect(pack!.items).toEqual([
      expect.objectContaining({
        product: expect.objectContaining({ uuid: order.product.uuid, slug: order.product.slug }),
        quantity: 1,
        can_review: false,
        review: null,
      }),
    ]);
  });

  it('answers 404 for another customer’s reference and an unknown one, 401 for a guest', async () => {
    const order = await paidWalletOrder(app());
    const stranger = await newCustomer(app());
    const theirs = await api(app(), 'GET', `orders/${order.reference}`, stranger);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe(messages.orderNotFound);
    expect((await api(app(), 'GET', 'orders/OJA-NOPE0000', order.headers)).status).toBe(404);
    expect((await api(app(), 'GET', `orders/${order.reference}`, await newGuest(app()))).status).toBe(401);
  });
});

describe('GET orders/{reference}/package-history', () => {
  it('is empty while the order was only placed (tracking unavailable)', async () => {
    const order = await unpaidCardOrder(app());
    const res = await api<PackageHistoryAnswer>(
      app(),
      'GET',
      `orders/${order.reference}/package-history`,
      order.headers,
    );
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.data).toEqual({ reference: order.reference, status: 'pending', packages: [] });
  });

  it('lists each package’s events with their times, the order’s own events included', async () => {
    const order = await paidWalletOrder(app());
    await advance(order.reference, 'shipped');
    const res = await api<PackageHistoryAnswer>(
      app(),
      'GET',
      `orders/${order.reference}/package-history`,
      order.headers,
    );
    const [pack] = res.body.data.packages;
    expect(pack!.reference).toBe(`${order.reference}-1`);
    expect(pack!.status).toBe('shipped');
    expect(pack!.vendor.store_name).toBeTruthy();
    expect(pack!.events.map((e) => [e.status, e.note])).toEqual([
      ['pending', 'Order placed'],
      ['confirmed', 'Paid from the wallet'],
      ['shipped', null],
    ]);
    for (const event of pack!.events) expect(Date.parse(event.at)).not.toBeNaN();
  });

  it('answers 404 for another customer and 401 for a guest', async () => {
    const order = await paidWalletOrder(app());
    const url = `orders/${order.reference}/package-history`;
    expect((await api(app(), 'GET', url, await newCustomer(app()))).status).toBe(404);
    expect((await api(app(), 'GET', url, await newGuest(app()))).status).toBe(401);
  });
});
