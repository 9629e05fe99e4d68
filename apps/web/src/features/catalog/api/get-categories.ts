import type { CategoriesAnswer, Category } from '@oja/contract/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys } from '../../../lib/catalog-keys';

async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const answer = await api.get<CategoriesAnswer>('products/categories', { signal });
  return answer.data.data;
}

/** Spec section 7: read as data.data, cached indefinitely, retried once, previous data kept. */
const categoriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.categories,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    placeholderData: keepPreviousData,
  });

export const useCategories = () => useQuery(categoriesQuery());
