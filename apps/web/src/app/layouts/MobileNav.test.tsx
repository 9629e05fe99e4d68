import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeAccessModal, getAccessModalState } from '../../features/identity/access-modal-state';
import { cancelLogout, logoutConfirmStore } from '../../features/identity/logout-confirm-state';
import { startSession } from '../../lib/session';
import MobileNav from './MobileNav';

const CATEGORIES = [
  { uuid: '0b0c0d0e-0000-4000-8000-000000000001', name: 'Phones & Tablets', display_image: null },
  { uuid: '0b0c0d0e-0000-4000-8000-000000000002', name: 'Fashion', display_image: null },
];

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const data = url.endsWith('/generate-jwt') ? { token: 'g', passphrase: 'p' } : { data: CATEGORIES };
      return new Response(JSON.stringify({ status: 'success', message: 'Successful', data }), {
        status: 200,
      });
    }),
  );
}

function renderMenu() {
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <MobileNav onClose={onClose} /> },
      { path: '/category/:category', element: <h1>Category page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { onClose, router };
}

const section = (name: RegExp) => screen.getByRole('button', { name });

describe('MobileNav', () => {
  beforeEach(() => {
    stubApi();
    closeAccessModal();
    cancelLogout();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    closeAccessModal();
    cancelLogout();
  });

  it('has the five sections, all collapsed', () => {
    renderMenu();
    for (const name of [/need help/i, /my account/i, /categories/i, /earn on the product/i]) {
      expect(section(name)).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.getByRole('button', { name: /login/i })).toBeInTheDocument();
  });

  it('keeps only one section open and collapses the open one when clicked again', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(section(/need help/i));
    expect(section(/need help/i)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /track an order/i })).toHaveAttribute('target', '_blank');

    await user.click(section(/my account/i));
    expect(section(/my account/i)).toHaveAttribute('aria-expanded', 'true');
    expect(section(/need help/i)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /track an order/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /saved items/i })).toHaveAttribute(
      'href',
      '/account/saved-items',
    );

    await user.click(section(/my account/i));
    expect(section(/my account/i)).toHaveAttribute('aria-expanded', 'false');
  });

  it('LOGIN opens the access modal in state 1 and closes the menu', async () => {
    const user = userEvent.setup();
    const { onClose } = renderMenu();
    await user.click(screen.getByRole('button', { name: /login/i }));
    expect(getAccessModalState()).toBe(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('lists the categories from the server and goes to /category/{uuid}', async () => {
    const user = userEvent.setup();
    const { onClose, router } = renderMenu();
    await user.click(section(/categories/i));
    const link = await screen.findByRole('link', { name: 'Phones & Tablets' });
    expect(link).toHaveAttribute('href', `/category/${CATEGORIES[0]!.uuid}`);
    await user.click(link);
    expect(router.state.location.pathname).toBe(`/category/${CATEGORIES[0]!.uuid}`);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows LOGOUT when signed in, which asks for confirmation', async () => {
    startSession('user-jwt');
    const user = userEvent.setup();
    const { onClose } = renderMenu();
    expect(screen.queryByRole('button', { name: /^login$/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /logout/i }));
    expect(logoutConfirmStore.get()).toBe(true);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the cart badge next to Cart', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(section(/my account/i));
    const cart = screen.getByRole('link', { name: /cart/i });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(within(cart).getByText('0', { selector: '[aria-hidden]' })).toBeInTheDocument();
  });
});
