import {
  type CancelPreview,
  cancelPreviewAnswer,
  type OrderCompleteAnswer,
  type OrderDetails,
  type OrdersAnswer,
  type OrderTab,
  orderCompleteAnswer,
  orderDetails,
  ordersAnswer,
  type PackageHistoryAnswer,
  type PayAgainAnswer,
  packageHistoryAnswer,
  payAgainAnswer,
} from '@oja/contract/orders';
import {
  type GivenReview,
  givenReview,
  type OrderReviewBody,
  type ReviewsAndRatingsAnswer,
  reviewsAndRatingsAnswer,
} from '@oja/contract/reviews';
import { api } from '../../../lib/api-client';

/** Orders per page of /account/orders-and-tracking. */
const ORDERS_PER_PAGE = 10;
/** Reviews given per page of /account/reviews-and-ratings. */
const REVIEWS_PER_PAGE = 10;

/** An answer with the server's words ('Your order has been cancelled', 'Thank you for your review'). */
type Said<T> = { data: T; message: string };

const orderPath = (reference: string) => `orders/${encodeURIComponent(reference)}`;

/** Where the gateway brings the shopper back after paying an order: the checkout's /order-complete. */
function orderCompleteUrl(): string {
  return `${window.location.origin}/order-complete`;
}

/** The calls of orders after checkout and of reviews; every answer is parsed with the contract's schema. */
export const ordersApi = {
  list: async (tab: OrderTab, page: number, signal?: AbortSignal): Promise<OrdersAnswer> => {
    const { data } = await api.get<unknown>('orders', {
      signal,
      query: { status: tab, page, perPage: ORDERS_PER_PAGE },
    });
    return ordersAnswer.parse(data);
  },
  details: async (reference: string, signal?: AbortSignal): Promise<OrderDetails> =>
    orderDetails.parse((await api.get<unknown>(orderPath(reference), { signal })).data),
  packageHistory: async (reference: string, signal?: AbortSignal): Promise<PackageHistoryAnswer> =>
    packageHistoryAnswer.parse(
      (await api.get<unknown>(`${orderPath(reference)}/package-history`, { signal })).data,
    ),
  cancelPreview: async (reference: string, signal?: AbortSignal): Promise<CancelPreview> =>
    cancelPreviewAnswer.parse(
      (await api.get<unknown>(`${orderPath(reference)}/cancel-preview`, { signal })).data,
    ),
  cancel: async (reference: string, reason: string): Promise<Said<OrderDetails>> => {
    const answer = await api.post<unknown>(`${orderPath(reference)}/cancel`, { reason });
    return { data: orderDetails.parse(answer.data), message: answer.message };
  },
  /** A new card payment page for an unpaid order. */
  payByCard: async (reference: string): Promise<PayAgainAnswer> => {
    const { data } = await api.post<unknown>(`${orderPath(reference)}/pay`, {
      callback_url: orderCompleteUrl(),
    });
    return payAgainAnswer.parse(data);
  },
  payByWallet: async (reference: string, pin: string): Promise<Said<OrderCompleteAnswer>> => {
    const answer = await api.post<unknown>(`${orderPath(reference)}/pay-by-wallet`, { pin });
    return { data: orderCompleteAnswer.parse(answer.data), message: answer.message };
  },
  reviewsAndRatings: async (page: number, signal?: AbortSignal): Promise<ReviewsAndRatingsAnswer> => {
    const { data } = await api.get<unknown>('reviews-and-ratings', {
      signal,
      query: { page, perPage: REVIEWS_PER_PAGE },
    });
    return reviewsAndRatingsAnswer.parse(data);
  },
  review: async (reference: string, itemUuid: string, body: OrderReviewBody): Promise<Said<GivenReview>> => {
    const answer = await api.post<unknown>(
      `${orderPath(reference)}/items/${encodeURIComponent(itemUuid)}/review`,
      body,
    );
    return { data: givenReview.parse(answer.data), message: answer.message };
  },
};
