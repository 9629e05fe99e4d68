import { paginationOf } from '@oja/contract/envelope';
import { messages } from '@oja/contract/messages';
import type { SaveAnswer, SavedItemsAnswer, SavedItemsQuery } from '@oja/contract/saved';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/tables/catalog.ts';
import { savedItems } from '../../db/tables/saved.ts';
import { notFound } from '../../lib/http-errors.ts';
import { cardCategoryJoin, cardColumns, toCard } from '../catalog/cards.ts';

/** `%`, `_` and `\` typed by a shopper are searched for literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** GET products/saved: newest first, pages of `perPage` (5 by default), optional name/brand search. */
export async function listSavedItems(
  db: Db,
  userId: number,
  query: SavedItemsQuery,
): Promise<SavedItemsAnswer> {
  const { page, perPage, search } = query;
  const filters: SQL[] = [eq(savedItems.userId, userId)];
  if (search) {
    const pattern = likePattern(search);
    filters.push(or(ilike(products.name, pattern), ilike(products.brandName, pattern)) as SQL);
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ savedUuid: savedItems.uuid, product: cardColumns })
      .from(savedItems)
      .innerJoin(products, eq(products.id, savedItems.productId))
      .innerJoin(categories, cardCategoryJoin)
      .where(where)
      .orderBy(desc(savedItems.createdAt), desc(savedItems.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ value: count() })
      .from(savedItems)
      .innerJoin(products, eq(products.id, savedItems.productId))
      .where(where),
  ]);
  return {
    data: rows.map((row) => ({ uuid: row.savedUuid, product: toCard(row.product, true) })),
    pagination: paginationOf(page, perPage, total?.value ?? 0),
  };
}

/** POST products/save/{id}: saving twice is harmless (the pair is unique). */
export async function saveProduct(db: Db, userId: number, productUuid: string): Promise<SaveAnswer> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.uuid, productUuid))
    .limit(1);
  if (!product) throw notFound(messages.productUnavailable);
  await db.insert(savedItems).values({ userId, productId: product.id }).onConflictDoNothing();
  return { product_uuid: productUuid, isSaved: true };
}

/**
 * POST products/saved/{id}/remove: `id` is the product's uuid (what the heart knows) or the saved
 * item's own uuid (what the saved items page lists); both name the same row.
 */
export async function unsaveProduct(db: Db, userId: number, id: string): Promise<SaveAnswer> {
  const [removed] = await db
    .delete(savedItems)
    .where(
      and(
        eq(savedItems.userId, userId),
        or(
          eq(savedItems.uuid, id),
          eq(
            savedItems.productId,
            db.select({ id: products.id }).from(products).where(eq(products.uuid, id)),
          ),
        ),
      ),
    )
    .returning({ productId: savedItems.productId });
  if (!removed) throw notFound(messages.productNotSaved);
  const [product] = await db
    .select({ uuid: products.uuid })
    .from(products)
    .where(eq(products.id, removed.productId))
    .limit(1);
  return { product_uuid: product?.uuid ?? id, isSaved: false };
}
