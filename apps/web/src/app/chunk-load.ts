import { SCRIPT_CHUNK_LOAD_TIMEOUT_MS } from '@oja/contract/constants';
import { type ComponentType, createElement, lazy, useState } from 'react';

/** A page's code or styles could not be fetched (deploy replaced the chunk, or the network dropped). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly kind: 'script' | 'style',
    options?: { cause?: unknown },
  ) {
    super(kind === 'script' ? 'script chunk load failure' : 'style chunk load failure', options);
  }
}

const STYLE_FAILURE = /preload CSS|stylesheet|\.css/i;
const SCRIPT_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch|Loading chunk|ChunkLoadError/i;

/** Classifies a route error as a chunk failure (script or style), or null for anything else. */
export function chunkFailureKind(error: unknown): 'script' | 'style' | null {
  if (error instanceof ChunkLoadError) return error.kind;
  if (!(error instanceof Error)) return null;
  if (STYLE_FAILURE.test(error.message)) return 'style';
  if (SCRIPT_FAILURE.test(error.message) || error.name === 'ChunkLoadError') return 'script';
  return null;
}

/** Rejects a chunk that has not arrived in 120 s (spec section 9) instead of hanging forever. */
export function withChunkTimeout<T>(load: Promise<T>, timeoutMs = SCRIPT_CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('script')), timeoutMs);
  });
  return Promise.race([load, timeout])
    .catch((error: unknown) => {
      const kind = chunkFailureKind(error);
      throw kind && !(error instanceof ChunkLoadError) ? new ChunkLoadError(kind, { cause: error }) : error;
    })
    .finally(() => clearTimeout(timer));
}

/** A route's page (or layout) whose code is a chunk of its own; `preload` fetches it ahead of rendering. */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * A lazy route component for a module whose default export is the component. Once `preload` has
 * resolved, it renders the component at once: hydration (start.tsx) and the server
 * (entry-server.tsx) preload the page's chunks first, so the first render is the page the server
 * rendered, not its loading fallback. Before that it renders through `React.lazy`, which suspends
 * (the layout's loading fallback, or the page on screen while a navigation's transition waits); a
 * chunk that fails is thrown to the layout's error boundary (RouteError's friendly retry).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const preload = () => {
    loading ??= withChunkTimeout(load()).then((module) => {
      loaded = module.default;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  function LazyRoute() {
    // A page first rendered through React.lazy stays so: changing the element's type would remount it.
    const [ready] = useState(() => loaded);
    return createElement(ready ?? Lazy);
  }
  return Object.assign(LazyRoute, { preload });
}
