import {
  createContext,
  createElement,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
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

/**
 * Around a later island (`laterIsland`): whether its content is the server's HTML, which the island
 * knows from the document on its first render (`serverHtml`), or is inside such an island. An
 * island a navigation mounts is the browser's own render.
 */
export function ServerHtmlScope({ serverHtml, children }: { serverHtml: boolean; children: ReactNode }) {
  const outer = useContext(ServerHtml);
  return createElement(ServerHtml.Provider, { value: outer || serverHtml }, children);
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
 * synchronous render inside it; issue 29). In a later island of server HTML (`ServerHtmlScope`) it
 * turns true from an effect, in a task of its own: turned true from a layout effect, it was
 * rendered again at once, in the task of that island's commit. A component the browser renders
 * itself after the first commit (a page opened by a navigation) turns true before the browser
 * paints, so it shows no placeholder.
 */
export function useHydrated(): boolean {
  const serverHtml = useContext(ServerHtml);
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => {
    if (committed && !serverHtml) setHydrated(true);
  }, [serverHtml]);
  useEffect(() => {
    committed = true;
    if (hydrated) return;
    // In a later island: a plain update, rendered in a task of its own after the island's commit
    // (what turns on there is small: a countdown, a list read from this device).
    if (serverHtml) setHydrated(true);
    else startTransition(() => setHydrated(true));
  }, [hydrated, serverHtml]);
  return hydrated;
}
