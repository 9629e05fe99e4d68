import type {
  CategoryDetailsAnswer,
  ProductDetails,
  ProductListAnswer,
  ReviewsAnswer,
  VendorAnswer,
  VendorsAnswer,
} from '@oja/contract/catalog';
import { messages } from '@oja/contract/messages';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { api, type RequestOptions } from '../../../lib/api-client';
import { catalogKeys } from '../../../lib/catalog-keys';
import type { ProductListParams } from './list-params';

const PRODUCTS_PER_PAGE = 20;

type PageParam = { page: number; cursor?: string };

const get = async <T>(path: string, signal: AbortSignal, query?: RequestOptions['query']) =>
  (await api.get<T>(path, { signal, query })).data;

/** The catalogue's reads after the home page, each with its key (lib/catalog-keys). */
const productQueries = {
  /** Product lists load page after page (infinite scroll); the keyset cursor is used when the API gives one. */
  list: (params: ProductListParams, perPage = PRODUCTS_PER_PAGE) =>
    infiniteQueryOptions({
      queryKey: catalogKeys.products(params, perPage),
      initialPageParam: { page: 1 } as PageParam,
      queryFn: ({ pageParam, signal }) =>
        get<ProductListAnswer>('products', signal, {
          ...params,
          perPage,
          page: pageParam.page,
          cursor: pageParam.cursor,
        }),
      getNextPageParam: (last): PageParam | undefined => {
        const { page, lastPage } = last.pagination;
        if (page >= lastPage || last.data.length === 0) return undefined;
        return { page: page + 1, cursor: last.next_cursor ?? undefined };
      },
      placeholderData: keepPreviousData,
    }),
  product: (id: string) =>
    queryOptions({
      queryKey: catalogKeys.product(id),
      queryFn: ({ signal }) => get<ProductDetails>(`products/${encodeURIComponent(id)}`, signal),
    }),
  reviews: (id: string, page: number, perPage = 10) =>
    queryOptions({
      queryKey: catalogKeys.productReviewsPage(id, page, perPage),
      queryFn: ({ signal }) =>
        get<ReviewsAnswer>(`products/${encodeURIComponent(id)}/reviews`, signal, { page, perPage }),
      placeholderData: keepPreviousData,
    }),
  category: (uuid: string) =>
    queryOptions({
      queryKey: catalogKeys.category(uuid),
      queryFn: ({ signal }) => get<CategoryDetailsAnswer>(`categories/${encodeURIComponent(uuid)}`, signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  stores: (page: number, search?: string, perPage = 24) =>
    queryOptions({
      queryKey: catalogKeys.stores(page, search ?? '', perPage),
      queryFn: ({ signal }) => get<VendorsAnswer>('stores', signal, { page, perPage, search }),
      placeholderData: keepPreviousData,
    }),
  vendorPage: (kind: 'vendors' | 'stores', id: string, page: number, perPage = PRODUCTS_PER_PAGE) =>
    queryOptions({
      queryKey: catalogKeys.vendorPageAt(kind, id, page, perPage),
      queryFn: ({ signal }) =>
        get<VendorAnswer>(`${kind}/${encodeURIComponent(id)}`, signal, { page, perPage }),
      placeholderData: keepPreviousData,
    }),
  cars: (page: number, perPage = PRODUCTS_PER_PAGE) =>
    queryOptions({
      queryKey: catalogKeys.cars(page, perPage),
      queryFn: ({ signal }) => get<ProductListAnswer>('cars', signal, { page, perPage }),
      placeholderData: keepPreviousData,
    }),
  car: (id: string) =>
    queryOptions({
      queryKey: catalogKeys.car(id),
      queryFn: ({ signal }) => get<ProductDetails>(`cars/${encodeURIComponent(id)}`, signal),
    }),
};

export const useProductList = (params: ProductListParams, perPage?: number) =>
  useInfiniteQuery(productQueries.list(params, perPage));
export const useProduct = (id: string) => useQuery(productQueries.product(id));
export const useProductReviews = (id: string, page: number, perPage?: number) =>
  useQuery(productQueries.reviews(id, page, perPage));
export const useCategory = (uuid: string) => useQuery(productQueries.category(uuid));
export const useStores = (page: number, search?: string, perPage?: number) =>
  useQuery(productQueries.stores(page, search, perPage));
/** /vendor/{name} reads `vendors/{name}`; /store/{id} (signed in) reads `stores/{id}`. */
export const useVendorPage = (kind: 'vendors' | 'stores', id: string, page: number, perPage?: number) =>
  useQuery(productQueries.vendorPage(kind, id, page, perPage));
export const useCars = (page: number, perPage?: number) => useQuery(productQueries.cars(page, perPage));
export const useCar = (id: string) => useQuery(productQueries.car(id));

/**
 * Spec section 8: a product list that fails to load says 'An error occurred while fetching products!'
 * in a toast, once per failed load (a failed "Try again" says it again); the page keeps its retry panel.
 */
export function useProductsErrorToast({
  isError,
  errorUpdatedAt,
}: {
  isError: boolean;
  errorUpdatedAt: number;
}) {
  useEffect(() => {
    if (isError && errorUpdatedAt > 0) toast.error(messages.errorFetchingProducts);
  }, [isError, errorUpdatedAt]);
}
