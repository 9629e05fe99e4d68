import { SCRIPT_CHUNK_LOAD_TIMEOUT_MS } from '@oja/contract/constants';
import type { ComponentType } from 'react';

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

/** `route.lazy` for a module whose default export is the route's component. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const module = await withChunkTimeout(load());
    return { Component: module.default };
  };
}
