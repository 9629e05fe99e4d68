import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { AppTree } from './app/app-tree';
import { AppBrowserRouter } from './app/browser-router';
import { createAppQueryClient } from './app/providers';
import { preloadRoute } from './app/router';
import { setServerCartSource, settleCartWithoutSession } from './features/cart/cart-state';
import { setServerBannerSource } from './features/engagement/consent';
import { markNothingToHydrate } from './lib/hydrated';
import { isLoggedIn, settleSessionMark } from './lib/session';

/**
 * What the server renderer left in the page (entry-server.tsx): the query cache, the cookie banner,
 * and whether it saw the browser's session mark (without it, the cart was rendered empty).
 */
type ServerState = { queries: DehydratedState; cookieBanner?: boolean; session?: boolean };

function readServerState(): ServerState | null {
  const element = document.getElementById('oja-state');
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}

function app(client: QueryClient) {
  return (
    <AppTree
      client={client}
      router={(routes) => <AppBrowserRouter preload={preloadRoute}>{routes}</AppBrowserRouter>}
    />
  );
}

/**
 * Ends the current task, so the browser may paint and answer a tap before the next step. Without it
 * every step after an `await` runs as a microtask of the task that finished the await: evaluating
 * the page's module, matching routes, building the router and starting hydration made one long task
 * that Lighthouse could not attribute to any script (issue 29).
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Hydrates the server-rendered page, or renders the app where the server sent none (main.tsx calls it). */
export async function start() {
  // React DOM's renderer, about half of the app's code, is a chunk of its own (main.tsx asks for it
  // beside this one): evaluated in a task of its own when it arrives, not inside this module's
  // evaluation (one long task on a phone, issue 29). It is awaited before the first render.
  const reactDom = import('react-dom/client');
  // Awaited below on every path; a failed load rejects start() there (main.tsx says so).
  reactDom.catch(() => undefined);
  // This module's evaluation (React, the router, the shell) was a task of its own.
  await nextTask();
  const root = document.getElementById('root')!;
  const client = createAppQueryClient();
  const state = readServerState();
  settleSessionMark();
  // This browser's own cart, as far as it is known without asking: empty when it holds no session.
  settleCartWithoutSession();
  /** Renders the app into #root without hydrating what is there. */
  const renderAfresh = async () => {
    const { createRoot } = await reactDom;
    markNothingToHydrate();
    createRoot(root).render(app(client));
  };
  if (!state) {
    // The page's chunks (layouts and page) start side by side; the layout's loading fallback shows meanwhile.
    preloadRoute(window.location).catch(() => undefined);
    return renderAfresh();
  }
  hydrate(client, state.queries);
  setServerBannerSource(() => state.cookieBanner === true);
  // A page from before the mark (no `session` in its state) was rendered with the skeleton.
  setServerCartSource(() => state.session !== false);
  try {
    await nextTask();
    // The page's lazy route modules, loaded before hydrating: the first client render must be the
    // page the server rendered, not its loading fallback.
    await preloadRoute(window.location);
    await nextTask();
  } catch {
    // The page's code did not load (a deploy replaced it, or the network dropped): render the app
    // afresh instead of leaving lifeless server HTML; the page's boundary shows the friendly retry.
    return renderAfresh();
  }
  const { hydrateRoot } = await reactDom;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (one long task on a phone): taps and paints get in between.
  startTransition(() => {
    hydrateRoot(root, app(client));
  });
  // The server renders for a guest: a signed-in shopper's own marks in those answers (the saved
  // hearts) come from reading them again once the page has hydrated. Guests read nothing twice.
  if (isLoggedIn()) {
    for (const { queryKey } of state.queries.queries)
      void client.invalidateQueries({ queryKey, exact: true });
  }
}
