/** The addresses of the orders area (spec section 2, account children). */

export const ORDERS_PATH = '/account/orders-and-tracking';
export const REVIEWS_PATH = '/account/reviews-and-ratings';

const ref = (reference: string) => encodeURIComponent(reference);

export function orderPath(reference: string): string {
  return `/account/order/${ref(reference)}`;
}

export function packageHistoryPath(reference: string): string {
  return `${orderPath(reference)}/package-history`;
}

export function orderReviewPath(reference: string): string {
  return `${orderPath(reference)}/review`;
}

/** The spec's route has no parameter: the order travels in the query. */
export function cancelOrderPath(reference: string): string {
  return `/account/cancel-order?reference=${ref(reference)}`;
}

export function orderCancelledPath(reference: string): string {
  return `/account/order-cancelled?reference=${ref(reference)}`;
}

/** reviews-and-ratings/rate-product/{id}: the product's uuid, with the order it was bought in. */
export function rateProductPath(productUuid: string, orderReference: string): string {
  return `${REVIEWS_PATH}/rate-product/${encodeURIComponent(productUuid)}?order=${ref(orderReference)}`;
}

/** The product page, where reviews show (cards link with the slug). */
export function productPath(slug: string): string {
  return `/product/${encodeURIComponent(slug)}`;
}
