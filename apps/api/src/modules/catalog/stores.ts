import type {
  CategoryDetailsAnswer,
  VendorAnswer,
  VendorProductsQuery,
  VendorsAnswer,
} from '@oja/contract/catalog';
import { paginationOf } from '@oja/contract/envelope';
import { entityUuid } from '@oja/contract/ids';
import { messages } from '@oja/contract/messages';
import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products, vendors } from '../../db/tables/catalog.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { selectVendors, toVendor } from './home.ts';
import { listProducts } from './listing.ts';

/**
 * How many listings of each type a category holds: read from the (category_id, type) index alone
 * (an index-only scan), not from the rows, so the largest category of a million products costs
 * 13-17 ms instead of a scan of the table.
 */
export function listingsByType(db: Db, categoryId: number) {
  return db
    .select({ type: products.type, n: sql<number | string>`count(*)` })
    .from(products)
    .where(eq(products.categoryId, categoryId))
    .groupBy(products.type);
}

/**
 * GET categories/{id}: the category and how many listings of each type it holds. Cards link with the
 * uuid; a typed address (/category/Fashion) finds it by slug or by name in any letter case, when exactly
 * one category has that name. Anything else is not found (404).
 */
export async function categoryDetails(db: Db, id: string): Promise<CategoryDetailsAnswer> {
  const select = () =>
    db
      .select({
        id: categories.id,
        uuid: categories.uuid,
        name: categories.name,
        display_image: categories.displayImage,
      })
      .from(categories);
  let category: Awaited<ReturnType<typeof select>>[number] | undefined;
  if (entityUuid.safeParse(id).success) {
    [category] = await select().where(eq(categories.uuid, id)).limit(1);
  } else {
    [category] = await select().where(eq(categories.slug, id.toLowerCase())).limit(1);
    if (!category) {
      // A name two categories share is the address of neither.
      const named = await select().where(sql`lower(${categories.name}) = lower(${id})`).limit(2);
      if (named.length === 1) category = named[0];
    }
  }
  if (!category) throw notFound(messages.categoryNotFound);
  const byType = await listingsByType(db, category.id);
  const counts = { product: 0, service: 0, others: 0 };
  for (const row of byType) counts[row.type] = Number(row.n);
  const { id: _id, ...shown } = category;
  return { ...shown, product_count: counts.product + counts.service + counts.others, counts };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET stores: the store listing, popular stores first, searchable by store or city name. */
export async function listStores(
  db: Db,
  q: { page: number; perPage: number; search?: string | undefined },
): Promise<VendorsAnswer> {
  const pattern = q.search ? `%${escapeLike(q.search)}%` : undefined;
  const where = pattern
    ? or(ilike(vendors.storeName, pattern), ilike(vendors.city, pattern), ilike(vendors.state, pattern))
    : undefined;
  const [rows, total] = await Promise.all([
    selectVendors(db)
      .where(where)
      .orderBy(sql`${vendors.isPopular} desc`, asc(vendors.storeName))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.$count(vendors, where),
  ]);
  return { data: rows.map(toVendor), pagination: paginationOf(q.page, q.perPage, total) };
}

/**
 * GET vendors/{name} and GET stores/{id}: a vendor by slug or numeric id, or by its store name in any
 * letter case (a shopper types /vendor/Aba Made Leather) when exactly one store has that name.
 */
export async function vendorPage(
  db: Db,
  viewer: Viewer,
  idOrSlug: string,
  q: VendorProductsQuery,
): Promise<VendorAnswer> {
  const byId = /^\d{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : -1;
  let [vendor] = await selectVendors(db)
    .where(or(eq(vendors.slug, idOrSlug.toLowerCase()), eq(vendors.id, byId)))
    .limit(1);
  if (!vendor) {
    const named = await selectVendors(db)
      .where(sql`lower(${vendors.storeName}) = lower(${idOrSlug})`)
      .limit(2);
    if (named.length === 1) vendor = named[0];
  }
  if (!vendor) throw notFound(messages.storeNotFound);
  const list = await listProducts(db, viewer, { ...q, vendorId: vendor.id });
  return { vendor: toVendor(vendor), products: list };
}
