import {
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useTransition,
} from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigateOptions,
  type Navigator,
  Router,
  type To,
} from 'react-router';
import { keepScrollOnNextPage, rememberScroll, useScrollPersistence } from './scroll-restoration';

const NavigationPending = createContext(false);

/** True while the next page's code is on its way (the page on screen stays until it is ready). */
export function useNavigationPending(): boolean {
  return useContext(NavigationPending);
}

/**
 * The browser's router (ADR 51): React Router's declarative `<Router>` over the browser's history,
 * with what the data router did beside it. Each navigation is a transition, so the page on screen
 * stays (and the progress bar shows) while the next page's chunks load, which `preload` starts at
 * once for every lazy route the address matches, not one after the other as they render. Scroll
 * positions are saved as a navigation starts and restored by the page boundary (scroll-restoration).
 */
export function AppBrowserRouter({
  children,
  preload,
}: {
  children: ReactNode;
  preload: (location: Location) => Promise<unknown>;
}) {
  // The same history the data router and <BrowserRouter> use (entries' keys, `usr` state).
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [shown, setShown] = useState(() => ({ action: history.action, location: history.location }));
  const [pending, startTransition] = useTransition();
  const navigator = useMemo<Navigator>(() => {
    const keepScroll = (options?: NavigateOptions) => {
      if (options?.preventScrollReset) keepScrollOnNextPage();
    };
    return {
      createHref: history.createHref,
      createURL: history.createURL,
      encodeLocation: history.encodeLocation,
      go: history.go,
      push(to: To, state?: unknown, options?: NavigateOptions) {
        keepScroll(options);
        history.push(to, state);
      },
      replace(to: To, state?: unknown, options?: NavigateOptions) {
        keepScroll(options);
        history.replace(to, state);
      },
    };
  }, [history]);
  useLayoutEffect(
    () =>
      history.listen((update) => {
        rememberScroll();
        // A chunk that fails is thrown when the page renders (its layout's friendly retry).
        preload(update.location).catch(() => undefined);
        startTransition(() => setShown({ action: update.action, location: update.location }));
      }),
    [history, preload],
  );
  useScrollPersistence();
  return (
    <NavigationPending.Provider value={pending}>
      <Router location={shown.location} navigationType={shown.action} navigator={navigator}>
        {children}
      </Router>
    </NavigationPending.Provider>
  );
}
