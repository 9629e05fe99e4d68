import type {
  CategoryDetailsAnswer,
  VendorAnswer,
  VendorProductsQuery,
  VendorsAnswer,
} from '@oja/contract/catalog';
import { paginationOf } from '@oja/contract/envelope';
import { messages } from '@oja/contract/messages';
import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { selectVendors, toVendor } from './home.ts';
import { listProducts } from './listing.ts';
import { categories, products, vendors } from './tables.ts';

/** GET categories/{uuid}: the category and how many listings of each type it holds. */
export async function categoryDetails(db: Db, uuid: string): Promise<CategoryDetailsAnswer> {
  const [category] = await db
    .select({
      id: categories.id,
      uuid: categories.uuid,
      name: categories.name,
      display_image: categories.displayImage,
    })
    .from(categories)
    .where(eq(categories.uuid, uuid))
    .limit(1);
  if (!category) throw notFound(messages.categoryNotFound);
  const byType = await db
    .select({ type: products.type, n: sql<number | string>`count(*)` })
    .from(products)
    .where(eq(products.categoryId, category.id))
    .groupBy(products.type);
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

/** GET vendors/{name} and GET stores/{id}: a vendor by slug or numeric id, with its products. */
export async function vendorPage(
  db: Db,
  viewer: Viewer,
  idOrSlug: string,
  q: VendorProductsQuery,
): Promise<VendorAnswer> {
  const byId = /^\d{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : -1;
  const [vendor] = await selectVendors(db)
    .where(or(eq(vendors.slug, idOrSlug.toLowerCase()), eq(vendors.id, byId)))
    .limit(1);
  if (!vendor) throw notFound(messages.storeNotFound);
  const list = await listProducts(db, viewer, { ...q, vendorId: vendor.id });
  return { vendor: toVendor(vendor), products: list };
}
