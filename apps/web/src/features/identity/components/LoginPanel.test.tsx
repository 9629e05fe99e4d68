import { loginPausedMessage, messages } from '@oja/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLoggedIn } from '../../../lib/session';
import { local } from '../../../lib/storage';
import { closeAccessModal, getAccessModalState, openAccessModal } from '../access-modal-state';
import { USER_KEY } from '../session-user';
import { LoginPanel } from './LoginPanel';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const user = {
  id: 1,
  uuid: '00000000-0000-0000-0000-000000000001',
  firstname: 'Ada',
  lastname: 'Obi',
  fullname: 'Ada Obi',
  email: 'ada@oja.test',
  phone_number: null,
  spend_and_save: false,
  spend_and_save_percentage: 0,
  email_verified: true,
  addresses: [],
};

const bodies: unknown[] = [];

function stubLogin(answer: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/generate-jwt'))
        return json({ status: 'success', message: 'ok', data: { token: 'g', passphrase: 'p' } });
      bodies.push(JSON.parse(String(init?.body)));
      return answer.clone();
    }),
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LoginPanel /> },
      { path: '/account/*', element: <h1>Account</h1> },
      { path: '/appeal-suspension', element: <h1>Appeal</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function fillAndSubmit(email = 'ada@oja.test', password = 'OjaDemo2024') {
  await userEvent.type(screen.getByLabelText('Email address or phone number'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPanel', () => {
  afterEach(() => {
    closeAccessModal();
    bodies.length = 0;
    localStorage.clear();
    sessionStorage.clear();
  });

  it('checks the fields with the contract rules before calling the server', async () => {
    stubLogin(json({}));
    renderAt('/');
    await fillAndSubmit('not-an-email', 'x');
    expect(await screen.findByText(messages.loginIdentifierInvalid)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('takes a phone number as typed and sends it in its local form (issue 54)', async () => {
    stubLogin(
      json({ status: 'success', message: messages.loginSuccessful, data: user, extra: { token: 'jwt' } }),
    );
    const router = renderAt('/');
    await fillAndSubmit('+234 803 123 4567');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(bodies[0]).toEqual({ email: '08031234567', password: 'OjaDemo2024', recaptcha: 'dev:LOGIN' });
    expect(isLoggedIn()).toBe(true);
  });

  it('with a phone number, a refusal does not offer a verification link (that needs the email)', async () => {
    stubLogin(json({ status: 'error', message: messages.loginFailed, data: null }, 401));
    renderAt('/');
    await fillAndSubmit('08031234567');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.loginFailed);
    expect(screen.queryByRole('button', { name: /Resend verification link/ })).not.toBeInTheDocument();
  });

  it('with remember me ticked, keeps the sign-in for a new tab of this browser', async () => {
    stubLogin(
      json({ status: 'success', message: messages.loginSuccessful, data: user, extra: { token: 'jwt' } }),
    );
    const router = renderAt('/');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    sessionStorage.clear();
    vi.resetModules();
    expect((await import('../../../lib/session')).isLoggedIn()).toBe(true);
  });

  it('without remember me, a new tab of this browser starts signed out', async () => {
    stubLogin(
      json({ status: 'success', message: messages.loginSuccessful, data: user, extra: { token: 'jwt' } }),
    );
    const router = renderAt('/');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    sessionStorage.clear();
    vi.resetModules();
    expect((await import('../../../lib/session')).isLoggedIn()).toBe(false);
  });

  it('says how long a paused sign-in lasts and offers the password reset', async () => {
    stubLogin(json({ status: 'error', message: loginPausedMessage(12), data: null }, 429));
    openAccessModal(1);
    renderAt('/');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in 12 minutes');
    await userEvent.click(screen.getByRole('button', { name: 'Reset your password' }));
    expect(getAccessModalState()).toBe(3);
  });

  it('logs in with the dev captcha, stores the session and the user, and goes to redirectFrom', async () => {
    stubLogin(
      json({ status: 'success', message: messages.loginSuccessful, data: user, extra: { token: 'jwt' } }),
    );
    openAccessModal(1);
    const router = renderAt('/?redirectFrom=%2Faccount%2Fsaved-items');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/saved-items'));
    expect(bodies[0]).toEqual({ email: 'ada@oja.test', password: 'OjaDemo2024', recaptcha: 'dev:LOGIN' });
    expect(isLoggedIn()).toBe(true);
    expect(local.getJson<{ email: string }>(USER_KEY)?.email).toBe('ada@oja.test');
    expect(getAccessModalState()).toBe(0);
  });

  it('goes to /account without redirectFrom', async () => {
    stubLogin(
      json({ status: 'success', message: messages.loginSuccessful, data: user, extra: { token: 'jwt' } }),
    );
    const router = renderAt('/');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('shows the server message inline for a wrong password', async () => {
    stubLogin(json({ status: 'error', message: messages.loginFailed, data: null }, 401));
    renderAt('/');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.loginFailed);
    expect(screen.queryByRole('button', { name: 'Contact Support' })).not.toBeInTheDocument();
  });

  it('offers Contact Support to a banned customer, opening the support modal', async () => {
    stubLogin(json({ status: 'banned', message: messages.accountBanned, data: null }, 403));
    openAccessModal(1);
    renderAt('/');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.accountBanned);
    await userEvent.click(screen.getByRole('button', { name: 'Contact Support' }));
    expect(getAccessModalState()).toBe(6);
  });

  it('sends a suspended customer to /appeal-suspension from Contact Support', async () => {
    stubLogin(json({ status: 'suspended', message: messages.accountSuspended, data: null }, 403));
    openAccessModal(1);
    const router = renderAt('/');
    await fillAndSubmit();
    await userEvent.click(await screen.findByRole('button', { name: 'Contact Support' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/appeal-suspension'));
    expect(getAccessModalState()).toBe(0);
  });

  it('offers a new verification link with a refused password, which is how an unverified account is answered', async () => {
    stubLogin(json({ status: 'error', message: messages.loginFailed, data: null }, 401));
    renderAt('/');
    await fillAndSubmit();
    expect(await screen.findByText(messages.loginFailed)).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'New account? Resend verification link' }),
    ).toBeInTheDocument();
  });
});
