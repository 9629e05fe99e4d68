import { useEffect, useState, useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = globalThis.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => globalThis.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

/**
 * The active slide of a rotating carousel: it advances every `intervalMs` unless paused (hover,
 * focus, the pause button) and wraps around; choosing a slide restarts the wait.
 */
export function useRotation(count: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  const [restart, setRestart] = useState(0);
  const active = count > 0 ? index % count : 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `restart` starts the full interval again after a shopper picks a slide
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [paused, count, intervalMs, restart]);

  function go(next: number) {
    if (count === 0) return;
    setIndex(((next % count) + count) % count);
    setRestart((value) => value + 1);
  }

  return { index: active, go };
}
