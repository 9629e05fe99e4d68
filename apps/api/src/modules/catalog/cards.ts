import type { ProductCard } from '@oja/contract/catalog';
import { koboToNaira, withVatKobo } from '@oja/contract/money';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isAnyOf, preparedQuery } from '../../db/prepared.ts';
import { categories, products } from '../../db/tables/catalog.ts';
import { savedItems } from '../../db/tables/saved.ts';
import type { Viewer } from '../../plugins/viewer.ts';

/** Discount in basis points; the same expression as the products_discount_bp_id_idx index. */
export const discountBp = sql<number>`((${products.actualPriceKobo} - ${products.sellingPriceKobo}) * 10000 / greatest(${products.actualPriceKobo}, 1))`;

/**
 * What a card needs, read in one query with its category (join `cardCategoryJoin`); the thumbnail is
 * image position 1. Other modules select it beside their own columns, e.g. `{ ...line, product: cardColumns }`.
 */
export const cardColumns = {
  id: products.id,
  uuid: products.uuid,
  slug: products.slug,
  name: products.name,
  type: products.type,
  brand: products.brandName,
  sellingPriceKobo: products.sellingPriceKobo,
  actualPriceKobo: products.actualPriceKobo,
  vatRateBp: products.vatRateBp,
  quantity: products.quantity,
  isNegotiable: products.isNegotiable,
  city: products.city,
  state: products.state,
  caption: products.caption,
  totalViews: products.totalViews,
  categoryUuid: categories.uuid,
  categoryName: categories.name,
  // Qualified by hand: drizzle leaves column names bare in a single-table select, and a bare "id"
  // inside this subquery would read product_images.id.
  thumbnail: sql<
    string | null
  >`(select i.file_url from product_images i where i.product_id = "products"."id" and i.position = 1)`,
};

/** The inner join `cardColumns` reads the category through. */
export const cardCategoryJoin = eq(categories.id, products.categoryId);

export type CardRow = {
  id: number;
  uuid: string;
  slug: string;
  name: string;
  type: ProductCard['type'];
  brand: string | null;
  sellingPriceKobo: number;
  actualPriceKobo: number;
  vatRateBp: number;
  quantity: number;
  isNegotiable: boolean;
  city: string;
  state: string;
  caption: string;
  totalViews: number;
  categoryUuid: string;
  categoryName: string;
  thumbnail: string | null;
};

/** The one mapping of a product to the contract's card: catalog lists, product page, cart lines, saved items. */
export function toCard(row: CardRow, isSaved: boolean): ProductCard {
  return {
    uuid: row.uuid,
    id: row.id,
    slug: row.slug,
    name: row.name,
    type: row.type,
    brand: row.brand,
    thumbnail: row.thumbnail,
    selling_price: koboToNaira(row.sellingPriceKobo),
    actual_price: koboToNaira(row.actualPriceKobo),
    vat_selling_price: koboToNaira(withVatKobo(row.sellingPriceKobo, row.vatRateBp)),
    vat_actual_price: koboToNaira(withVatKobo(row.actualPriceKobo, row.vatRateBp)),
    quantity: row.quantity,
    is_negotiable: row.isNegotiable,
    location: { city: row.city, state: row.state },
    city: row.city,
    state: row.state,
    url: `/product/${row.slug}`,
    caption: row.caption,
    total_views: Number(row.totalViews),
    campaign_image: null,
    isSaved,
    category: { uuid: row.categoryUuid, name: row.categoryName },
  };
}

const savedAmongQuery = preparedQuery((db) =>
  db
    .select({ productId: savedItems.productId })
    .from(savedItems)
    .where(
      and(
        eq(savedItems.userId, sql.placeholder('userId')),
        isAnyOf(savedItems.productId, sql.placeholder('ids')),
      ),
    )
    .prepare('cards_saved_among'),
);

/**
 * Which of these products the signed-in customer (`userId`) saved: one query for a whole list, none
 * for guests (undefined). `db` may be a transaction.
 */
export async function savedAmong(
  db: Db,
  userId: number | undefined,
  ids: readonly number[],
): Promise<Set<number>> {
  if (userId === undefined || ids.length === 0) return new Set();
  const rows = await savedAmongQuery(db).execute({ userId, ids: [...ids] });
  return new Set(rows.map((r) => r.productId));
}

const cardsByIdQuery = preparedQuery((db) =>
  db
    .select(cardColumns)
    .from(products)
    .innerJoin(categories, cardCategoryJoin)
    .where(isAnyOf(products.id, sql.placeholder('ids')))
    .prepare('cards_by_id'),
);

/** Card rows of these product ids, in the order given (missing ids are left out). */
export async function cardRowsInOrder(db: Db, ids: readonly number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const rows = await cardsByIdQuery(db).execute({ ids: [...ids] });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
}

/** Rows to cards with isSaved filled for the viewer. */
export async function cardsFor(db: Db, viewer: Viewer, rows: readonly CardRow[]): Promise<ProductCard[]> {
  const saved = await savedAmong(
    db,
    viewer.customer?.userId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toCard(row, saved.has(row.id)));
}

/** Several card lists for one answer, with a single isSaved query across all of them. */
export async function cardListsFor<K extends string>(
  db: Db,
  viewer: Viewer,
  lists: Record<K, readonly CardRow[]>,
): Promise<Record<K, ProductCard[]>> {
  const all = Object.values<readonly CardRow[]>(lists).flat();
  const saved = await savedAmong(
    db,
    viewer.customer?.userId,
    all.map((r) => r.id),
  );
  const out = {} as Record<K, ProductCard[]>;
  for (const key of Object.keys(lists) as K[])
    out[key] = lists[key].map((row) => toCard(row, saved.has(row.id)));
  return out;
}
