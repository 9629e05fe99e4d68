import type { InboxAnswer, InboxMessage, Notification, NotificationsAnswer } from '@oja/contract/account';
import { messages } from '@oja/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/tables/engagement.ts';
import { payments } from '../../db/tables/payments.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { newCustomer, newGuest } from '../cart/test-helpers.ts';
import { advanceOrder } from '../orders/lifecycle.ts';
import { settlementPorts } from '../orders/payment.ts';
import { api, paidWalletOrder } from '../orders/test-helpers.ts';
import { paystackClientFor } from '../payments/gateway.ts';
import { settlePayment } from '../payments/service.ts';
import { walletCustomer } from '../wallet/test-helpers.ts';

let t: TestApp;
const app = () => t.app;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const list = (headers: Headers, query = '') =>
  api<NotificationsAnswer>(app(), 'GET', `notifications${query}`, headers);

describe('notifications', () => {
  it('tells of order events, newest first, with the unread count; never stored', async () => {
    const order = await paidWalletOrder(app());
    await advanceOrder({ db: app().database.db, rates: app().config }, order.reference, 'shipped');
    const res = await list(order.headers);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.data.data.map((n) => n.title)).toEqual([
      `Shipped: ${order.reference}`,
      'Order confirmed',
    ]);
    expect(res.body.data.unread_count).toBe(2);
    const [shipped, confirmed] = res.body.data.data;
    expect(shipped).toMatchObject({
      kind: 'order',
      read_at: null,
      link: `/account/order/${order.reference}/package-history`,
    });
    expect(confirmed!.body).toContain(order.reference);
  });

  it('marks one read (once), then all; ?unread=true lists the unread only', async () => {
    const order = await paidWalletOrder(app());
    await advanceOrder({ db: app().database.db, rates: app().config }, order.reference, 'shipped');
    const [newest, older] = (await list(order.headers)).body.data.data;
    const read = await api<Notification>(app(), 'POST', `notifications/${newest!.uuid}/read`, order.headers);
    expect(read.status).toBe(200);
    expect(read.body.data.read_at).not.toBeNull();
    const again = await api<Notification>(app(), 'POST', `notifications/${newest!.uuid}/read`, order.headers);
    expect(again.body.data.read_at).toBe(read.body.data.read_at);
    const unread = await list(order.headers, '?unread=true');
    expect(unread.body.data.data.map((n) => n.uuid)).toEqual([older!.uuid]);
    expect(unread.body.data.unread_count).toBe(1);

    const all = await api<{ marked: number }>(app(), 'POST', 'notifications/read-all', order.headers);
    expect(all.body).toMatchObject({ message: messages.notificationsAllRead, data: { marked: 1 } });
    expect((await list(order.headers)).body.data.unread_count).toBe(0);
    const counts = await api(app(), 'GET', 'account/unread-counts', order.headers);
    expect(counts.body.data).toMatchObject({ notifications: 0 });
  });

  it('keeps each customer to their own: 404 for another’s notification, 401 for a guest', async () => {
    const order = await paidWalletOrder(app());
    const [mine] = (await list(order.headers)).body.data.data;
    const stranger = await newCustomer(app());
    const theirs = await api(app(), 'POST', `notifications/${mine!.uuid}/read`, stranger);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe(messages.notificationNotFound);
    expect((await list(stranger)).body.data).toMatchObject({ data: [], unread_count: 0 });
    await api(app(), 'POST', 'notifications/read-all', stranger);
    expect((await list(order.headers)).body.data.unread_count).toBe(1);
    const guest = await newGuest(app());
    expect((await list(guest)).status).toBe(401);
    expect((await api(app(), 'POST', `notifications/${mine!.uuid}/read`, guest)).status).toBe(401);
    expect((await api(app(), 'POST', 'notifications/read-all', {})).status).toBe(401);
    expect((await api(app(), 'GET', 'account/unread-counts', guest)).status).toBe(401);
    expect((await api(app(), 'POST', 'notifications/not-a-uuid/read', order.headers)).status).toBe(422);
  });

  it('tells of money added to the wallet once, however often the payment is settled', async () => {
    const { headers, userId } = await walletCustomer(app());
    const reference = `OJA-WF-TEST${Date.now().toString(36).toUpperCase()}`;
    await app().database.db.insert(payments).values({
      reference,
      purpose: 'wallet_funding',
      userId,
      amountKobo: 250_000,
      accessCode: 'test-access-code',
    });
    const deps = {
      db: app().database.db,
      paystack: paystackClientFor(app()),
      log: app().log,
      ...settlementPorts,
    };
    const verdict = {
      status: 'success',
      source: 'verify' as const,
      amountKobo: 250_000,
      currency: 'NGN',
      gatewayResponse: 'Approved',
      raw: {},
    };
    await settlePayment(deps, reference, verdict);
    await settlePayment(deps, reference, verdict);
    const res = await list(headers);
    expect(res.body.data.data).toEqual([
      expect.objectContaining({
        kind: 'wallet',
        title: 'Money added to your wallet',
        body: '₦2,500.00 was added to your main wallet.',
        link: '/account/wallet/emart-wallet',
      }),
    ]);
    const rows = await app().database.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(rows).toHaveLength(1);
  });
});

describe('inbox', () => {
  it('holds the order mails; opening one marks it read', async () => {
    const order = await paidWalletOrder(app());
    const res = await api<InboxAnswer>(app(), 'GET', 'inbox', order.headers);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.data.unread_count).toBe(1);
    const [message] = res.body.data.data;
    expect(message).toMatchObject({
      kind: 'order',
      subject: `Your order ${order.reference} is confirmed`,
      read_at: null,
    });
    expect(message!.preview.length).toBeLessThanOrEqual(141);

    const opened = await api<InboxMessage>(app(), 'GET', `inbox/${message!.uuid}`, order.headers);
    expect(opened.status).toBe(200);
    expect(opened.body.data.body).toContain('Thank you for shopping with Oja.');
    expect(opened.body.data.read_at).not.toBeNull();
    expect((await api<InboxAnswer>(app(), 'GET', 'inbox', order.headers)).body.data.unread_count).toBe(0);
    const counts = await api(app(), 'GET', 'account/unread-counts', order.headers);
    expect(counts.body.data).toEqual({ notifications: 1, inbox: 0 });
  });

  it('answers 404 for another customer’s message and 401 for a guest', async () => {
    const order = await paidWalletOrder(app());
    const [message] = (await api<InboxAnswer>(app(), 'GET', 'inbox', order.headers)).body.data.data;
    const stranger = await newCustomer(app());
    const theirs = await api(app(), 'GET', `inbox/${message!.uuid}`, stranger);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe(messages.inboxMessageNotFound);
    expect((await api<InboxAnswer>(app(), 'GET', 'inbox', stranger)).body.data.data).toEqual([]);
    const guest = await newGuest(app());
    expect((await api(app(), 'GET', 'inbox', guest)).status).toBe(401);
    expect((await api(app(), 'GET', `inbox/${message!.uuid}`, guest)).status).toBe(401);
    // Still unread: the stranger's attempt did not open it.
    expect((await api<InboxAnswer>(app(), 'GET', 'inbox', order.headers)).body.data.unread_count).toBe(1);
  });
});
