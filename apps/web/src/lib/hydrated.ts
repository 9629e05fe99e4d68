import { startTransition, useEffect, useLayoutEffect, useState } from 'react';

/** Whether a commit has run in this browser: from then on, a component that mounts is not hydrating
 * the page's first HTML unless it is a later island, which the first render below still matches. */
let committed = false;

/** The browser renders the page itself (no server HTML): nothing to match, so true from the start. */
export function markNothingToHydrate(): void {
  committed = true;
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
 * synchronous render inside it; issue 29). A component mounted later (a page the browser renders on
 * a navigation) turns true before the browser paints, so it shows no placeholder.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => {
    if (committed) setHydrated(true);
  }, []);
  useEffect(() => {
    committed = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
