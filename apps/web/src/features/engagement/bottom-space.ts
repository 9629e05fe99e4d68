/**
 * A bar this feature fixes to the bottom of the screen (the offline bar) reserves its height as
 * padding under the page, so the end of any page can still be scrolled above it: a Place order
 * button is never stuck beneath it on a phone. (The cookie banner is sticky at the end of the page
 * and holds its own place.)
 */
const reserved = new Map<string, number>();
let original: string | null = null;

function apply(): void {
  const largest = Math.max(0, ...reserved.values());
  if (largest === 0) {
    if (original !== null) document.body.style.paddingBottom = original;
    original = null;
    return;
  }
  original ??= document.body.style.paddingBottom;
  document.body.style.paddingBottom = `${largest}px`;
}

/** Reserves `px` for `key` (0 releases it). */
function reserveBottomSpace(key: string, px: number): void {
  if (px > 0) reserved.set(key, Math.ceil(px));
  else reserved.delete(key);
  apply();
}

/** Keeps the space of a fixed element as tall as it is, until the returned function is called. */
export function reserveSpaceOf(key: string, element: HTMLElement): () => void {
  const measure = () => reserveBottomSpace(key, element.getBoundingClientRect().height);
  // A ResizeObserver reports the element's size once when it starts observing, after the browser's
  // next layout; measuring here as well would force a layout inside the effects after hydration.
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
  if (observer) observer.observe(element);
  else measure();
  return () => {
    observer?.disconnect();
    reserveBottomSpace(key, 0);
  };
}
