/**
 * Registers the service worker of the production build (apps/web/src/sw.ts, built by vite-plugin-pwa
 * into /sw.js). After the page has loaded, so its downloads never compete with the first screen.
 * A new deploy's worker takes over at once (skipWaiting in the worker); the page keeps running
 * the code it has, and a chunk the deploy removed gets the friendly retry of app/chunk-load.ts.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (private mode, an old browser): the shop still works online.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
