import type { ProductDetails, ReviewsAnswer } from '@oja/contract/catalog';
import { lagosDay } from '@oja/contract/dates';
import { paginationOf } from '@oja/contract/envelope';
import { messages } from '@oja/contract/messages';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { categories, products, reviews, vendors } from '../../db/tables/catalog.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { cardCategoryJoin, cardColumns, savedAmong, toCard } from './cards.ts';
import { toVendorAnswer, vendorColumns } from './vendor-columns.ts';

/** Cards link with the slug; a numeric id works too. */
export function productKey(idOrSlug: string): SQL {
  return /^\d{1,9}$/.test(idOrSlug) ? eq(products.id, Number(idOrSlug)) : eq(products.slug, idOrSlug);
}

/** The day a view is counted in: its Lagos day (the contract's one Lagos clock). */
export function viewPeriod(now = new Date()): string {
  return lagosDay(now);
}

const detailsColumns = {
  ...cardColumns,
  colors: products.colors,
  sizes: products.sizes,
  description: products.description,
  vendor: vendorColumns,
  images: sql<
    { file_url: string }[]
  >`(select coalesce(json_agg(json_build_object('file_url', i.file_url) order by i.position), '[]'::json) from product_images i where i.product_id = "products"."id")`,
};

/** One prepared query per way of asking: by id or slug, any type or cars only. */
function detailsQueryFor(byId: boolean, onlyType: 'others' | undefined) {
  const key = sql.placeholder('key');
  return preparedQuery((db) =>
    db
      .select(detailsColumns)
      .from(products)
      .innerJoin(categories, cardCategoryJoin)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(
        and(
          byId ? eq(products.id, key) : eq(products.slug, key),
          onlyType ? eq(products.type, onlyType) : undefined,
        ),
      )
      .limit(1)
      .prepare(`product_details_by_${byId ? 'id' : 'slug'}${onlyType ? `_${onlyType}` : ''}`),
  );
}
const detailsQueries = {
  id: { any: detailsQueryFor(true, undefined), others: detailsQueryFor(true, 'others') },
  slug: { any: detailsQueryFor(false, undefined), others: detailsQueryFor(false, 'others') },
};
const detailsQuery = (byId: boolean, onlyType: 'others' | undefined) =>
  detailsQueries[byId ? 'id' : 'slug'][onlyType ?? 'any'];

/**
 * GET products/{id} and GET cars/{id} (onlyType 'others'): 404 when missing or of another type. A
 * read only: views are counted from the insight batches the shop sends (engagement/insights.ts), so
 * a product page costs no write.
 */
export async function productDetails(
  db: Db,
  viewer: Viewer,
  idOrSlug: string,
  onlyType?: 'others',
): Promise<ProductDetails> {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const [row] = await detailsQuery(byId, onlyType)(db).execute({ key: byId ? Number(idOrSlug) : idOrSlug });
  if (!row) throw notFound(onlyType ? messages.carNotFound : messages.productNotFound);

  const saved = await savedAmong(db, viewer.customer?.userId, [row.id]);
  return {
    ...toCard(row, saved.has(row.id)),
    images: typeof row.images === 'string' ? JSON.parse(row.images) : row.images,
    colors: row.colors,
    sizes: row.sizes,
    description: row.description,
    vendor: toVendorAnswer(row.vendor),
  };
}

/** GET products/{id}/reviews: newest first, with the average and the count of each star. */
export async function productReviews(
  db: Db,
  idOrSlug: string,
  page: number,
  perPage: number,
): Promise<ReviewsAnswer> {
  const [product] = await db
    .select({
      id: products.id,
      uuid: products.uuid,
      name: products.name,
      slug: products.slug,
      thumbnail: cardColumns.thumbnail,
    })
    .from(products)
    .where(productKey(idOrSlug))
    .limit(1);
  if (!product) throw notFound(messages.productNotFound);

  const [list, stars] = await Promise.all([
    db
      .select({
        uuid: reviews.uuid,
        rating: reviews.rating,
        title: reviews.title,
        body: reviews.body,
        authorName: reviews.authorName,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(eq(reviews.productId, product.id))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ rating: reviews.rating, n: sql<number | string>`count(*)` })
      .from(reviews)
      .where(eq(reviews.productId, product.id))
      .groupBy(reviews.rating),
  ]);
  const byStar = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let count = 0;
  let sum = 0;
  for (const s of stars) {
    const n = Number(s.n);
    byStar[String(s.rating) as keyof typeof byStar] = n;
    count += n;
    sum += n * s.rating;
  }
  const average = count === 0 ? 0 : Math.round((sum / count) * 10) / 10;
  return {
    data: list.map((r) => ({
      uuid: r.uuid,
      rating: r.rating,
      title: r.title,
      comment: r.body,
      reviewer_name: r.authorName,
      created_at: r.createdAt.toISOString(),
    })),
    pagination: paginationOf(page, perPage, count),
    product: { uuid: product.uuid, name: product.name, slug: product.slug, thumbnail: product.thumbnail },
    average_rating: average,
    summary: { average, count, by_star: byStar },
  };
}
