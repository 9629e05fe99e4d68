import { PRODUCT_COUNT_CAP, type ProductListAnswer } from '@oja/contract/catalog';
import type { ProductFilter, ProductSort, ProductType } from '@oja/contract/constants';
import { paginationOf } from '@oja/contract/envelope';
import { nairaToKobo } from '@oja/contract/money';
import { and, asc, type Column, desc, eq, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  brands,
  categories,
  products,
  promotionProducts,
  promotions,
  vendors,
} from '../../db/tables/catalog.ts';
import { unprocessable } from '../../lib/http-errors.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { cardCategoryJoin, cardColumns, cardRowsInOrder, cardsFor, discountBp } from './cards.ts';
import { type CursorOrder, decodeCursor, encodeCursor, type KeyCast, type Order } from './cursor.ts';
import { forYouCategories } from './for-you.ts';
import {
  postingsSearchPage,
  rankedSearchPage,
  SEARCH_CANDIDATES,
  searchMatch,
  searchTerms,
} from './search.ts';

export type ListInput = {
  page: number;
  perPage: number;
  cursor?: string | undefined;
  promotion?: string | undefined;
  filter?: ProductFilter | undefined;
  /** Category uuid. */
  category?: string | undefined;
  /** Vendor slug or numeric id. */
  vendor?: string | undefined;
  vendorId?: number | undefined;
  type?: ProductType | undefined;
  /** Brand name or slug (cars). */
  brand?: string | undefined;
  min_price?: number | undefined;
  max_price?: number | undefined;
  sort?: ProductSort | undefined;
  search?: string | undefined;
};

/** Price 0 is "Contact for price": such listings go after every priced one, cheapest first. */
const unpriced = (price: Column | SQL) => sql`(${price} = 0)`;

/**
 * Each order is a keyset (value, id) backed by an index: (created_at, id), (selling_price_kobo, id),
 * (total_views, id) or the discount expression. A cursor page reads only the rows it returns, however deep.
 * `group` puts a leading term before the key, a function of the key itself (so the cursor still carries
 * only the key): price low to high sorts on (selling_price_kobo = 0, selling_price_kobo, id), its own
 * index. High to low needs none: price 0 is the lowest, last already.
 */
const ORDERS: Record<
  Order,
  { key: Column | SQL; cast: KeyCast; dir: 'asc' | 'desc'; group?: (key: Column | SQL) => SQL }
> = {
  newest: { key: products.createdAt, cast: 'timestamptz', dir: 'desc' },
  price_asc: { key: products.sellingPriceKobo, cast: 'int8', dir: 'asc', group: unpriced },
  price_desc: { key: products.sellingPriceKobo, cast: 'int8', dir: 'desc' },
  popular: { key: products.totalViews, cast: 'int8', dir: 'desc' },
  top_deals: { key: discountBp, cast: 'int8', dir: 'desc' },
};

const FILTER_ORDER: Record<ProductFilter, Order> = {
  new_arrivals: 'newest',
  top_deals: 'top_deals',
  best_selling: 'popular',
  for_you: 'popular',
};

const pageTooDeep = (cap: number) =>
  unprocessable({
    page: [`Pages stop after ${cap.toLocaleString('en-US')} products; continue with next_cursor`],
  });

/** The WHERE of a product list: every condition is on products itself, so counting needs no join. */
async function conditionsOf(db: Db, viewer: Viewer, q: ListInput, corrected?: string): Promise<SQL[]> {
  const where: SQL[] = [];
  if (q.type) where.push(eq(products.type, q.type));
  if (q.category) {
    where.push(
      eq(
        products.categoryId,
        sql`(select ${categories.id} from ${categories} where ${categories.uuid} = ${q.category})`,
      ),
    );
  }
  if (q.vendorId !== undefined) where.push(eq(products.vendorId, q.vendorId));
  else if (q.vendor) {
    const byId = /^\d{1,9}$/.test(q.vendor) ? Number(q.vendor) : -1;
    where.push(
      eq(
        products.vendorId,
        sql`(select ${vendors.id} from ${vendors} where ${vendors.slug} = ${q.vendor} or ${vendors.id} = ${byId} limit 1)`,
      ),
    );
  }
  if (q.brand) {
    where.push(
      sql`(lower(${products.brandName}) = lower(${q.brand}) or ${products.brandId} = (select ${brands.id} from ${brands} where ${brands.slug} = ${q.brand}))`,
    );
  }
  if (q.min_price !== undefined) where.push(gte(products.sellingPriceKobo, nairaToKobo(q.min_price)));
  if (q.max_price !== undefined) where.push(lte(products.sellingPriceKobo, nairaToKobo(q.max_price)));
  if (q.promotion) {
    // IN (small set) lets the planner start from the promotion's dozen rows, not from a million products.
    where.push(
      inArray(
        products.id,
        db
          .select({ id: promotionProducts.productId })
          .from(promotionProducts)
          .innerJoin(promotions, eq(promotions.id, promotionProducts.promotionId))
          .where(eq(promotions.type, q.promotion)),
      ),
    );
  }
  if (q.filter === 'new_arrivals' || q.filter === 'best_selling') where.push(gt(products.quantity, 0));
  if (q.filter === 'top_deals') {
    where.push(gt(discountBp, 0), gt(products.sellingPriceKobo, 0), gt(products.quantity, 0));
  }
  if (q.filter === 'for_you') {
    const liked = await forYouCategories(db, viewer);
    if (liked.length > 0) where.push(inArray(products.categoryId, liked));
    where.push(gt(products.quantity, 0));
  }
  if (q.search) where.push(searchMatch(q.search, corrected ?? q.search));
  return where;
}

/** Lists known to hold more than PRODUCT_COUNT_CAP products, and until when (epoch ms). */
const overCap = new Map<string, number>();
/** How long "more than the cap" is believed without counting again. */
const OVER_CAP_MS = 30_000;
const OVER_CAP_KEYS = 10_000;

/** What a list's total depends on; undefined for a personal list (for_you), which is always counted. */
function countKeyOf(q: ListInput, corrected: string | undefined): string | undefined {
  if (q.filter === 'for_you') return undefined;
  const { type, category, vendor, vendorId, brand, min_price, max_price, promotion, filter, search } = q;
  return JSON.stringify([
    type,
    category,
    vendor,
    vendorId,
    brand,
    min_price,
    max_price,
    promotion,
    filter,
    search,
    corrected,
  ]);
}

/**
 * The list's total, counted up to the cap (reading cap + 1 index entries at most). A list found over
 * the cap is shown as "10,000+", and stays so for OVER_CAP_MS without counting its 10,001 rows on every
 * page; a list under the cap is counted exactly each time.
 */
async function cappedCount(db: Db, where: SQL[], key: string | undefined): Promise<number> {
  const now = Date.now();
  if (key !== undefined && (overCap.get(key) ?? 0) > now) return PRODUCT_COUNT_CAP + 1;
  const counted = await db.execute<{ n: number | string }>(
    sql`select count(*) as n from (select 1 from ${products} where ${and(...where) ?? sql`true`} limit ${PRODUCT_COUNT_CAP + 1}) capped`,
  );
  const total = Number(counted.rows[0]?.n ?? 0);
  if (key !== undefined && total > PRODUCT_COUNT_CAP) {
    if (overCap.size >= OVER_CAP_KEYS) overCap.clear();
    overCap.set(key, now + OVER_CAP_MS);
  }
  return total;
}

/**
 * GET products and every list built on it (cars, vendor pages): filters, one of the keyset orders or
 * search relevance, an offset page or a cursor, and a total counted only up to PRODUCT_COUNT_CAP.
 */
export async function listProducts(db: Db, viewer: Viewer, q: ListInput): Promise<ProductListAnswer> {
  const terms = q.search ? await searchTerms(db, q.search) : undefined;
  const corrected = terms?.corrected;
  const where = await conditionsOf(db, viewer, q, corrected);
  const relevance = Boolean(q.search) && (q.sort === undefined || q.sort === 'relevance');
  const order: CursorOrder = relevance
    ? 'relevance'
    : q.sort && q.sort !== 'relevance'
      ? q.sort
      : q.filter
        ? FILTER_ORDER[q.filter]
        : 'newest';
  const cursor = q.cursor
    ? decodeCursor(q.cursor, order, order === 'relevance' ? 'offset' : ORDERS[order].cast)
    : undefined;
  let offset = cursor ? 0 : (q.page - 1) * q.perPage;
  if (offset >= PRODUCT_COUNT_CAP) throw pageTooDeep(PRODUCT_COUNT_CAP);

  let pageWhere = where;
  let orderBy: SQL[];
  let sortKey: SQL<string>;
  if (order === 'relevance') {
    // Search results are ranked, not indexed by rank: the cursor carries the offset.
    if (cursor) offset = Number(cursor.key);
    if (!Number.isSafeInteger(offset) || offset < 0 || offset >= SEARCH_CANDIDATES) {
      throw pageTooDeep(SEARCH_CANDIDATES);
    }
    orderBy = [];
    sortKey = sql<string>`''`;
  } else {
    const { key, cast, dir, group } = ORDERS[order];
    const by = dir === 'asc' ? asc : desc;
    orderBy = [...(group ? [by(group(key))] : []), by(key), by(products.id)];
    sortKey = sql<string>`(${key})::text`;
    if (cursor) {
      const op = dir === 'asc' ? sql`>` : sql`<`;
      const after = sql`cast(${cursor.key} as ${sql.raw(cast)})`;
      pageWhere = [
        ...where,
        group
          ? sql`(${group(key)}, ${key}, ${products.id}) ${op} (${group(after)}, ${after}, ${cursor.id})`
          : sql`(${key}, ${products.id}) ${op} (${after}, ${cursor.id})`,
      ];
    }
  }

  const run = async (tx: Db) => {
    if (order === 'relevance') {
      // A plain search with no other condition reads its page from the postings (ADR 46).
      if (terms?.alternatives && where.length === 1) {
        const found = await postingsSearchPage(tx, terms.alternatives, q.perPage + 1, offset);
        const rows = found.rows.map((row) => ({ ...row, sortKey: '' }));
        return { rows, total: found.candidates, cap: SEARCH_CANDIDATES };
      }
      const found = await rankedSearchPage(
        tx,
        corrected as string,
        and(...where) as SQL,
        q.perPage + 1,
        offset,
      );
      const rows = (await cardRowsInOrder(tx, found.ids)).map((row) => ({ ...row, sortKey: '' }));
      return { rows, total: found.candidates, cap: SEARCH_CANDIDATES };
    }
    // The page's ids first (a subquery with its limit), their cards second, in one statement (one
    // round trip): rows skipped by an offset never run the card's subqueries and joins. The outer
    // query orders the page's rows by the same keys. The count runs beside it on another connection.
    const keys = tx
      .select({ id: products.id, sortKey: sortKey.as('sort_key') })
      .from(products)
      .where(and(...pageWhere))
      .orderBy(...orderBy)
      .limit(q.perPage + 1)
      .offset(offset)
      .as('page_keys');
    const page = () =>
      tx
        .select({ ...cardColumns, sortKey: keys.sortKey })
        .from(keys)
        .innerJoin(products, eq(products.id, keys.id))
        .innerJoin(categories, cardCategoryJoin)
        .orderBy(...orderBy);
    const [rows, total] = await Promise.all([page(), cappedCount(tx, where, countKeyOf(q, corrected))]);
    return { rows, total, cap: PRODUCT_COUNT_CAP };
  };
  const { rows, total, cap } = await run(db);

  const more = rows.length > q.perPage;
  const page = rows.slice(0, q.perPage);
  const last = page.at(-1);
  const nextCursor =
    more && last
      ? encodeCursor(
          order === 'relevance'
            ? { order, key: String(offset + q.perPage), id: last.id }
            : { order, key: last.sortKey, id: last.id },
        )
      : null;
  return {
    data: await cardsFor(db, viewer, page),
    pagination: paginationOf(q.page, q.perPage, Math.min(total, cap)),
    next_cursor: nextCursor,
    total_capped: total > cap,
  };
}
