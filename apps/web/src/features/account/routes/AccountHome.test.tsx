import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import { overviewAnswer, renderPage, stubApi } from '../test-fixtures';
import AccountHome from './AccountHome';

let overview = overviewAnswer();

beforeEach(() => {
  startSession('customer-token');
  overview = overviewAnswer();
  stubApi((call) =>
    call.path === 'account/overview' ? { data: overview } : { status: 404, message: 'Not found' },
  );
});

describe('account home', () => {
  it('greets the customer by name and email, with the three wallets, each leading to its page', async () => {
    renderPage(<AccountHome />, '/account', '/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ngozi Okeke' })).toBeInTheDocument();
    expect(screen.getByTestId('account-email')).toHaveTextContent('ngozi@oja.test');
    const wallets = within(screen.getByRole('list', { name: 'Wallet balances' })).getAllByRole('link');
    expect(
      wallets.map((link) => [
        link.getAttribute('href'),
        within(link).getByTestId('wallet-tile-amount').textContent,
      ]),
    ).toEqual([
      ['/account/wallet/emart-wallet', '₦12,500.00'],
      ['/account/wallet/spend-and-save', '₦640.50'],
      ['/account/wallet/smart-coin', '120 coins'],
    ]);
  });

  it('lists recent orders with their status, links each to its details, and shows the primary address', async () => {
    renderPage(<AccountHome />, '/account', '/account');
    const order = await screen.findByTestId('recent-order');
    expect(order).toHaveAttribute('href', '/account/order/OJA-7KQ2M9XD');
    expect(order).toHaveTextContent('OJA-7KQ2M9XD');
    expect(within(order).getByTestId('order-status')).toHaveTextContent('Shipped');
    expect(order).toHaveTextContent('₦12,432.25');
    expect(order).toHaveTextContent('2 items');
    expect(screen.getByTestId('primary-address')).toHaveTextContent('12 Allen AvenueIkeja, Lagos 100001');
    expect(screen.getByRole('link', { name: 'Address book' })).toHaveAttribute(
      'href',
      '/account/address-book',
    );
  });

  it('names a status in the same words as the orders pages', async () => {
    const [order] = overviewAnswer().recent_orders;
    overview = overviewAnswer({
      recent_orders: [
        { ...order!, reference: 'OJA-STATION1', status: 'delivery_stocked' },
        { ...order!, reference: 'OJA-RETURNS1', status: 'returns' },
      ],
    });
    renderPage(<AccountHome />, '/account', '/account');
    const orders = await screen.findAllByTestId('recent-order');
    expect(orders.map((row) => within(row).getByTestId('order-status').textContent)).toEqual([
      'At pickup station',
      'Returned',
    ]);
  });

  it('links every account page, with unread counts, and keeps the change-password link', async () => {
    renderPage(<AccountHome />, '/account', '/account');
    await screen.findByTestId('recent-order');
    const shortcuts = within(screen.getByRole('region', { name: 'Shortcuts' }));
    for (const [name, href] of [
      ['Orders & Tracking', '/account/orders-and-tracking'],
      ['Notifications, 3 unread', '/account/notifications'],
      ['Inbox, 1 unread', '/account/inbox'],
      ['Saved Items', '/account/saved-items'],
      ['Reviews and Ratings', '/account/reviews-and-ratings'],
      ['Wallet', '/account/wallet/emart-wallet'],
      ['Spend and Save', '/account/wallet/spend-and-save'],
      ['Smart Coin', '/account/wallet/smart-coin'],
      ['Newsletter Preference', '/account/newsletter-preference'],
      ['Address Book', '/account/address-book'],
    ]) {
      expect(shortcuts.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/account?modal=change-password',
    );
  });

  it('offers to add an address and to start shopping when there is none yet', async () => {
    overview = overviewAnswer({ primary_address: null, recent_orders: [] });
    renderPage(<AccountHome />, '/account', '/account');
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Add an address' })).toHaveAttribute(
      'href',
      '/account/address-book',
    );
  });
});
