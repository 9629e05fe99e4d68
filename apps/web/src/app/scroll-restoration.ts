import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/*
 * Scroll positions as React Router's <ScrollRestoration> kept them under the data router (ADR 51):
 * a new page opens at the top (or at its #hash), Back and Forward return to where that page was
 * scrolled, a reload too. The key and the storage are the data router's, so positions saved before
 * the change still apply.
 */

const STORAGE_KEY = 'react-router-scroll-positions';

let positions: Record<string, number> | null = null;
/** The history entry whose page is on screen (null until the first page has shown). */
let shownKey: string | null = null;
let keepScrollOnce = false;

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/**
 * Gives the browser's history entry a key of its own when it has none (a page loaded in full: typed,
 * opened from outside, or reached by a link before the app ran). React Router keys every such entry
 * "default", so the position saved for one page loaded in full was restored on the next one (the
 * cart opened scrolled to where the product page had been). The key lives in the entry's state, so
 * Back, Forward and a reload find the entry's own position again. Called before the history is made.
 */
export function keyThisEntry(makeKey: () => string): void {
  const state = window.history.state as { key?: unknown } | null;
  if (typeof state?.key === 'string') return;
  window.history.replaceState({ ...(state ?? {}), key: makeKey() }, '');
}

/** A navigation starts (the router calls this): where the page on screen is scrolled to. */
export function rememberScroll(): void {
  if (shownKey !== null) savedPositions()[shownKey] = window.scrollY;
}

/** The next page keeps the scroll position (`navigate(to, { preventScrollReset: true })`). */
export function keepScrollOnNextPage(): void {
  keepScrollOnce = true;
}

function elementOfHash(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // not a decodable id
  }
}

/**
 * In each layout's page boundary, beside the page: runs when a page has rendered (not while its
 * loading fallback shows), so a position is restored on the page it belongs to.
 */
export function usePageScroll(): void {
  const location = useLocation();
  useLayoutEffect(() => {
    if (location.key === shownKey) return;
    const firstPage = shownKey === null;
    shownKey = location.key;
    const keep = keepScrollOnce;
    keepScrollOnce = false;
    const saved = savedPositions()[location.key];
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    // The first page is where the browser opened it (at its #hash, or where the shopper has scrolled
    // the server's HTML to while the app loaded).
    if (firstPage) return;
    const target = location.hash ? elementOfHash(location.hash) : null;
    if (target) {
      target.scrollIntoView();
      return;
    }
    if (!keep) window.scrollTo(0, 0);
  }, [location]);
}

/** The router's part: the app restores positions itself, and they outlive a reload. */
export function useScrollPersistence(): void {
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      rememberScroll();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Storage full or refused: positions last for this page's life only.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);
}
