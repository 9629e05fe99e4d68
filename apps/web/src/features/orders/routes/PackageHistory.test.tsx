import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import { details, history, renderPage, stubApi } from '../test-fixtures';
import PackageHistory from './PackageHistory';

const PATTERN = '/account/order/:reference/package-history';
const PATH = '/account/order/OJA-PSJ9AS0G/package-history';

beforeEach(() => startSession('customer-token'));

describe('Package history', () => {
  it('shows each package’s status events, newest first, with their Lagos times', async () => {
    stubApi((call) => {
      if (call.path === 'orders/OJA-PSJ9AS0G/package-history') return { data: history() };
      if (call.path === 'orders/OJA-PSJ9AS0G')
        return { data: details({ status: 'shipped', can_cancel: false }) };
      return { status: 404 };
    });
    renderPage(<PackageHistory />, PATH, PATTERN);
    const pack = await screen.findByTestId('package-history');
    expect(within(pack).getByRole('heading', { name: /Package · Aba Made Leather/ })).toBeInTheDocument();
    const events = within(pack).getAllByTestId('history-event');
    expect(events.map((event) => event.dataset.status)).toEqual(['shipped', 'confirmed', 'pending']);
    expect(events[0]).toHaveTextContent('Shipped (latest)');
    expect(events[0]).toHaveTextContent('24 Nov 2026, 9:05 am');
    // The demo simulator's note is not for shoppers; the order's own notes are.
    expect(events[0]).not.toHaveTextContent('simulator');
    expect(events[1]).toHaveTextContent('Payment received');
    expect(events[2]).toHaveTextContent('Order placed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the 'order tracking unavailable' notice when there is nothing to track yet", async () => {
    stubApi((call) => {
      if (call.path === 'orders/OJA-PSJ9AS0G/package-history') {
        return { data: history({ status: 'pending', packages: [] }) };
      }
      if (call.path === 'orders/OJA-PSJ9AS0G') {
        return { data: details({ status: 'pending', payment_status: 'pending', paid_at: null }) };
      }
      return { status: 404 };
    });
    renderPage(<PackageHistory />, PATH, PATTERN);
    const notice = await screen.findByRole('dialog', { name: 'Order tracking unavailable' });
    await expect.poll(() => notice.textContent).toContain('Tracking starts once your payment is confirmed');
    expect(within(notice).getByRole('link', { name: 'Pay for the order' })).toHaveAttribute(
      'href',
      '/account/order/OJA-PSJ9AS0G',
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Nothing to track yet' })).toBeInTheDocument();
    // 'Why?' opens it again.
    await userEvent.click(screen.getByRole('button', { name: 'Why?' }));
    expect(screen.getByRole('dialog', { name: 'Order tracking unavailable' })).toBeInTheDocument();
  });
});
