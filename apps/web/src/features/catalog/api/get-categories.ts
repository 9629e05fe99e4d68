import type { CategoriesAnswer, Category } from '@oja/contract/catalog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const categoriesQueryKey = ['categories'] as const;

export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const answer = await api.get<CategoriesAnswer>('products/categories', { signal });
  return answer.data.data;
}

/** Spec section 7: read as data.data, cached indefinitely, retried once, previous data kept. */
export function useCategories() {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    placeholderData: keepPreviousData,
  });
}
