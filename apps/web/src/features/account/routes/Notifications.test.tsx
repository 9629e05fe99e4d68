import type { Notification } from '@oja/contract/account';
import { messages } from '@oja/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { toastStore } from '../../../components/ui/toast-store';
import { startSession } from '../../../lib/session';
import { type Call, notificationOf, page, renderPage, stubApi, toasts } from '../test-fixtures';
import Notifications from './Notifications';

const PATH = '/account/notifications';
let rows: Notification[];
let calls: Call[];

const unreadCount = () => rows.filter((row) => row.read_at === null).length;

beforeEach(() => {
  startSession('customer-token');
  toastStore.set([]);
  rows = [
    notificationOf(),
    notificationOf({
      uuid: '22222222-2222-4222-8222-222222222222',
      kind: 'wallet',
      title: 'Money added to your wallet',
      body: '₦5,000.00 was added to your main wallet.',
      link: '/account/wallet/emart-wallet',
      read_at: '2026-11-22T10:00:00.000Z',
      created_at: '2026-11-22T09:00:00.000Z',
    }),
  ];
  calls = stubApi((call) => {
    if (call.path.startsWith('notifications?')) {
      const unreadOnly = call.path.includes('unread=true');
      return {
        data: page(
          rows.filter((row) => !unreadOnly || row.read_at === null),
          { unread_count: unreadCount() },
        ),
      };
    }
    const one = /^notifications\/([\w-]+)\/read$/.exec(call.path);
    if (one && call.method === 'POST') {
      rows = rows.map((row) => (row.uuid === one[1] ? { ...row, read_at: '2026-11-23T10:00:00.000Z' } : row));
      return { data: rows.find((row) => row.uuid === one[1]) };
    }
    if (call.path === 'notifications/read-all' && call.method === 'POST') {
      const marked = unreadCount();
      rows = rows.map((row) => ({ ...row, read_at: row.read_at ?? '2026-11-23T10:00:00.000Z' }));
      return { data: { marked }, message: messages.notificationsAllRead };
    }
    if (call.path === 'account/unread-counts') return { data: { notifications: unreadCount(), inbox: 2 } };
    return { status: 404, message: 'Not found' };
  });
});

describe('notifications page', () => {
  it('lists notices newest first with the unread ones marked, and their links', async () => {
    renderPage(<Notifications />, PATH, PATH);
    const items = await screen.findAllByTestId('notification');
    expect(items.map((item) => item.dataset.unread)).toEqual(['true', 'false']);
    expect(within(items[0]!).getByRole('heading')).toHaveTextContent('Unread: Order confirmed');
    expect(within(items[0]!).getByRole('link', { name: 'View details' })).toHaveAttribute(
      'href',
      '/account/order/OJA-7KQ2M9XD',
    );
    expect(within(items[1]!).queryByRole('button', { name: /Mark/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('unread-summary')).toHaveTextContent('1 unread');
    expect(calls[0]?.path).toBe('notifications?page=1&perPage=10');
  });

  it('marks one read: the list and the counts are asked again', async () => {
    renderPage(<Notifications />, PATH, PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as read: Order confirmed' }));
    await waitFor(() =>
      expect(screen.getByTestId('unread-summary')).toHaveTextContent('You have read everything.'),
    );
    expect(
      calls.some((call) => call.method === 'POST' && call.path === `notifications/${rows[0]!.uuid}/read`),
    ).toBe(true);
    expect(screen.getAllByTestId('notification').map((item) => item.dataset.unread)).toEqual([
      'false',
      'false',
    ]);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('marks all read with the server’s words', async () => {
    renderPage(<Notifications />, PATH, PATH);
    const markAll = await screen.findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(markAll).toBeEnabled());
    fireEvent.click(markAll);
    await waitFor(() => expect(toasts()).toEqual([['success', messages.notificationsAllRead]]));
    await waitFor(() =>
      expect(screen.getAllByTestId('notification').map((item) => item.dataset.unread)).toEqual([
        'false',
        'false',
      ]),
    );
  });

  it('shows unread ones only on the Unread tab, and says when all are read', async () => {
    const { router } = renderPage(<Notifications />, PATH, PATH);
    await screen.findAllByTestId('notification');
    fireEvent.click(screen.getByRole('button', { name: /^Unread/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?show=unread'));
    await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(1));
    expect(calls.at(-1)?.path).toBe('notifications?page=1&perPage=10&unread=true');
    rows = rows.map((row) => ({ ...row, read_at: row.read_at ?? '2026-11-23T10:00:00.000Z' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark as read: Order confirmed' }));
    expect(await screen.findByText('You’re all caught up')).toBeInTheDocument();
  });

  it('shows price drops and restocks of saved items as such, leading to the product', async () => {
    rows = [
      notificationOf({
        uuid: '33333333-3333-4333-8333-333333333333',
        kind: 'price_drop',
        title: 'Price drop: Tecno Spark 20',
        body: 'Tecno Spark 20 is now ₦12,499.50 (was ₦15,000.00).',
        link: '/product/tecno-spark-20',
      }),
      notificationOf({
        uuid: '44444444-4444-4444-8444-444444444444',
        kind: 'back_in_stock',
        title: 'Back in stock: Ankara Tote Bag',
        body: 'Ankara Tote Bag is available again. Order it before it sells out.',
        link: '/product/ankara-tote-bag',
      }),
      ...rows,
    ];
    const { router } = renderPage(<Notifications />, PATH, PATH);
    const items = await screen.findAllByTestId('notification');
    expect(items.map((item) => item.dataset.notificationKind)).toEqual([
      'price_drop',
      'back_in_stock',
      'order',
      'wallet',
    ]);
    const [drop, back, order] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(drop).getByRole('heading')).toHaveTextContent('Unread: Price drop: Tecno Spark 20');
    expect(within(drop).getByText('Tecno Spark 20 is now ₦12,499.50 (was ₦15,000.00).')).toBeInTheDocument();
    expect(within(drop).getByText('From your saved items')).toBeInTheDocument();
    expect(within(back).getByRole('link', { name: 'View product' })).toHaveAttribute(
      'href',
      '/product/ankara-tote-bag',
    );
    expect(within(order).queryByText('From your saved items')).not.toBeInTheDocument();
    expect(within(order).getByRole('link', { name: 'View details' })).toBeInTheDocument();
    expect(screen.getByTestId('unread-summary')).toHaveTextContent('3 unread');

    // Opening the product marks the notice read on the way.
    fireEvent.click(within(drop).getByRole('link', { name: 'View product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/tecno-spark-20'));
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.method === 'POST' && call.path === 'notifications/33333333-3333-4333-8333-333333333333/read',
        ),
      ).toBe(true),
    );
  });

  it('leads to the inbox with its unread count', async () => {
    renderPage(<Notifications />, PATH, PATH);
    expect(await screen.findByRole('link', { name: /Inbox/ })).toHaveAttribute('href', '/account/inbox');
    await screen.findByText('2 unread');
  });
});
