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
  NavigationType,
  type Navigator,
  parsePath,
  Router,
  type To,
} from 'react-router';
import {
  keepScrollOnNextPage,
  keyThisEntry,
  rememberScroll,
  useScrollPersistence,
} from './scroll-restoration';

const NavigationPending = createContext(false);

/** True while the next page's code is on its way (the page on screen stays until it is ready). */
export function useNavigationPending(): boolean {
  return useContext(NavigationPending);
}

type Shown = {
  action: NavigationType;
  location: Location;
  /** Writes a push or replace into the browser's history once its page is on screen. */
  record?: () => void;
};

const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * The browser's router (ADR 51): React Router's declarative `<Router>` over the browser's history,
 * with what the data router did beside it. Each navigation is a transition: the page on screen stays
 * (and the progress bar shows) while the next page's chunks load, which `preload` starts at once for
 * every lazy route the address matches, not one after the other as they render. As with the data
 * router, a link's address enters the history when its page shows, and a navigation overtaken by
 * another never does. Scroll positions are saved as a navigation starts and restored by the page
 * boundary (scroll-restoration.ts).
 */
export function AppBrowserRouter({
  children,
  preload,
}: {
  children: ReactNode;
  preload: (location: Location) => Promise<unknown>;
}) {
  // The data router's history (its entries' keys and `usr` state); it reports Back and Forward only.
  const [history] = useState(() => {
    keyThisEntry(newKey);
    return createBrowserHistory();
  });
  const [shown, setShown] = useState<Shown>(() => ({ action: history.action, location: history.location }));
  const [pending, startTransition] = useTransition();
  const navigator = useMemo<Navigator>(() => {
    const navigate = (action: NavigationType, to: To, state: unknown, options?: NavigateOptions) => {
      const current = history.location;
      const location: Location = {
        pathname: current.pathname,
        search: '',
        hash: '',
        ...(typeof to === 'string' ? parsePath(to) : to),
        state: state ?? null,
        key: newKey(),
      };
      rememberScroll();
      if (options?.preventScrollReset) keepScrollOnNextPage();
      // A chunk that fails is thrown when the page renders (its layout's friendly retry).
      preload(location).catch(() => undefined);
      let recorded = false;
      const record = () => {
        if (recorded) return;
        recorded = true;
        if (action === NavigationType.Push) history.push(location, location.state);
        else history.replace(location, location.state);
      };
      startTransition(() => setShown({ action, location, record }));
    };
    return {
      createHref: history.createHref,
      createURL: history.createURL,
      encodeLocation: history.encodeLocation,
      go: history.go,
      push: (to, state, options) => navigate(NavigationType.Push, to, state, options),
      replace: (to, state, options) => navigate(NavigationType.Replace, to, state, options),
    };
  }, [history, preload]);
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        rememberScroll();
        preload(location).catch(() => undefined);
        startTransition(() => setShown({ action, location }));
      }),
    [history, preload],
  );
  useLayoutEffect(() => shown.record?.(), [shown]);
  useScrollPersistence();
  return (
    <NavigationPending.Provider value={pending}>
      <Router location={shown.location} navigationType={shown.action} navigator={navigator}>
        {children}
      </Router>
    </NavigationPending.Provider>
  );
}
