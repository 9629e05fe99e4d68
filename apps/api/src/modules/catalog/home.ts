import type {
  Campaign,
  LivePromotionsAnswer,
  MainStoreAnswer,
  PopularStoresAnswer,
  Promotion,
  PromotionProductsAnswer,
  Vendor,
} from '@oja/contract/catalog';
import { FLASH_PICK_COUNT, PROMOTION_TYPES, type PromotionType } from '@oja/contract/constants';
import { paginationOf } from '@oja/contract/envelope';
import { messages } from '@oja/contract/messages';
import {
  and,
  asc,
  type Column,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  campaigns,
  categories,
  products,
  promotionProducts,
  promotions,
  vendors,
} from '../../db/tables/catalog.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { type CardRow, cardCategoryJoin, cardColumns, cardListsFor, cardsFor, discountBp } from './cards.ts';
import { viewPeriod } from './details.ts';
import { toVendorAnswer, type VendorColumnsRow, vendorColumns } from './vendor-columns.ts';

const HOME_LIST = 12;
const PROMOTION_PREVIEW = 10;
const inStock = gt(products.quantity, 0);

/** In stock, priced and actually cheaper than before: what top deals and picks are drawn from. */
const dealCondition = and(inStock, gt(products.sellingPriceKobo, 0), gt(discountBp, 0));

/** Started (or no start) and not ended (or no end). */
const isLive = (start: Column, end: Column) =>
  and(or(isNull(start), lte(start, sql`now()`)), or(isNull(end), gt(end, sql`now()`)));

/** A promotion's products as card rows, in its own order (position). */
const promotionCards = (db: Db, promotionId: number | Placeholder) =>
  db
    .select(cardColumns)
    .from(promotionProducts)
    .innerJoin(products, eq(products.id, promotionProducts.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(promotionProducts.promotionId, promotionId))
    .orderBy(asc(promotionProducts.position), asc(products.id));

function promotionCardRows(db: Db, promotionId: number, limit: number, offset = 0) {
  return promotionCards(db, promotionId).limit(limit).offset(offset);
}

/** The first products of a home promotion, prepared once: the home asks for each live promotion's. */
const promotionPreviewQuery = preparedQuery((db) =>
  promotionCards(db, sql.placeholder('promotionId'))
    .limit(PROMOTION_PREVIEW)
    .prepare('home_promotion_preview'),
);

/** The live flash sale, if any (the first found): a subquery of main-store's statement. */
const liveFlashSaleId = (db: Db) =>
  db
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.type, 'flash_sales'), isLive(promotions.startDate, promotions.endDate)))
    .limit(1);

/** Today's order of a product: an md5 of its id and the Lagos date, the same for every shopper. */
const dailyOrder = sql`md5(${products.id}::text || ${sql.placeholder('day')})`;

/** The 60 best deals, as a subquery of the deal picks' statement. */
const bestDealIds = (db: Db) =>
  db
    .select({ id: products.id })
    .from(products)
    .where(dealCondition)
    .orderBy(desc(discountBp), desc(products.id))
    .limit(60);

const dealPicksQuery = preparedQuery((db) =>
  db
    .select(cardColumns)
    .from(products)
    .innerJoin(categories, cardCategoryJoin)
    .where(inArray(products.id, bestDealIds(db)))
    .orderBy(dailyOrder)
    .limit(FLASH_PICK_COUNT)
    .prepare('home_deal_picks'),
);

/**
 * Main-store's first statement: the new arrivals (list 1) and the live flash sale's picks (list 2),
 * one round trip. Each branch keeps its own order and limit; the outer order (the list, then each
 * branch's own keys, carried as sort columns) keeps them apart and in order.
 */
const newArrivalsAndFlashPicksQuery = preparedQuery((db) =>
  db
    .select({
      ...cardColumns,
      list: sql<number>`1`.as('list'),
      byDate: sql`${products.createdAt}`.as('by_date'),
      byDay: sql`null::text`.as('by_day'),
    })
    .from(products)
    .innerJoin(categories, cardCategoryJoin)
    .where(inStock)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(HOME_LIST)
    .unionAll(
      db
        .select({
          ...cardColumns,
          list: sql<number>`2`.as('list'),
          byDate: sql`null::timestamptz`.as('by_date'),
          byDay: sql`${dailyOrder}`.as('by_day'),
        })
        .from(promotionProducts)
        .innerJoin(products, eq(products.id, promotionProducts.productId))
        .innerJoin(categories, cardCategoryJoin)
        .where(and(eq(promotionProducts.promotionId, sql`(${liveFlashSaleId(db)})`), inStock))
        .orderBy(dailyOrder)
        .limit(FLASH_PICK_COUNT),
    )
    .orderBy(sql`list`, sql`by_date desc`, sql`by_day`, sql`id desc`)
    .prepare('home_main_store'),
);

/**
 * The main-store lists. Flash pick of the day: the live flash sale's products, or when there is none
 * (or none in stock) the best deals, in an order that is fixed for the day (an md5 of id and Lagos
 * date) so every shopper sees the same picks.
 */
export async function mainStore(db: Db, viewer: Viewer): Promise<MainStoreAnswer> {
  const day = viewPeriod();
  const rows = await newArrivalsAndFlashPicksQuery(db).execute({ day });
  const newArrivals = rows.filter((r) => Number(r.list) === 1);
  let flash: CardRow[] = rows.filter((r) => Number(r.list) === 2);
  if (flash.length === 0) flash = await dealPicksQuery(db).execute({ day });
  return cardListsFor(db, viewer, { new_arrivals: newArrivals, flash_pick_of_the_day: flash });
}

const vendorListColumns = { ...vendorColumns, productCount: vendors.productCount };
type VendorRow = VendorColumnsRow & { productCount: number };

export const toVendor = (v: VendorRow): Vendor => ({
  ...toVendorAnswer(v),
  product_count: v.productCount,
});

export function selectVendors(db: Db) {
  return db.select(vendorListColumns).from(vendors);
}

/**
 * Popular-stores' two lists in one statement (one round trip, planned once: ADR 59): the top deals
 * (list 1, biggest discount first) and the best sellers (list 2; views stand for sales until orders
 * exist in volume, the order is the indexed (total_views, id)). Each branch keeps its own order and
 * limit; the outer order keeps them apart and in order.
 */
const topDealsAndBestSellersQuery = preparedQuery((db) =>
  db
    .select({
      ...cardColumns,
      list: sql<number>`1`.as('list'),
      byDiscount: sql<number | null>`${discountBp}`.as('by_discount'),
      byViews: sql<number | null>`null::int`.as('by_views'),
    })
    .from(products)
    .innerJoin(categories, cardCategoryJoin)
    .where(dealCondition)
    .orderBy(desc(discountBp), desc(products.id))
    .limit(HOME_LIST)
    .unionAll(
      db
        .select({
          ...cardColumns,
          list: sql<number>`2`.as('list'),
          byDiscount: sql<number | null>`null::int`.as('by_discount'),
          byViews: sql<number | null>`${products.totalViews}`.as('by_views'),
        })
        .from(products)
        .innerJoin(categories, cardCategoryJoin)
        .where(inStock)
        .orderBy(desc(products.totalViews), desc(products.id))
        .limit(HOME_LIST),
    )
    .orderBy(sql`list`, sql`by_discount desc`, sql`by_views desc`, sql`id desc`)
    .prepare('home_top_deals_best_sellers'),
);

const popularVendorsQuery = preparedQuery((db) =>
  selectVendors(db)
    .where(eq(vendors.isPopular, true))
    .orderBy(desc(vendors.rating), asc(vendors.id))
    .prepare('home_popular_vendors'),
);

export async function popularStoresAndVendors(db: Db, viewer: Viewer): Promise<PopularStoresAnswer> {
  const [rows, popular] = await Promise.all([
    topDealsAndBestSellersQuery(db).execute(),
    popularVendorsQuery(db).execute(),
  ]);
  const cards = await cardListsFor(db, viewer, {
    top_deals: rows.filter((r) => Number(r.list) === 1),
    best_selling_products: rows.filter((r) => Number(r.list) === 2),
  });
  return { ...cards, popular_vendors: popular.map(toVendor) };
}

type PromotionRow = typeof promotions.$inferSelect;
const toPromotion = (p: PromotionRow): Promotion => ({
  type: p.type as PromotionType,
  name: p.name,
  start_date: p.startDate?.toISOString() ?? null,
  end_date: p.endDate?.toISOString() ?? null,
  banner_image: p.bannerImage,
  banner_image_sm: p.bannerImageSm,
});

const promotionSize = (promotionId: SQL | number) =>
  sql<number | string>`(select count(*) from promotion_products pp where pp.promotion_id = ${promotionId})`;

/** GET promotions: the live home promotions that have products (ended and empty ones are left out). */
export async function livePromotions(db: Db, viewer: Viewer): Promise<LivePromotionsAnswer> {
  const live = await db
    .select({ promotion: promotions, size: promotionSize(sql`"promotions"."id"`) })
    .from(promotions)
    .where(
      and(inArray(promotions.type, [...PROMOTION_TYPES]), isLive(promotions.startDate, promotions.endDate)),
    )
    .orderBy(asc(promotions.id));
  const shown = live.filter((p) => Number(p.size) > 0);
  const rows = await Promise.all(
    shown.map((p) => promotionPreviewQuery(db).execute({ promotionId: p.promotion.id })),
  );
  const lists = await cardListsFor(
    db,
    viewer,
    Object.fromEntries(shown.map((p, i) => [p.promotion.type, rows[i] ?? []])),
  );
  return shown.map((p) => ({
    ...toPromotion(p.promotion),
    products: lists[p.promotion.type] ?? [],
    total_products: Number(p.size),
  }));
}

/**
 * GET promotion-products: one of the home promotions with its products; 404 for a type that is not one
 * of them. An ended promotion still answers (its end_date tells the shop it is over).
 */
export async function promotionProductsOf(
  db: Db,
  viewer: Viewer,
  type: string,
  page: number,
  perPage: number,
): Promise<PromotionProductsAnswer> {
  if (!(PROMOTION_TYPES as readonly string[]).includes(type)) throw notFound(messages.promotionNotFound);
  const [row] = await db.select().from(promotions).where(eq(promotions.type, type)).limit(1);
  if (!row) throw notFound(messages.promotionNotFound);
  const [cards, [size]] = await Promise.all([
    promotionCardRows(db, row.id, perPage, (page - 1) * perPage),
    db.select({ n: promotionSize(row.id) }).from(sql`(select 1) one`),
  ]);
  return {
    promotion: toPromotion(row),
    products: {
      data: await cardsFor(db, viewer, cards),
      pagination: paginationOf(page, perPage, Number(size?.n ?? 0)),
    },
  };
}

const campaignColumns = {
  uuid: campaigns.uuid,
  name: campaigns.name,
  headline: campaigns.headline,
  caption: campaigns.caption,
  campaign_image: campaigns.campaignImage,
  url: campaigns.url,
};
const campaignLive = isLive(campaigns.startsAt, campaigns.endsAt);

/** GET carousel-campaigns: the live campaigns of the home header carousel. */
export function carouselCampaigns(db: Db): Promise<Campaign[]> {
  return db
    .select(campaignColumns)
    .from(campaigns)
    .where(and(eq(campaigns.isCarousel, true), campaignLive))
    .orderBy(asc(campaigns.id));
}

/** GET campaigns/audiences/all: live campaigns meant for every shopper. */
export function audienceCampaigns(db: Db): Promise<Campaign[]> {
  return db
    .select(campaignColumns)
    .from(campaigns)
    .where(and(eq(campaigns.audience, 'all'), campaignLive))
    .orderBy(asc(campaigns.id));
}

export async function campaignByUuid(db: Db, uuid: string): Promise<Campaign> {
  const [row] = await db.select(campaignColumns).from(campaigns).where(eq(campaigns.uuid, uuid)).limit(1);
  if (!row) throw notFound(messages.campaignNotFound);
  return row;
}
