import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import { closeAccessModal, getAccessModalState } from '../access-modal-state';
import { resetLocationHistory, useRecordLocation } from '../previous-location';
import { RequireSession } from './RequireSession';

function Root() {
  useRecordLocation();
  return <Outlet />;
}

function makeRouter(initialEntries: string[]) {
  return createMemoryRouter(
    [
      {
        element: <Root />,
        children: [
          {
            path: '/',
            element: (
              <>
                <h1>Home</h1>
                <Link to="/account/orders-and-tracking">My orders</Link>
              </>
            ),
          },
          {
            path: '/products',
            element: (
              <>
                <h1>Products</h1>
                <Link to="/checkout">Checkout</Link>
              </>
            ),
          },
          {
            element: <RequireSession />,
            children: [
              { path: '/account/orders-and-tracking', element: <h1>Orders</h1> },
              { path: '/checkout', element: <h1>Checkout page</h1> },
            ],
          },
        ],
      },
    ],
    { initialEntries },
  );
}

describe('RequireSession', () => {
  beforeEach(() => {
    resetLocationHistory();
    closeAccessModal();
  });
  afterEach(() => closeAccessModal());

  it('sends a guest back to the previous path with redirectFrom and opens the login modal', async () => {
    const router = makeRouter(['/']);
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: 'My orders' }));

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(new URLSearchParams(router.state.location.search).get('redirectFrom')).toBe(
      '/account/orders-and-tracking',
    );
    expect(getAccessModalState()).toBe(1);
    expect(screen.queryByRole('heading', { name: 'Orders' })).not.toBeInTheDocument();
  });

  it("keeps the previous page's own query", async () => {
    const router = makeRouter(['/products?search=phone']);
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: 'Checkout' }));
    await screen.findByRole('heading', { name: 'Products' });
    expect(router.state.location.pathname).toBe('/products');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('search')).toBe('phone');
    expect(params.get('redirectFrom')).toBe('/checkout');
  });

  it('goes to / when the protected page was opened directly', async () => {
    const router = makeRouter(['/checkout']);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/?redirectFrom=%2Fcheckout',
    );
    expect(getAccessModalState()).toBe(1);
  });

  it('renders the page for a signed-in shopper', async () => {
    startSession('user-jwt');
    const router = makeRouter(['/checkout']);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
    expect(getAccessModalState()).toBe(0);
  });

  it('a token without the session flag is not signed in', async () => {
    localStorage.setItem('oja.token', 'user-jwt');
    const router = makeRouter(['/checkout']);
    await act(async () => {
      render(<RouterProvider router={router} />);
    });
    expect(router.state.location.pathname).toBe('/');
  });
});
