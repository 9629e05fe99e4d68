import {
  type ComponentType,
  createElement,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { ServerHtmlScope } from '../../lib/hydrated';

/**
 * A part of a server-rendered page that hydrates on its own (a Suspense boundary: React hydrates
 * each one in a render and commit of its own once the rest is interactive, and first the one a
 * shopper taps). A long page then hydrates in many short tasks instead of one long one that would
 * hold a phone's main thread (issue 14). Nothing inside suspends, so there is no fallback.
 */
export function Island({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** How near the screen a later island's code starts loading: about a phone screen ahead of it. */
const NEAR_SCREEN = '800px 0px';

/** Every later island's loader: the server renders them whole (`preloadLaterIslands`). */
const islandLoads: (() => Promise<void>)[] = [];

/** Loads the code of every later island the app has defined so far, for the server's render. */
export async function preloadLaterIslands(): Promise<void> {
  await Promise.all(islandLoads.map((load) => load()));
}

const Nothing = () => null;

/** Inside a later island's boundary: says when the boundary has hydrated (its content committed). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useLayoutEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * A part of a server-rendered page whose code is not on the page's first load (issue 29): the
 * server renders it whole (entry-server loads every island's code first); the browser shows that
 * HTML and hydrates it once its code has loaded, which starts when it comes near the screen or the
 * shopper touches or focuses it. Where the browser renders it itself (a page the server did not
 * render, a layout mounted by a navigation), its code loads at once. For parts below the first
 * screen whose data the page already has (a query of the island's own is loaded on the server only
 * once the island's code is). If its code cannot be fetched, the part is left out rather than
 * breaking the page around it.
 */
export function laterIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
      },
      () => {
        loaded = Nothing;
      },
    );
    return loading;
  };
  islandLoads.push(preload);
  let open = () => {};
  const wanted = new Promise<void>((resolve) => {
    open = resolve;
  });
  const Lazy = lazy(async () => {
    await wanted;
    await preload();
    return { default: loaded ?? Nothing };
  });
  function LaterIsland(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    // The server's HTML is in the document when this first renders in the browser: it hydrates.
    const id = useId();
    const [serverHtml] = useState(
      () => typeof document === 'undefined' || document.getElementById(id) !== null,
    );
    // Rendered through React.lazy once means rendered so: changing the element's type would remount it.
    const [ready] = useState(() => loaded);
    const hydrated = useRef(false);
    // A form sent before the part hydrated: held, and sent again once it has (see below).
    const held = useRef<HTMLFormElement | null>(null);
    const onHydrated = useCallback(() => {
      hydrated.current = true;
      const form = held.current;
      held.current = null;
      if (form?.isConnected) form.requestSubmit();
    }, []);
    useEffect(() => {
      const element = ref.current;
      const parts = element ? [...element.children] : [];
      // Nothing from the server inside (the browser rendered it): nothing to show until the code runs.
      if (!element || parts.length === 0 || typeof IntersectionObserver === 'undefined') {
        open();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) open();
        },
        { rootMargin: NEAR_SCREEN },
      );
      for (const part of parts) observer.observe(part);
      // Listened for on the document, capturing: React stops a touch on a part it has not hydrated
      // yet before it reaches the part itself.
      const onTouch = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) open();
      };
      // A form sent before its code has run would be sent by the browser itself (a page load that
      // loses what was typed): it is held instead and sent again, to the part's own handler, once
      // the part has hydrated.
      const onSubmit = (event: Event) => {
        if (hydrated.current || !(event.target instanceof HTMLFormElement)) return;
        if (!element.contains(event.target)) return;
        event.preventDefault();
        held.current = event.target;
        open();
      };
      document.addEventListener('pointerdown', onTouch, true);
      document.addEventListener('focusin', onTouch, true);
      document.addEventListener('submit', onSubmit, true);
      return () => {
        observer.disconnect();
        document.removeEventListener('pointerdown', onTouch, true);
        document.removeEventListener('focusin', onTouch, true);
        document.removeEventListener('submit', onSubmit, true);
      };
    }, []);
    // No box of its own (display: contents): the part lays out in its parent as if unwrapped.
    return (
      <div ref={ref} id={id} className="contents">
        <ServerHtmlScope serverHtml={serverHtml}>
          <Suspense fallback={null}>
            <Hydrated onHydrated={onHydrated}>
              {ready ? createElement(ready, props) : <Lazy {...props} />}
            </Hydrated>
          </Suspense>
        </ServerHtmlScope>
      </div>
    );
  }
  return LaterIsland;
}
