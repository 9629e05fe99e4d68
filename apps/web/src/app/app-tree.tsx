import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { EntryQueryClient } from './providers';
import { markAppReadyAfterChrome } from './ready';
import { AppRoutes } from './router';

/** Marks the page as running the app after the first commit (effects run once hydration is done)
 * and once the pieces every page has are running (app/ready.ts). */
function ReadyMark() {
  useEffect(markAppReadyAfterChrome, []);
  return null;
}

/**
 * The app's tree, the same on the server (entry-server.tsx, under a static router) and in the
 * browser (start.tsx, under its own router). React's `useId` numbers follow the tree's shape, so
 * the same shape on both sides gives what the server rendered the ids the browser gives it: a
 * label's `for`, a radio group's name, a later island's mark (components/ui/Island).
 */
export function AppTree({
  client,
  router,
}: {
  client: QueryClient;
  router: (routes: ReactNode) => ReactNode;
}) {
  return (
    <StrictMode>
      <EntryQueryClient.Provider value={client}>{router(<AppRoutes />)}</EntryQueryClient.Provider>
      <ReadyMark />
    </StrictMode>
  );
}
