import {
  createContext,
  createElement,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from 'react';

/** Whether a commit has run in this browser: from then on, a component that mounts is not hydrating
 * the page's first HTML unless it is a later island, which the first render below still matches. */
let committed = false;

/** The browser renders the page itself (no server HTML): nothing to match, so true from the start. */
export function markNothingToHydrate(): void {
  committed = true;
}

/** Inside a later island: whether its content is the server's HTML (`ServerHtmlScope`). */
const ServerHtml = createContext(false);

const subscribeNever = () => () => {};
const inBrowserRender = () => false;
const inHydration = () => true;

/**
 * Around an island whose code comes later (`laterIsland`): says whether its content is the server's
 * HTML. It is when the island was first rendered while React hydrated (React reads a store's server
 * snapshot then), or inside such an island; an island a navigation mounts is the browser's own
 * render. The store's two snapshots differ, so React renders this scope once more after it
 * hydrates; its value is kept from the first render, so nothing inside renders again.
 */
export function ServerHtmlScope({ children }: { children: ReactNode }) {
  const outer = useContext(ServerHtml);
  const hydrating = useSyncExternalStore(subscribeNever, inBrowserRender, inHydration);
  const [serverHtml] = useState(outer || hydrating);
  return createElement(ServerHtml.Provider, { value: serverHtml }, children);
}

/**
 * False while the server renders and while the browser hydrates that HTML, true from then on. What
 * depends on this device (localStorage, the clock) waits for it, so the first client render matches
 * the server's exactly.
 *
 * The first render is always false, so it matches the HTML wherever it hydrates (the first pass or
 * a later island). Once the page's first hydration is committed it turns true as a transition, which
 * React renders in slices that yield to the browser, outside the task of the hydration's effects (a
 * store read with `useSyncExternalStore`, server snapshot false and client true, forced a
 * synchronous render inside it; issue 29). So does it in a later island of server HTML
 * (`ServerHtmlScope`): turned true from a layout effect, it was rendered again at once, in the task
 * of that island's commit. A component the browser renders itself after the first commit (a
 * page opened by a navigation) turns true before the browser paints, so it shows no placeholder.
 */
export function useHydrated(): boolean {
  const serverHtml = useContext(ServerHtml);
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => {
    if (committed && !serverHtml) setHydrated(true);
  }, [serverHtml]);
  useEffect(() => {
    committed = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
