import { z } from 'zod';
import { pageQuery, paginated } from './envelope.ts';
import { entityUuid, isoDateTime } from './ids.ts';
import { messages } from './messages.ts';
import { orderReferenceParams } from './orders.ts';

/** The customer's side of reviews: /account/reviews-and-ratings and rating a delivered item. */

const reviewedProduct = z.object({
  uuid: entityUuid,
  name: z.string(),
  slug: z.string(),
  thumbnail: z.string().nullable(),
});

/** POST orders/{reference}/items/{uuid}/review: the item's uuid as the order's details list it. */
export const orderItemParams = orderReferenceParams.extend({ uuid: entityUuid });
export type OrderItemParams = z.infer<typeof orderItemParams>;

/** Stars and text (reviews-and-ratings/rate-product/{id} and order/{reference}/review). */
export const orderReviewBody = z.object({
  rating: z
    .number({ error: messages.ratingRequired })
    .int({ error: messages.ratingRequired })
    .min(1, { error: messages.ratingRequired })
    .max(5, { error: messages.ratingRequired }),
  title: z.string().trim().max(150, { error: messages.reviewTitleMax }).optional(),
  comment: z
    .string({ error: messages.reviewCommentRequired })
    .trim()
    .min(1, { error: messages.reviewCommentRequired })
    .max(2000, { error: messages.reviewCommentMax }),
});
export type OrderReviewBody = z.infer<typeof orderReviewBody>;

/** A delivered item not reviewed yet. */
export const itemToReview = z.object({
  order_reference: z.string(),
  item_uuid: entityUuid,
  product: reviewedProduct,
  delivered_at: isoDateTime,
});
export type ItemToReview = z.infer<typeof itemToReview>;

/** A review the customer gave, with the product and the order it was given for. */
export const givenReview = z.object({
  uuid: entityUuid,
  rating: z.number().int().min(1).max(5),
  title: z.string().nullable(),
  comment: z.string(),
  reviewer_name: z.string(),
  created_at: isoDateTime,
  order_reference: z.string().nullable(),
  product: reviewedProduct,
});
export type GivenReview = z.infer<typeof givenReview>;

/** GET reviews-and-ratings: items still to review (newest delivery first, up to 100), and reviews given, paged. */
export const reviewsAndRatingsQuery = pageQuery;
export type ReviewsAndRatingsQuery = z.infer<typeof reviewsAndRatingsQuery>;
export const reviewsAndRatingsAnswer = z.object({
  to_review: z.array(itemToReview),
  reviews: paginated(givenReview),
});
export type ReviewsAndRatingsAnswer = z.infer<typeof reviewsAndRatingsAnswer>;
