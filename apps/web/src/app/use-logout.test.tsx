import { GUEST_TOKEN_HEADER } from '@oja/contract/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLoggedIn, setGuestCredentials, startSession } from '../lib/session';
import { useLogout } from './use-logout';

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      Log out
    </button>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('useLogout', () => {
  it('asks the server to revoke the token it held, and clears the session at once', async () => {
    const calls: Array<{ url: string; method: string; authorization: string | null; guest: string | null }> =
      [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push({
          url: String(input),
          method: init?.method ?? 'GET',
          authorization: new Headers(init?.headers).get('authorization'),
          guest: new Headers(init?.headers).get(GUEST_TOKEN_HEADER),
        });
        return new Response(JSON.stringify({ status: 'success', message: 'Logged out', data: null }), {
          status: 200,
        });
      }),
    );
    setGuestCredentials({ token: 'guest-token', passphrase: 'guest-passphrase' });
    startSession('the-token');
    const router = createMemoryRouter(
      [
        { path: '/account', element: <LogoutButton /> },
        { path: '/', element: <h1>Home</h1> },
      ],
      { initialEntries: ['/account'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(isLoggedIn()).toBe(false);
    const logout = calls.find((call) => call.url.endsWith('/api/v1/logout'));
    expect(logout).toMatchObject({ method: 'POST', authorization: 'Bearer the-token', guest: null });
  });
});
