import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Link, type RouteObject, useRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppBrowserRouter, useNavigationPending } from './browser-router';
import { lazyPage } from './chunk-load';
import { RouteBoundary } from './components/RouteBoundary';

function Progress() {
  return useNavigationPending() ? <p>Loading the next page</p> : null;
}

function renderApp(routes: RouteObject[]) {
  function App() {
    return useRoutes([
      {
        element: (
          <>
            <Progress />
            <Link to="/">Home</Link>
            <RouteBoundary fallback={<p>Loading…</p>} />
          </>
        ),
        children: routes,
      },
    ]);
  }
  render(
    <AppBrowserRouter preload={async () => undefined}>
      <App />
    </AppBrowserRouter>,
  );
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('AppBrowserRouter', () => {
  it('keeps the page and its address under the progress bar until the next page’s code is there', async () => {
    let arrive: (module: { default: ComponentType }) => void = () => undefined;
    const Slow = lazyPage(
      () =>
        new Promise((resolve) => {
          arrive = resolve;
        }),
    );
    renderApp([
      { index: true, element: <Link to="/slow?x=1">Open the slow page</Link> },
      { path: 'slow', Component: Slow },
    ]);

    await userEvent.click(screen.getByRole('link', { name: 'Open the slow page' }));
    expect(screen.getByText('Loading the next page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the slow page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');

    await act(async () => arrive({ default: () => <h1>The slow page</h1> }));
    expect(await screen.findByRole('heading', { name: 'The slow page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the next page')).not.toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/slow?x=1');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('tells a page whose code did not arrive inside the layout, until the shopper moves on', async () => {
    const Missing = lazyPage(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Missing.js')),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp([
      { index: true, element: <Link to="/missing">Open the missing page</Link> },
      { path: 'missing', Component: Missing },
    ]);

    await userEvent.click(screen.getByRole('link', { name: 'Open the missing page' }));
    expect(await screen.findByRole('heading', { name: 'This page did not load' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('script chunk load failure');
    expect(window.location.pathname).toBe('/missing');

    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('link', { name: 'Open the missing page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This page did not load' })).not.toBeInTheDocument();
  });
});
