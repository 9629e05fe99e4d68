/**
 * Registers the service worker of the production build (apps/web/src/sw.ts, built by vite-plugin-pwa
 * into /sw.js). After the page has loaded and then once the main thread is idle (the page has
 * hydrated): its precache of the shell's code is hundreds of KiB, which must not compete with the
 * first screen's pictures and hydration on a phone.
 * A new deploy's worker takes over at once (skipWaiting in the worker); the page keeps running
 * the code it has, and a chunk the deploy removed gets the friendly retry of app/chunk-load.ts.
 */
/** At the latest this long after load, busy or not. */
const IDLE_TIMEOUT_MS = 5_000;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registerNow = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (private mode, an old browser): the shop still works online.
    });
  };
  const register = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(registerNow, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(registerNow, IDLE_TIMEOUT_MS);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
