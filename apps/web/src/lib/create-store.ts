import { useSyncExternalStore } from 'react';

/**
 * A tiny external store for UI state that lives outside React (toasts, the access modal,
 * the cart badge). Plain functions can change it; components read it with `useStore`.
 */
type Store<T> = {
  get: () => T;
  /** The state the server rendered with, which hydration must render too. */
  readonly initial: T;
  /**
   * Where `initial` comes from when the server renders it per request (the cart, ADR 53): the
   * server reads its request's, the browser what the server wrote in the page. The reader must
   * return states kept, never new objects (React compares server snapshots by identity).
   */
  setInitialSource: (read: () => T) => void;
  set: (next: T | ((previous: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  let readInitial = () => initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    get initial() {
      return readInitial();
    },
    setInitialSource(read) {
      readInitial = read;
    },
    set(next) {
      const value = typeof next === 'function' ? (next as (previous: T) => T)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * While React hydrates it reads the store's initial state, the one the server rendered with, and then
 * renders again with the current one: a part of the page that hydrates after something has changed
 * the store (a lazy page hydrating after the header's effects loaded the cart) still matches its HTML.
 */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}

/**
 * One value read from a store, e.g. whether this product is in the cart: the component renders
 * again only when that value changes, not on every change of the store (sixty product cards need
 * not render again because the cart finished loading). `select` must return a primitive or a
 * value kept in the store, never a new object.
 */
export function useStoreSelector<T, U>(store: Store<T>, select: (state: T) => U): U {
  const read = () => select(store.get());
  return useSyncExternalStore(store.subscribe, read, () => select(store.initial));
}
