import type { OrderDetails, OrderTab } from '@oja/contract/orders';
import type { OrderReviewBody } from '@oja/contract/reviews';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { walletKeys } from '../../../lib/wallet';
import { isFinalStatus } from '../order-text';
import { ordersApi } from './orders-api';

export const orderKeys = {
  all: ['orders'] as const,
  list: (tab: OrderTab, page: number) => ['orders', 'list', tab, page] as const,
  details: (reference: string) => ['orders', 'details', reference] as const,
  packageHistory: (reference: string) => ['orders', 'package-history', reference] as const,
  reviews: (page: number) => ['orders', 'reviews-and-ratings', page] as const,
};

/*
 * The product page's reviews and rating (the catalog feature's queries). Features do not import each
 * other, so a new review refreshes them by their keys: the review shows when the shopper goes there.
 */
const PRODUCT_KEYS = [['product-reviews'], ['product']] as const;

/** Tracking moves while an order is on its way: the page asks again this often. */
export const TRACKING_REFRESH_MS = 30_000;

/** One page of a tab, newest first; the previous page stays on screen while the next loads. */
export function useOrders(tab: OrderTab, page: number) {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: orderKeys.list(tab, page),
    queryFn: ({ signal }) => ordersApi.list(tab, page, signal),
    placeholderData: keepPreviousData,
    enabled: loggedIn,
    staleTime: 0,
  });
}

export function useOrder(reference: string) {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: orderKeys.details(reference),
    queryFn: ({ signal }) => ordersApi.details(reference, signal),
    enabled: loggedIn && reference !== '',
    staleTime: 0,
  });
}

/** The timeline; asked again every 30 s while the order is still moving. */
export function usePackageHistory(reference: string) {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: orderKeys.packageHistory(reference),
    queryFn: ({ signal }) => ordersApi.packageHistory(reference, signal),
    enabled: loggedIn && reference !== '',
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data && isFinalStatus(query.state.data.status) ? false : TRACKING_REFRESH_MS,
  });
}

/** Every order figure on screen asks again, and the wallet ones when money moved. */
function useRefreshOrders() {
  const queryClient = useQueryClient();
  return async (moneyMoved: boolean) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: orderKeys.all }),
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
      queryClient.setQueryData<OrderDetails>(orderKeys.details(data.reference), data);
      void refresh(data.refund !== null);
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

/** Items still to review and the reviews given (paged). */
export function useReviewsAndRatings(page: number) {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: orderKeys.reviews(page),
    queryFn: ({ signal }) => ordersApi.reviewsAndRatings(page, signal),
    placeholderData: keepPreviousData,
    enabled: loggedIn,
    staleTime: 0,
  });
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
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      for (const queryKey of PRODUCT_KEYS) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
    },
  });
}
