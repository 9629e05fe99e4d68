/** Set on <html> once the app runs (the browser tests wait for it after each load: e2e/tests/fixtures.ts). */
export const APP_READY_ATTRIBUTE = 'data-app';

let chromeStarted: () => void = () => undefined;
const chrome = new Promise<void>((resolve) => {
  chromeStarted = resolve;
});

/**
 * The app layout's pieces that load after the page (engagement: affiliate links, page views, the
 * offline bar and guard, the service worker) have started, or could not load; the root's error
 * page says so too, as no layout is there to.
 */
export function markChromeStarted(): void {
  chromeStarted();
}

/**
 * Marks the page as running the app: hydrated (or first rendered), with the pieces every page has
 * started, so that an affiliate link or the offline guard is in force from then on as before they
 * were split from the first load (issue 29).
 */
export function markAppReadyAfterChrome(): void {
  void chrome.then(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, 'ready'));
}
