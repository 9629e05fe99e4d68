import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The last committed location, so the route guard can send a visitor back to the page they came
 * from. It is read during the guarded route's render, before this location's effect runs.
 */
let current: string | null = null;
let previous: string | null = null;

export function useRecordLocation(): void {
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (path === current) return;
    previous = current;
    current = path;
  }, [path]);
}

/** Where a visitor was before `target`; null when they arrived on it directly. */
export function getPreviousLocation(target: string): string | null {
  if (current !== null && current !== target) return current;
  return previous !== null && previous !== target ? previous : null;
}

export function resetLocationHistory(): void {
  current = null;
  previous = null;
}
