import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true from then on (and
 * at once in a page the browser rendered itself). What depends on this device (localStorage, the
 * clock) waits for it, so the first client render matches the server's exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
