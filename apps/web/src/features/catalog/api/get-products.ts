import type {
  CategoryDetailsAnswer,
  ProductDetails,
  ProductListAnswer,
  ReviewsAnswer,
  VendorAnswer,
  VendorsAnswer,
} from '@oja/contract/catalog';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The query parameters of GET products that the pages pass through from their URL. */
export const PRODUCT_LIST_PARAMS = [
  'promotion',
  'filter',
  'category',
  'vendor',
  'type',
  'min_price',
  'max_price',
  'sort',
  'search',
] as const;
export type ProductListParams = Partial<Record<(typeof PRODUCT_LIST_PARAMS)[number], string>>;

export const PRODUCTS_PER_PAGE = 20;

export function listParamsFrom(search: URLSearchParams): ProductListParams {
  const params: ProductListParams = {};
  for (const key of PRODUCT_LIST_PARAMS) {
    const value = search.get(key)?.trim();
    if (value) params[key] = value;
  }
  return params;
}

type PageParam = { page: number; cursor?: string };

/** Product lists load page after page (infinite scroll); the keyset cursor is used when the API gives one. */
export function useProductList(params: ProductListParams, perPage = PRODUCTS_PER_PAGE) {
  return useInfiniteQuery({
    queryKey: ['products', params, perPage],
    initialPageParam: { page: 1 } as PageParam,
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.get<ProductListAnswer>('products', {
          signal,
          query: { ...params, perPage, page: pageParam.page, cursor: pageParam.cursor },
        })
      ).data,
    getNextPageParam: (last): PageParam | undefined => {
      const { page, lastPage } = last.pagination;
      if (page >= lastPage || last.data.length === 0) return undefined;
      return { page: page + 1, cursor: last.next_cursor ?? undefined };
    },
    placeholderData: keepPreviousData,
  });
}

export function useProduct(id: string) {
  return useQuery({
    queryKey: ['product', id],
    queryFn: async ({ signal }) =>
      (await api.get<ProductDetails>(`products/${encodeURIComponent(id)}`, { signal })).data,
  });
}

export function useProductReviews(id: string, page: number, perPage = 10) {
  return useQuery({
    queryKey: ['product-reviews', id, page, perPage],
    queryFn: async ({ signal }) =>
      (
        await api.get<ReviewsAnswer>(`products/${encodeURIComponent(id)}/reviews`, {
          signal,
          query: { page, perPage },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useCategory(uuid: string) {
  return useQuery({
    queryKey: ['category', uuid],
    queryFn: async ({ signal }) =>
      (await api.get<CategoryDetailsAnswer>(`categories/${encodeURIComponent(uuid)}`, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useStores(page: number, search?: string, perPage = 24) {
  return useQuery({
    queryKey: ['stores', page, search ?? '', perPage],
    queryFn: async ({ signal }) =>
      (await api.get<VendorsAnswer>('stores', { signal, query: { page, perPage, search } })).data,
    placeholderData: keepPreviousData,
  });
}

/** /vendor/{name} reads `vendors/{name}`; /store/{id} (signed in) reads `stores/{id}`. */
export function useVendorPage(
  kind: 'vendors' | 'stores',
  id: string,
  page: number,
  perPage = PRODUCTS_PER_PAGE,
) {
  return useQuery({
    queryKey: [kind, id, page, perPage],
    queryFn: async ({ signal }) =>
      (await api.get<VendorAnswer>(`${kind}/${encodeURIComponent(id)}`, { signal, query: { page, perPage } }))
        .data,
    placeholderData: keepPreviousData,
  });
}

export function useCars(page: number, perPage = PRODUCTS_PER_PAGE) {
  return useQuery({
    queryKey: ['cars', page, perPage],
    queryFn: async ({ signal }) =>
      (await api.get<ProductListAnswer>('cars', { signal, query: { page, perPage } })).data,
    placeholderData: keepPreviousData,
  });
}

export function useCar(id: string) {
  return useQuery({
    queryKey: ['car', id],
    queryFn: async ({ signal }) =>
      (await api.get<ProductDetails>(`cars/${encodeURIComponent(id)}`, { signal })).data,
  });
}
