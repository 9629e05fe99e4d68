import { createHash } from 'node:crypto';
import { PRODUCT_COUNT_CAP, type ProductListAnswer } from '@oja/contract/catalog';
import type { ProductFilter, ProductSort, ProductType } from '@oja/contract/constants';
import { paginationOf } from '@oja/contract/envelope';
import { nairaToKobo } from '@oja/contract/money';
import {
  and,
  asc,
  type Column,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lte,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tunePrepared } from '../../db/prepared.ts';
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
import { cappedCounter } from './capped-count.ts';
import { cardCategoryJoin, cardColumns, cardRowsInOrder, cardsFor, discountBp } from './cards.ts';
import { type CursorOrder, decodeCursor, encodeCursor, type KeyCast, type Order } from './cursor.ts';
import { forYouCategories } from './for-you.ts';
import {
  plainSearchPage,
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

/** The values a list's filters put in its SQL (beside the cursor, limit and offset). */
type FilterValues = {
  type?: string;
  category?: string;
  vendorId?: number;
  vendor?: string;
  vendorById?: number;
  brand?: string;
  minKobo?: number;
  maxKobo?: number;
  promotion?: string;
};

function filterValuesOf(q: ListInput): FilterValues {
  return {
    type: q.type,
    category: q.category,
    vendorId: q.vendorId,
    vendor: q.vendor,
    vendorById: q.vendor && /^\d{1,9}$/.test(q.vendor) ? Number(q.vendor) : -1,
    brand: q.brand,
    minKobo: q.min_price === undefined ? undefined : nairaToKobo(q.min_price),
    maxKobo: q.max_price === undefined ? undefined : nairaToKobo(q.max_price),
    promotion: q.promotion,
  };
}

/** How a filter's value reaches the SQL: as a parameter of its own value, or a placeholder of its name. */
type ValueOf = (name: keyof FilterValues) => SQL;
const inlineValues =
  (values: FilterValues): ValueOf =>
  (name) =>
    sql`${values[name]}`;
const asPlaceholder: ValueOf = (name) => sql`${sql.placeholder(name)}`;

/** The WHERE of a product list: every condition is on products itself, so counting needs no join. */
async function conditionsOf(db: Db, viewer: Viewer, q: ListInput, corrected?: string): Promise<SQL[]> {
  const liked = q.filter === 'for_you' ? await forYouCategories(db, viewer) : [];
  return filterConditions(db, q, inlineValues(filterValuesOf(q)), liked, corrected);
}

/**
 * The conditions of `q`'s filters: which there are depends on which filters `q` has, their values
 * come from `value`. `liked` is for_you's categories.
 */
function filterConditions(db: Db, q: ListInput, value: ValueOf, liked: number[], corrected?: string): SQL[] {
  const where: SQL[] = [];
  if (q.type) where.push(eq(products.type, value('type')));
  if (q.category) {
    where.push(
      eq(
        products.categoryId,
        sql`(select ${categories.id} from ${categories} where ${categories.uuid} = ${value('category')})`,
      ),
    );
  }
  if (q.vendorId !== undefined) where.push(eq(products.vendorId, value('vendorId')));
  else if (q.vendor) {
    where.push(
      eq(
        products.vendorId,
        sql`(select ${vendors.id} from ${vendors} where ${vendors.slug} = ${value('vendor')} or ${vendors.id} = ${value('vendorById')} limit 1)`,
      ),
    );
  }
  if (q.brand) {
    where.push(
      sql`(lower(${products.brandName}) = lower(${value('brand')}) or ${products.brandId} = (select ${brands.id} from ${brands} where ${brands.slug} = ${value('brand')}))`,
    );
  }
  if (q.min_price !== undefined) where.push(gte(products.sellingPriceKobo, value('minKobo')));
  if (q.max_price !== undefined) where.push(lte(products.sellingPriceKobo, value('maxKobo')));
  if (q.promotion) {
    // IN (small set) lets the planner start from the promotion's dozen rows, not from a million products.
    where.push(
      inArray(
        products.id,
        db
          .select({ id: promotionProducts.productId })
          .from(promotionProducts)
          .innerJoin(promotions, eq(promotions.id, promotionProducts.promotionId))
          .where(eq(promotions.type, value('promotion'))),
      ),
    );
  }
  if (q.filter === 'new_arrivals' || q.filter === 'best_selling') where.push(gt(products.quantity, 0));
  if (q.filter === 'top_deals') {
    where.push(gt(discountBp, 0), gt(products.sellingPriceKobo, 0), gt(products.quantity, 0));
  }
  if (q.filter === 'for_you') {
    if (liked.length > 0) where.push(inArray(products.categoryId, liked));
    where.push(gt(products.quantity, 0));
  }
  if (q.search) where.push(searchMatch(q.search, corrected ?? q.search));
  return where;
}

/** The list's filters besides its search: each narrows it (filterConditions), and its total depends on them. */
const FILTERS = [
  'type',
  'category',
  'vendor',
  'vendorId',
  'brand',
  'min_price',
  'max_price',
  'promotion',
  'filter',
] as const satisfies readonly (keyof ListInput)[];

/** Whether the list has no condition but its search (for the one-statement search). */
const searchOnly = (q: ListInput) => FILTERS.every((key) => q[key] === undefined);

/** What a list's total depends on; undefined for a personal list (for_you), which is always counted. */
function countKeyOf(q: ListInput, corrected: string | undefined): string | undefined {
  if (q.filter === 'for_you') return undefined;
  return JSON.stringify([...FILTERS.map((key) => q[key]), q.search, corrected]);
}

const cappedCount = cappedCounter();

/** The ORDER BY, the sort key a cursor carries, and the WHERE of the page after `after` (a cursor). */
function keysetOf(order: Order, where: SQL[], after?: { key: unknown; id: unknown }) {
  const { key, cast, dir, group } = ORDERS[order];
  const by = dir === 'asc' ? asc : desc;
  const orderBy = [...(group ? [by(group(key))] : []), by(key), by(products.id)];
  const sortKey = sql<string>`(${key})::text`;
  if (!after) return { orderBy, sortKey, pageWhere: where };
  const op = dir === 'asc' ? sql`>` : sql`<`;
  const afterKey = sql`cast(${after.key} as ${sql.raw(cast)})`;
  const pageWhere = [
    ...where,
    group
      ? sql`(${group(key)}, ${key}, ${products.id}) ${op} (${group(afterKey)}, ${afterKey}, ${after.id})`
      : sql`(${key}, ${products.id}) ${op} (${afterKey}, ${after.id})`,
  ];
  return { orderBy, sortKey, pageWhere };
}

/**
 * A keyset page: the page's ids first (a subquery with its limit), their cards second, in one
 * statement (one round trip): rows skipped by an offset never run the card's subqueries and joins.
 * The outer query orders the page's rows by the same keys.
 */
function pageStatement(
  db: Db,
  pageWhere: SQL[],
  orderBy: SQL[],
  sortKey: SQL<string>,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  const keys = db
    .select({ id: products.id, sortKey: sortKey.as('sort_key') })
    .from(products)
    .where(and(...pageWhere))
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset)
    .as('page_keys');
  return db
    .select({ ...cardColumns, sortKey: keys.sortKey })
    .from(keys)
    .innerJoin(products, eq(products.id, keys.id))
    .innerJoin(categories, cardCategoryJoin)
    .orderBy(...orderBy);
}

/** The list's size, up to the cap: reads at most cap + 1 index entries. */
function countStatement(db: Db, where: SQL[]) {
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(products)
    .where(and(...where))
    .limit(PRODUCT_COUNT_CAP + 1)
    .as('capped');
  return db.select({ n: sql<number | string>`count(*)` }).from(capped);
}

/** Every value a list's statements carry: the filters', the page's limit and offset, the cursor's. */
type ListValues = FilterValues & {
  limit: number;
  offset: number;
  cursorKey: string | undefined;
  cursorId: number | undefined;
};

/**
 * A list without search and not for_you has a fixed shape: which filters it has, its order and
 * whether it has a cursor decide its SQL, and the values only fill it. Such lists' statements are
 * built once per shape (drizzle building them was about a fifth of a list's CPU) and prepared; search
 * and for_you build theirs for each request.
 */
const hasFixedShape = (q: ListInput) => !q.search && q.filter !== 'for_you';

/** How many shapes each database keeps prepared; a shape past them is built for its request. */
const MAX_SHAPES = 100;
const shapesOf = new WeakMap<Db, Map<string, ReturnType<typeof buildShape>>>();

function buildShape(
  db: Db,
  q: ListInput,
  order: Order,
  hasCursor: boolean,
  firstPage: boolean,
  name?: string,
) {
  const where = filterConditions(db, q, asPlaceholder, []);
  const { orderBy, sortKey, pageWhere } = keysetOf(
    order,
    where,
    hasCursor ? { key: sql.placeholder('cursorKey'), id: sql.placeholder('cursorId') } : undefined,
  );
  const page = pageStatement(
    db,
    pageWhere,
    orderBy,
    sortKey,
    // A first page (page 1 or a cursor's) has its limit and offset in its text: PostgreSQL then
    // plans it once and keeps the plan (withConstantsInSql); an offset page is planned per call.
    firstPage ? q.perPage + 1 : sql.placeholder('limit'),
    firstPage ? 0 : sql.placeholder('offset'),
  );
  const count = countStatement(db, where);
  return name
    ? {
        page: tunePrepared(page.prepare(`${name}_page`)),
        count: tunePrepared(count.prepare(`${name}_count`)),
      }
    : { page, count };
}

function shapeStatements(db: Db, q: ListInput, order: Order, hasCursor: boolean, offset: number) {
  const firstPage = offset === 0;
  const shape = JSON.stringify([
    order,
    hasCursor,
    firstPage ? q.perPage : null,
    Boolean(q.type),
    Boolean(q.category),
    q.vendorId !== undefined,
    Boolean(q.vendor),
    Boolean(q.brand),
    q.min_price !== undefined,
    q.max_price !== undefined,
    Boolean(q.promotion),
    q.filter ?? null,
  ]);
  let shapes = shapesOf.get(db);
  if (!shapes) {
    shapes = new Map();
    shapesOf.set(db, shapes);
  }
  let statements = shapes.get(shape);
  if (!statements) {
    if (shapes.size >= MAX_SHAPES) return buildShape(db, q, order, hasCursor, firstPage);
    const name = `products_list_${createHash('sha1').update(shape).digest('base64url').slice(0, 16)}`;
    statements = buildShape(db, q, order, hasCursor, firstPage, name);
    shapes.set(shape, statements);
  }
  return statements;
}

/**
 * GET products and every list built on it (cars, vendor pages): filters, one of the keyset orders or
 * search relevance, an offset page or a cursor, and a total counted only up to PRODUCT_COUNT_CAP.
 */
export async function listProducts(db: Db, viewer: Viewer, q: ListInput): Promise<ProductListAnswer> {
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
  if (order === 'relevance') {
    // Search results are ranked, not indexed by rank: the cursor carries the offset.
    if (cursor) offset = Number(cursor.key);
    if (!Number.isSafeInteger(offset) || offset < 0 || offset >= SEARCH_CANDIDATES) {
      throw pageTooDeep(SEARCH_CANDIDATES);
    }
  }

  // A plain search and nothing else: its page, correction included, in one statement when it can (ADR 66).
  const plain =
    relevance && q.search && searchOnly(q)
      ? await plainSearchPage(db, q.search, q.perPage + 1, offset)
      : undefined;
  const terms = q.search && !plain ? await searchTerms(db, q.search) : undefined;
  const corrected = terms?.corrected;
  const where = plain ? [] : await conditionsOf(db, viewer, q, corrected);
  const { orderBy, sortKey, pageWhere } =
    order === 'relevance'
      ? { orderBy: [], sortKey: sql<string>`''`, pageWhere: where }
      : keysetOf(order, where, cursor);

  const run = async (tx: Db) => {
    if (plain)
      return {
        rows: plain.rows.map((row) => ({ ...row, sortKey: '' })),
        total: plain.candidates,
        cap: SEARCH_CANDIDATES,
      };
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
    // The page and the count beside it on another connection; a list of a fixed shape runs the
    // statements prepared for its shape, with this request's values.
    const shape = hasFixedShape(q) ? shapeStatements(tx, q, order, Boolean(cursor), offset) : undefined;
    const values: ListValues = {
      ...filterValuesOf(q),
      limit: q.perPage + 1,
      offset,
      cursorKey: cursor?.key,
      cursorId: cursor?.id,
    };
    const [rows, total] = await Promise.all([
      shape
        ? shape.page.execute(values)
        : pageStatement(tx, pageWhere, orderBy, sortKey, q.perPage + 1, offset),
      cappedCount(countKeyOf(q, corrected), () =>
        shape ? shape.count.execute(values) : countStatement(tx, where),
      ),
    ]);
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
