import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { catalogKeys } from './catalog-keys';

/** Client errors (4xx) will not change on a retry; network and server errors get one more try. */
function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryOnce, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** A session ended (logout, a password change): all but the category list belonged to the shopper. */
export function forgetSignedInQueries(client: QueryClient): void {
  const [kept] = catalogKeys.categories;
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== kept });
}
