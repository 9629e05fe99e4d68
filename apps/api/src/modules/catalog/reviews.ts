import { paginationOf } from '@oja/contract/envelope';
import { messages } from '@oja/contract/messages';
import type {
  GivenReview,
  OrderReviewBody,
  ReviewsAndRatingsAnswer,
  ReviewsAndRatingsQuery,
} from '@oja/contract/reviews';
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, reviews } from '../../db/tables/catalog.ts';
import { users } from '../../db/tables/identity.ts';
import { orderItems, orderPackages, orderReviews, orders } from '../../db/tables/orders.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';

/**
 * Reviews by customers of what they received (issue 12): one review per customer per product per
 * order, only for delivered items. They go in the same `reviews` table the product page and its
 * reviews page read (details.ts, productReviews), whose average and star counts are computed from
 * it on every read: a new review changes the product's rating at once.
 */

const productThumbnail = sql<
  string | null
>`(select i.file_url from product_images i where i.product_id = ${products.id} and i.position = 1)`;

const productColumns = {
  uuid: products.uuid,
  name: products.name,
  slug: products.slug,
  thumbnail: productThumbnail,
};

/** How a review is signed on the product page: first name and the initial of the last ('Ada O.'). */
const reviewerName = (firstname: string, lastname: string) =>
  lastname ? `${firstname} ${lastname.charAt(0).toUpperCase()}.` : firstname;

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** POST orders/{reference}/items/{uuid}/review. */
export async function reviewOrderItem(
  db: Db,
  userId: number,
  reference: string,
  itemUuid: string,
  body: OrderReviewBody,
): Promise<GivenReview> {
  try {
    return await db.transaction(async (tx) => {
      // The order row lock makes two reviews sent together for one product of it wait in turn.
      const [order] = await tx
        .select({ id: orders.id, reference: orders.reference })
        .from(orders)
        .where(and(eq(orders.reference, reference), eq(orders.userId, userId)))
        .for('update');
      if (!order) throw notFound(messages.orderNotFound);
      const [line] = await tx
        .select({ id: orderItems.id, productId: orderItems.productId, packageStatus: orderPackages.status })
        .from(orderItems)
        .innerJoin(orderPackages, eq(orderPackages.id, orderItems.packageId))
        .where(and(eq(orderItems.uuid, itemUuid), eq(orderItems.orderId, order.id)));
      // A product removed from the shop since has no page to show a review on.
      if (!line || line.productId === null) throw notFound(messages.itemNotFound);
      if (line.packageStatus !== 'delivered') throw conflict(messages.reviewNotDelivered);
      const [given] = await tx
        .select({ id: orderReviews.id })
        .from(orderReviews)
        .where(and(eq(orderReviews.orderId, order.id), eq(orderReviews.productId, line.productId)));
      if (given) throw conflict(messages.reviewExists);
      const [author] = await tx
        .select({ firstname: users.firstname, lastname: users.lastname })
        .from(users)
        .where(eq(users.id, userId));
      const [review] = await tx
        .insert(reviews)
        .values({
          productId: line.productId,
          userId,
          authorName: reviewerName(author?.firstname ?? 'Oja', author?.lastname ?? 'shopper'),
          rating: body.rating,
          title: body.title ?? '',
          body: body.comment,
        })
        .returning();
      await tx.insert(orderReviews).values({
        reviewId: review!.id,
        orderId: order.id,
        productId: line.productId,
        orderItemId: line.id,
      });
      const [product] = await tx.select(productColumns).from(products).where(eq(products.id, line.productId));
      return {
        uuid: review!.uuid,
        rating: review!.rating,
        title: review!.title || null,
        comment: review!.body,
        reviewer_name: review!.authorName,
        created_at: review!.createdAt.toISOString(),
        order_reference: order.reference,
        product: product!,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.reviewExists);
    throw error;
  }
}

/** How many items still to review are listed (the newest deliveries). */
const TO_REVIEW_MAX = 100;

/** GET reviews-and-ratings: delivered items not reviewed yet, and the reviews the customer gave. */
export async function reviewsAndRatings(
  db: Db,
  userId: number,
  query: ReviewsAndRatingsQuery,
): Promise<ReviewsAndRatingsAnswer> {
  // One line per product per order (its first): a product bought in two colours is reviewed once.
  const firstLineOfProduct = sql`not exists (select 1 from order_items earlier
    where earlier.order_id = ${orderItems.orderId} and earlier.product_id = ${orderItems.productId}
    and earlier.id < ${orderItems.id})`;
  const pending = db
    .select({
      orderReference: orders.reference,
      itemUuid: orderItems.uuid,
      product: productColumns,
      deliveredAt: orderPackages.updatedAt,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(orderPackages, eq(orderPackages.id, orderItems.packageId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(
      orderReviews,
      and(eq(orderReviews.orderId, orderItems.orderId), eq(orderReviews.productId, orderItems.productId)),
    )
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderPackages.status, 'delivered'),
        isNull(orderReviews.id),
        firstLineOfProduct,
      ),
    )
    .orderBy(desc(orderPackages.updatedAt), desc(orderItems.id))
    .limit(TO_REVIEW_MAX);
  const mine = and(eq(reviews.userId, userId), isNotNull(orderReviews.id));
  const [toReview, given, [total]] = await Promise.all([
    pending,
    db
      .select({ review: reviews, orderReference: orders.reference, product: productColumns })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .leftJoin(orderReviews, eq(orderReviews.reviewId, reviews.id))
      .leftJoin(orders, eq(orders.id, orderReviews.orderId))
      .where(mine)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ n: count() })
      .from(reviews)
      .leftJoin(orderReviews, eq(orderReviews.reviewId, reviews.id))
      .where(mine),
  ]);
  return {
    to_review: toReview.map((row) => ({
      order_reference: row.orderReference,
      item_uuid: row.itemUuid,
      product: row.product,
      delivered_at: row.deliveredAt.toISOString(),
    })),
    reviews: {
      data: given.map((row) => ({
        uuid: row.review.uuid,
        rating: row.review.rating,
        title: row.review.title || null,
        comment: row.review.body,
        reviewer_name: row.review.authorName,
        created_at: row.review.createdAt.toISOString(),
        order_reference: row.orderReference,
        product: row.product,
      })),
      pagination: paginationOf(query.page, query.perPage, total?.n ?? 0),
    },
  };
}
