import type { OrderTab } from '@oja/contract/orders';
import type { OrderReviewBody } from '@oja/contract/reviews';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '../../../lib/catalog-keys';
import { useSession } from '../../../lib/session';
import { walletKeys } from '../../../lib/wallet';
import { isFinalStatus } from '../order-text';
import { ordersApi } from './orders-api';

/** Tracking moves while an order is on its way: the page asks again this often. */
const TRACKING_REFRESH_MS = 30_000;

/**
 * The orders area's reads, each with its key: every answer lives under 'orders', so a cancel, a
 * payment or a review asks them all again with `orderQueries.all`. Always fresh (staleTime 0): an
 * order moves on the server.
 */
const orderQueries = {
  all: ['orders'] as const,
  /** One page of a tab, newest first; the previous page stays on screen while the next loads. */
  list: (tab: OrderTab, page: number) =>
    queryOptions({
      queryKey: ['orders', 'list', tab, page] as const,
      queryFn: ({ signal }) => ordersApi.list(tab, page, signal),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  detail: (reference: string) =>
    queryOptions({
      queryKey: ['orders', 'details', reference] as const,
      queryFn: ({ signal }) => ordersApi.details(reference, signal),
      staleTime: 0,
    }),
  /** The timeline; asked again every 30 s while the order is still moving. */
  packageHistory: (reference: string) =>
    queryOptions({
      queryKey: ['orders', 'package-history', reference] as const,
      queryFn: ({ signal }) => ordersApi.packageHistory(reference, signal),
      staleTime: 0,
      refetchInterval: (query) =>
        query.state.data && isFinalStatus(query.state.data.status) ? false : TRACKING_REFRESH_MS,
    }),
  /** What cancelling now would give back, by the cancel's own rules (the cancel page's promise). */
  cancelPreview: (reference: string) =>
    queryOptions({
      queryKey: ['orders', 'cancel-preview', reference] as const,
      queryFn: ({ signal }) => ordersApi.cancelPreview(reference, signal),
      staleTime: 0,
    }),
  /** Items still to review and the reviews given (paged). */
  reviews: (page: number) =>
    queryOptions({
      queryKey: ['orders', 'reviews-and-ratings', page] as const,
      queryFn: ({ signal }) => ordersApi.reviewsAndRatings(page, signal),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
};

export function useOrders(tab: OrderTab, page: number) {
  const { loggedIn } = useSession();
  return useQuery({ ...orderQueries.list(tab, page), enabled: loggedIn });
}

export function useCancelPreview(reference: string, enabled: boolean) {
  const { loggedIn } = useSession();
  return useQuery({ ...orderQueries.cancelPreview(reference), enabled: loggedIn && enabled });
}

export function useOrder(reference: string) {
  const { loggedIn } = useSession();
  return useQuery({ ...orderQueries.detail(reference), enabled: loggedIn && reference !== '' });
}

export function usePackageHistory(reference: string) {
  const { loggedIn } = useSession();
  return useQuery({ ...orderQueries.packageHistory(reference), enabled: loggedIn && reference !== '' });
}

/** Every order figure on screen asks again, and the wallet ones when money moved. */
function useRefreshOrders() {
  const queryClient = useQueryClient();
  return async (moneyMoved: boolean) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: orderQueries.all }),
      moneyMoved ? queryClient.invalidateQueries({ queryKey: walletKeys.all }) : null,
    ]);
  };
}

/**
 * POST orders/{reference}/cancel: the cancelled order (with its refund) is stored at once for the
 * order-cancelled page, then the lists and the wallet (a wallet refund lands at once) ask again.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ reference, reason }: { reference: string; reason: string }) =>
      ordersApi.cancel(reference, reason),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(orderQueries.detail(data.reference).queryKey, data);
      void refresh(data.refunds.length > 0);
    },
  });
}

/** POST orders/{reference}/pay: a new card payment page; the caller sends the shopper there. */
export function usePayOrderByCard() {
  return useMutation({ mutationFn: (reference: string) => ordersApi.payByCard(reference) });
}

/** POST orders/{reference}/pay-by-wallet with the wallet PIN. */
export function usePayOrderByWallet() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ reference, pin }: { reference: string; pin: string }) =>
      ordersApi.payByWallet(reference, pin),
    onSuccess: () => void refresh(true),
  });
}

export function useReviewsAndRatings(page: number) {
  const { loggedIn } = useSession();
  return useQuery({ ...orderQueries.reviews(page), enabled: loggedIn });
}

/** POST orders/{reference}/items/{uuid}/review; the order, the review lists and the product page refresh. */
export function useReviewItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      reference,
      itemUuid,
      body,
    }: {
      reference: string;
      itemUuid: string;
      body: OrderReviewBody;
    }) => ordersApi.review(reference, itemUuid, body),
    // The product page's rating and reviews (the catalog's queries) show the new review when opened.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderQueries.all });
      void queryClient.invalidateQueries({ queryKey: catalogKeys.productRoot });
      void queryClient.invalidateQueries({ queryKey: catalogKeys.productReviewsRoot });
    },
  });
}
