import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../lib/session';
import { useUnreadCounts } from '../../lib/unread-counts';
import { AccountChips, AccountSideMenu } from './AccountSideMenu';

let unread = 4;

beforeEach(() => {
  startSession('customer-token');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ status: 'success', message: 'Successful', data: { notifications: unread, inbox: 2 } }),
    ),
  );
});

/**
 * Shows once the counts have arrived. It reads them as the badges do (one query, one answer given to
 * every reader in the same render), so when it is there the badges have had the counts too.
 */
function CountsArrived() {
  const { data } = useUnreadCounts();
  return data ? <span data-testid="counts-arrived" /> : null;
}

function renderMenu() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <AccountSideMenu />
            <AccountChips />
            <CountsArrived />
          </>
        ),
      },
    ],
    { initialEntries: ['/account/notifications'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('account side menu', () => {
  it('keeps the spec’s entries and shows the unread count beside Notifications', async () => {
    renderMenu();
    const menu = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(menu.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/account',
      '/account/orders-and-tracking',
      '/account/reviews-and-ratings',
      '/account/saved-items',
      '/account/notifications',
      '/account/wallet/emart-wallet',
      '/account/wallet/spend-and-save',
      '/account/wallet/smart-coin',
      '/account/newsletter-preference',
      '/account/address-book',
    ]);
    expect(menu.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    const badges = await screen.findAllByTestId('menu-unread-badge');
    // One in the side menu, one on the phone's chip.
    expect(badges.map((badge) => badge.closest('a')?.getAttribute('href'))).toEqual([
      '/account/notifications',
      '/account/notifications',
    ]);
    expect(badges[0]).toHaveTextContent('4');
  });

  it('shows no badge when everything is read', async () => {
    unread = 0;
    renderMenu();
    await screen.findByTestId('counts-arrived');
    expect(fetch).toHaveBeenCalledWith(expect.stringContaining('account/unread-counts'), expect.anything());
    expect(screen.queryByTestId('menu-unread-badge')).not.toBeInTheDocument();
  });
});
