import { SAVED_ITEMS_PAGE_SIZE } from '@oja/contract/constants';
import type { SaveAnswer, SavedItemsAnswer } from '@oja/contract/saved';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const savedItemsKey = ['saved-items'] as const;

export const savedApi = {
  list: (page: number, search: string) =>
    api.get<SavedItemsAnswer>('products/saved', {
      query: { page, perPage: SAVED_ITEMS_PAGE_SIZE, search: search || undefined },
    }),
  save: (productUuid: string) => api.post<SaveAnswer>(`products/save/${productUuid}`),
  remove: (productUuid: string) => api.post<SaveAnswer>(`products/saved/${productUuid}/remove`),
};

/** GET products/saved: pages of 5 (spec section 9); the previous page stays shown while the next loads. */
export function useSavedItems(page: number, search: string) {
  return useQuery({
    queryKey: [...savedItemsKey, page, search],
    queryFn: async () => (await savedApi.list(page, search)).data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
