import { SAVED_ITEMS_PAGE_SIZE } from '@oja/contract/constants';
import type { SaveAnswer, SavedItemsAnswer } from '@oja/contract/saved';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The saved items' pages, all under 'saved-items': saving or removing one asks them all again. Plain
 * options rather than queryOptions(): this module is on the first screen (every card's save heart),
 * where that one import would be a chunk of its own in the entry's list.
 */
export const savedQueries = {
  all: ['saved-items'] as const,
  /** GET products/saved: pages of 5 (spec section 9); the previous page stays shown while the next loads. */
  page: (page: number, search: string) => ({
    queryKey: ['saved-items', page, search] as const,
    queryFn: async () => (await savedApi.list(page, search)).data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  }),
};

export const savedApi = {
  list: (page: number, search: string) =>
    api.get<SavedItemsAnswer>('products/saved', {
      query: { page, perPage: SAVED_ITEMS_PAGE_SIZE, search: search || undefined },
    }),
  save: (productUuid: string) => api.post<SaveAnswer>(`products/save/${productUuid}`),
  remove: (productUuid: string) => api.post<SaveAnswer>(`products/saved/${productUuid}/remove`),
};

export const useSavedItems = (page: number, search: string) => useQuery(savedQueries.page(page, search));
