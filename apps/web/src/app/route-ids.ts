/** The catch-all route's id: the server answers it 404 (entry-server) and the tab says "Page not found". */
export const NOT_FOUND_ROUTE_ID = 'not-found';
