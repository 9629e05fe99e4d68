import type { Plugin } from 'vite';

/**
 * React DOM's production build makes five errors when its module is evaluated, which it never throws
 * to anyone: markers it throws and catches itself by identity (`thrownValue === SuspenseException`,
 * a suspended `use`, a hydration mismatch, a selective hydration). Each `Error(...)` records the
 * stack it was made on. While DevTools or a Lighthouse run watches the page, that record needs the
 * source position of every frame, and the frame here is React DOM's whole module: V8 parses all of
 * React DOM again to find them, 20-30 ms of main thread at a desktop's speed inside the task that
 * evaluates it (ADR 78). A phone with no DevTools attached hardly pays it; the lab measurement did,
 * multiplied by its CPU slowdown.
 *
 * The same five markers, made without a stack: objects of Error's prototype with the same message,
 * so `instanceof Error`, `.name` and `.message` read as before.
 */

/** The markers React DOM's production client makes when it loads (react-dom 19). */
export const REACT_DOM_SENTINELS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
] as const;

const SENTINEL = new RegExp(
  `\\b(${REACT_DOM_SENTINELS.join('|')}) = Error\\((formatProdErrorMessage\\(\\d+\\))\\)`,
  'g',
);

/**
 * React DOM's production client with its start-up markers made without a stack. Throws when it does
 * not find exactly the markers it knows (a React upgrade changed them): the build stops rather than
 * silently losing the saving or touching something else.
 */
export function sentinelsWithoutStacks(code: string): string {
  const found: string[] = [];
  const changed = code.replace(SENTINEL, (_whole, name: string, message: string) => {
    found.push(name);
    return `${name} = Object.assign(Object.create(Error.prototype), { message: ${message} })`;
  });
  const expected = [...REACT_DOM_SENTINELS].sort().join(', ');
  if ([...found].sort().join(', ') !== expected) {
    throw new Error(
      `react-dom-sentinels: expected React DOM's markers ${expected}, found ${found.join(', ') || 'none'}; ` +
        'check apps/web/vite-plugins/react-dom-sentinels.ts against this React version (ADR 78)',
    );
  }
  return changed;
}

/** The client build's React DOM, its start-up markers made without a stack (`sentinelsWithoutStacks`). */
export function reactDomSentinels(): Plugin {
  return {
    name: 'oja-react-dom-sentinels',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/.test(id)) return null;
      return { code: sentinelsWithoutStacks(code), map: null };
    },
  };
}
