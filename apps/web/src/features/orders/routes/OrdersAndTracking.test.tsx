import { ORDER_STATUS_COLOURS } from '@oja/contract/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import { type Call, page, renderPage, stubApi, summary } from '../test-fixtures';
import OrdersAndTracking from './OrdersAndTracking';

const PATH = '/account/orders-and-tracking';
let calls: Call[];

beforeEach(() => {
  startSession('customer-token');
  calls = stubApi((call) => {
    if (call.path.startsWith('orders?status=open')) {
      return {
        data: page(
          [
            summary({
              reference: 'OJA-UNPAID01',
              status: 'pending',
              payment_status: 'pending',
              total: 733430,
            }),
            summary({ reference: 'OJA-ONTHEWAY', status: 'out_for_delivery', item_count: 1 }),
          ],
          1,
          2,
        ),
      };
    }
    if (call.path.startsWith('orders?status=closed')) return { data: page([]) };
    return { status: 404, message: 'Not found' };
  });
});

describe('Orders & Tracking', () => {
  it('shows open orders as cards: reference, date, items, naira total, status colour and payment', async () => {
    renderPage(<OrdersAndTracking />, PATH, PATH);
    const cards = await screen.findAllByTestId('order-card');
    expect(cards).toHaveLength(2);
    const [unpaid, moving] = cards as [HTMLElement, HTMLElement];
    expect(within(unpaid).getByRole('link', { name: 'Order OJA-UNPAID01' })).toHaveAttribute(
      'href',
      '/account/order/OJA-UNPAID01',
    );
    expect(unpaid).toHaveTextContent('23 Nov 2026 · 2 items');
    expect(unpaid).toHaveTextContent('₦733,430.00');
    expect(unpaid).toHaveTextContent('Awaiting payment');
    const badge = within(moving).getByTestId('order-status');
    expect(badge).toHaveTextContent('Out for delivery');
    expect(badge).toHaveStyle({ backgroundColor: ORDER_STATUS_COLOURS.out_for_delivery });
    expect(moving).toHaveTextContent('1 item');
    expect(moving).toHaveTextContent('Paid by card');
    // Ten a page, newest first as the server sends them.
    expect(calls[0]?.path).toBe('orders?status=open&page=1&perPage=10');
    expect(screen.getByRole('navigation', { name: 'Order pages' })).toHaveTextContent('Page 1 of 2');
  });

  it('switches to closed orders with the tabs (arrow keys too) and says when there are none', async () => {
    renderPage(<OrdersAndTracking />, PATH, PATH);
    await screen.findAllByTestId('order-card');
    const open = screen.getByRole('tab', { name: 'Open orders' });
    expect(open).toHaveAttribute('aria-selected', 'true');
    open.focus();
    await userEvent.keyboard('{ArrowRight}');
    const closed = screen.getByRole('tab', { name: 'Closed orders' });
    expect(closed).toHaveAttribute('aria-selected', 'true');
    expect(closed).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'No closed orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Closed orders' })).toBeInTheDocument();
    expect(calls.at(-1)?.path).toBe('orders?status=closed&page=1&perPage=10');
  });
});
