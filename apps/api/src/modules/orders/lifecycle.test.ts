import type { OrderStatus } from '@oja/contract/constants';
import { messages, orderMoveRefusedMessage } from '@oja/contract/messages';
import type { PackageHistoryAnswer } from '@oja/contract/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/tables/engagement.ts';
import { orderPackages, orderStatusEvents } from '../../db/tables/orders.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { ensureWallets } from '../wallet/accounts.ts';
import { coinsEarned } from '../wallet/smart-coin.ts';
import { verifyWallets } from '../wallet/verify.ts';
import { advanceOrder, orderStatusOf, PACKAGE_MOVES } from './lifecycle.ts';
import { nextSimulatedStatus, simulateStep } from './simulator.ts';
import { api, orderRow, paidWalletOrder, unpaidCardOrder } from './test-helpers.ts';

let t: TestApp;
const app = () => t.app;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const deps = () => ({ db: app().database.db, rates: app().config });
const advance = (reference: string, status: OrderStatus, packageReference?: string) =>
  advanceOrder(deps(), reference, status, packageReference ? { packageReference } : {});

async function refusal(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => null,
    (e: unknown) => e,
  )) as { statusCode?: number; message?: string } | null;
  return { status: error?.statusCode, message: error?.message };
}

const coinsOf = async (userId: number) =>
  (await ensureWallets(app().database.db, userId)).smart_coin.balanceKobo;

async function noticesOf(userId: number) {
  return app()
    .database.db.select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.id);
}

describe('the order lifecycle (ADR 0008)', () => {
  it('keeps to its graph: no edge back, none into confirmed or cancelled', () => {
    expect(PACKAGE_MOVES.confirmed).toEqual(['shipped']);
    for (const targets of Object.values(PACKAGE_MOVES)) {
      expect(targets).not.toContain('confirmed');
      expect(targets).not.toContain('cancelled');
      expect(targets).not.toContain('pending');
    }
    expect(orderStatusOf(['delivered', 'shipped'])).toBe('shipped');
    expect(orderStatusOf(['delivered', 'returns'])).toBe('delivered');
    expect(orderStatusOf(['cancelled', 'cancelled'])).toBe('cancelled');
  });

  it('moves a paid order to delivery: events, notifications, and the coins earned once', async () => {
    const order = await paidWalletOrder(app());
    const before = await coinsOf(order.userId);
    const row = await orderRow(app(), order.reference);
    const expected = coinsEarned(row.subtotalKobo, app().config);
    expect(expected).toBeGreaterThan(0);

    expect(await advance(order.reference, 'shipped')).toMatchObject({ status: 'shipped', coinsEarned: 0 });
    expect((await advance(order.reference, 'out_for_delivery')).status).toBe('out_for_delivery');
    // A failed attempt: back to the station, then out again.
    expect((await advance(order.reference, 'delivery_stocked')).status).toBe('delivery_stocked');
    expect((await advance(order.reference, 'out_for_delivery')).status).toBe('out_for_delivery');
    const delivered = await advance(order.reference, 'delivered');
    expect(delivered).toMatchObject({
      status: 'delivered',
      coinsEarned: expected,
      moved: [`${order.reference}-1`],
    });
    expect(await coinsOf(order.userId)).toBe(before + expected);

    // Delivered once: a second delivery is refused and earns nothing more.
    const again = await refusal(advance(order.reference, 'delivered'));
    expect(again).toEqual({ status: 409, message: orderMoveRefusedMessage('delivered', 'delivered') });
    expect(await coinsOf(order.userId)).toBe(before + expected);

    const events = await app()
      .database.db.select({ status: orderStatusEvents.status, packageId: orderStatusEvents.packageId })
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, row.id))
      .orderBy(orderStatusEvents.id);
    expect(events.map((e) => e.status)).toEqual([
      'pending',
      'confirmed',
      'shipped',
      'out_for_delivery',
      'delivery_stocked',
      'out_for_delivery',
      'delivered',
    ]);
    expect(events.slice(2).every((e) => e.packageId !== null)).toBe(true);
    const titles = (await noticesOf(order.userId)).map((n) => n.title);
    expect(titles).toContain(`Shipped: ${order.reference}`);
    expect(titles).toContain(`Delivered: ${order.reference}`);
    const deliveredNotice = (await noticesOf(order.userId)).find((n) => n.title.startsWith('Delivered'));
    expect(deliveredNotice!.body).toContain(`You earned ${expected} Smart Coin`);
    expect(deliveredNotice!.link).toBe(`/account/order/${order.reference}/package-history`);

    // A return takes the earned coins back; the ledger still balances.
    expect((await advance(order.reference, 'returns')).status).toBe('returns');
    expect(await coinsOf(order.userId)).toBe(before);
    expect((await verifyWallets(app().database.db)).differences).toEqual([]);
  });

  it('refuses every move outside the graph with 409 and changes nothing', async () => {
    const order = await paidWalletOrder(app());
    const cases: Array<[OrderStatus, string]> = [
      ['delivered', orderMoveRefusedMessage('confirmed', 'delivered')],
      ['out_for_delivery', orderMoveRefusedMessage('confirmed', 'out_for_delivery')],
      ['returns', orderMoveRefusedMessage('confirmed', 'returns')],
      ['confirmed', orderMoveRefusedMessage('confirmed', 'confirmed')],
      ['pending', orderMoveRefusedMessage('confirmed', 'pending')],
      ['cancelled', messages.orderCancelledByCancelOnly],
    ];
    for (const [to, message] of cases) {
      expect(await refusal(advance(order.reference, to)), to).toEqual({ status: 409, message });
    }
    expect((await orderRow(app(), order.reference)).status).toBe('confirmed');

    const unpaid = await unpaidCardOrder(app());
    expect(await refusal(advance(unpaid.reference, 'confirmed'))).toEqual({
      status: 409,
      message: messages.orderConfirmedByPaymentOnly,
    });
    expect(await refusal(advance(unpaid.reference, 'shipped'))).toEqual({
      status: 409,
      message: orderMoveRefusedMessage('pending', 'shipped'),
    });
    expect(await refusal(advance('OJA-NOPE0000', 'shipped'))).toMatchObject({ status: 404 });
    expect(await refusal(advance(order.reference, 'shipped', 'OJA-NOPE0000-9'))).toMatchObject({
      status: 404,
      message: messages.packageNotFound,
    });
  });

  it('moves one package at a time; the order follows its least advanced package', async () => {
    const order = await paidWalletOrder(app());
    const row = await orderRow(app(), order.reference);
    // A second package of another vendor, as a two-vendor cart would make.
    const [first] = await app()
      .database.db.select()
      .from(orderPackages)
      .where(eq(orderPackages.orderId, row.id));
    await app()
      .database.db.insert(orderPackages)
      .values({
        orderId: row.id,
        vendorId: first!.vendorId,
        reference: `${order.reference}-2`,
        status: 'confirmed',
        subtotalKobo: 0,
        weightGrams: 100,
      });
    const one = await advance(order.reference, 'shipped', `${order.reference}-1`);
    expect(one).toMatchObject({ status: 'confirmed', moved: [`${order.reference}-1`] });
    const both = await advance(order.reference, 'shipped');
    expect(both).toMatchObject({ status: 'shipped', moved: [`${order.reference}-2`] });
    await advance(order.reference, 'out_for_delivery', `${order.reference}-1`);
    const partly = await advance(order.reference, 'delivered', `${order.reference}-1`);
    expect(partly).toMatchObject({ status: 'shipped', coinsEarned: 0 });
    const notice = (await noticesOf(order.userId)).at(-1)!;
    expect(notice.body).toBe(`Package ${order.reference}-1 has been delivered.`);

    const history = await api<PackageHistoryAnswer>(
      app(),
      'GET',
      `orders/${order.reference}/package-history`,
      order.headers,
    );
    expect(history.body.data.packages.map((p) => [p.reference, p.status, p.events.length])).toEqual([
      [`${order.reference}-1`, 'delivered', 5],
      [`${order.reference}-2`, 'shipped', 3],
    ]);
  });
});

describe('the order simulator', () => {
  it('walks door deliveries and pickups along their roads', () => {
    expect(nextSimulatedStatus('confirmed', 'door_delivery')).toBe('shipped');
    expect(nextSimulatedStatus('shipped', 'door_delivery')).toBe('out_for_delivery');
    expect(nextSimulatedStatus('shipped', 'courier_plus')).toBe('delivery_stocked');
    expect(nextSimulatedStatus('delivery_stocked', 'courier_plus')).toBe('delivered');
    expect(nextSimulatedStatus('out_for_delivery', 'door_delivery')).toBe('delivered');
    for (const done of ['pending', 'delivered', 'cancelled', 'returns'] as const) {
      expect(nextSimulatedStatus(done, 'door_delivery')).toBeNull();
    }
  });

  it('moves each paid order one step per step once it has waited, and never an unpaid one', async () => {
    const order = await paidWalletOrder(app());
    const unpaid = await unpaidCardOrder(app());
    const step = (secondsLater: number) =>
      simulateStep(
        { db: app().database.db, rates: app().config, seconds: 30 },
        new Date(Date.now() + secondsLater * 1000),
      );
    await step(0);
    expect((await orderRow(app(), order.reference)).status).toBe('confirmed');
    const statuses: string[] = [];
    for (let i = 1; i <= 4; i++) {
      await step(31 * i);
      statuses.push((await orderRow(app(), order.reference)).status);
    }
    expect(statuses).toEqual(['shipped', 'out_for_delivery', 'delivered', 'delivered']);
    expect((await orderRow(app(), unpaid.reference)).status).toBe('pending');
    const [earned] = await app()
      .database.db.select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, order.userId), eq(notifications.title, `Delivered: ${order.reference}`)),
      );
    expect(earned).toBeDefined();
  });
});
