import { type ReactNode, Suspense } from 'react';

/**
 * A part of a server-rendered page that hydrates on its own (a Suspense boundary: React hydrates
 * each one in a render and commit of its own once the rest is interactive, and first the one a
 * shopper taps). A long page then hydrates in many short tasks instead of one long one that would
 * hold a phone's main thread (issue 14). Nothing inside suspends, so there is no fallback.
 */
export function Island({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
