import type { InboxMessageSummary } from '@oja/contract/account';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import { type Call, page, renderPage, stubApi } from '../test-fixtures';
import Inbox from './Inbox';

const PATH = '/account/inbox';
const FIRST = '33333333-3333-4333-8333-333333333333';
let rows: InboxMessageSummary[];
let calls: Call[];

beforeEach(() => {
  startSession('customer-token');
  rows = [
    {
      uuid: FIRST,
      kind: 'order',
      subject: 'Your order OJA-7KQ2M9XD is confirmed',
      preview: 'Thank you for shopping with Oja. We received your payment…',
      link: '/account/order/OJA-7KQ2M9XD',
      read_at: null,
      created_at: '2026-11-23T09:00:00.000Z',
    },
    {
      uuid: '55555555-5555-4555-8555-555555555555',
      kind: 'appeal',
      subject: 'We received your appeal',
      preview: 'Our support team will reply by email.',
      link: null,
      read_at: '2026-11-20T09:00:00.000Z',
      created_at: '2026-11-20T08:00:00.000Z',
    },
  ];
  calls = stubApi((call) => {
    if (call.path.startsWith('inbox?')) {
      return { data: page(rows, { unread_count: rows.filter((row) => !row.read_at).length }) };
    }
    const one = /^inbox\/([\w-]+)$/.exec(call.path);
    if (one) {
      const row = rows.find((r) => r.uuid === one[1]);
      if (!row) return { status: 404, message: 'We could not find this message.' };
      rows = rows.map((r) => (r.uuid === row.uuid ? { ...r, read_at: '2026-11-23T10:00:00.000Z' } : r));
      const { preview: _preview, ...rest } = row;
      return {
        data: {
          ...rest,
          read_at: '2026-11-23T10:00:00.000Z',
          body: 'Thank you for shopping with Oja.\n\nYou can cancel the order until it ships.',
        },
      };
    }
    if (call.path === 'account/unread-counts') return { data: { notifications: 0, inbox: 0 } };
    return { status: 404, message: 'Not found' };
  });
});

describe('inbox', () => {
  it('lists messages with their read state and the unread count', async () => {
    renderPage(<Inbox />, PATH, PATH);
    const items = await screen.findAllByTestId('inbox-message');
    expect(items.map((item) => item.dataset.unread)).toEqual(['true', 'false']);
    expect(items[0]).toHaveTextContent('Unread: Your order OJA-7KQ2M9XD is confirmed');
    expect(screen.getByText('1 unread message')).toBeInTheDocument();
  });

  it('opens a message in full, marks it read and leads to its order', async () => {
    const { router } = renderPage(<Inbox />, PATH, PATH);
    fireEvent.click((await screen.findAllByTestId('inbox-message'))[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(`?message=${FIRST}`));
    const view = await screen.findByTestId('inbox-message-view');
    expect(
      await within(view).findByRole('heading', { name: 'Your order OJA-7KQ2M9XD is confirmed' }),
    ).toBeVisible();
    expect(view).toHaveTextContent('You can cancel the order until it ships.');
    expect(within(view).getByRole('link', { name: 'View the order' })).toHaveAttribute(
      'href',
      '/account/order/OJA-7KQ2M9XD',
    );
    expect(calls.some((call) => call.path === `inbox/${FIRST}`)).toBe(true);
    // The list is asked again and shows it read.
    await waitFor(() =>
      expect(screen.getAllByTestId('inbox-message').map((item) => item.dataset.unread)).toEqual([
        'false',
        'false',
      ]),
    );
    fireEvent.click(within(view).getByRole('link', { name: 'Back to inbox' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when a message cannot be found', async () => {
    renderPage(<Inbox />, `${PATH}?message=66666666-6666-4666-8666-666666666666`, PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this message.');
  });
});
