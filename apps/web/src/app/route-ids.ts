import { createContext, useContext } from 'react';

/** The catch-all route's id: the server answers it 404 (entry-server) and the tab says "Page not found". */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/** Whether the address matched the catch-all route (set by AppRoutes, in app/router.tsx). */
export const NotFoundRoute = createContext(false);

export function useIsNotFoundRoute(): boolean {
  return useContext(NotFoundRoute);
}
