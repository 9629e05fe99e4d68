import { z } from 'zod';
import { nairaAmount, nairaQueryAmount } from './amounts.ts';
import {
  PRODUCT_FILTERS,
  PRODUCT_SORTS,
  PRODUCT_TYPES,
  PROMOTION_PAGE_SIZE,
  PROMOTION_TYPES,
  SEARCH_MAX,
} from './constants.ts';
import { pageQuery, paginated } from './envelope.ts';
import { entityUuid, isoDateOrDateTime, isoDateTime } from './ids.ts';
import { messages } from './messages.ts';
import { priceRangeInOrder } from './price-range.ts';

/** Catalog answers: categories, products, vendors, campaigns, promotions, reviews. */

export const productType = z.enum(PRODUCT_TYPES);
export const promotionType = z.enum(PROMOTION_TYPES);

export const category = z.object({
  uuid: entityUuid,
  name: z.string(),
  display_image: z.string().nullable(),
});
export type Category = z.infer<typeof category>;

/** GET products/categories: the web reads the list as `data.data` (spec section 7). */
export const categoriesAnswer = z.object({ data: z.array(category) });
export type CategoriesAnswer = z.infer<typeof categoriesAnswer>;

export const productLocation = z.object({ city: z.string().nullable(), state: z.string().nullable() });

/** A product as a card shows it. Prices are naira; a selling price of 0 reads 'Contact for price'. */
export const productCard = z.object({
  uuid: entityUuid,
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  type: productType,
  brand: z.string().nullable(),
  thumbnail: z.string().nullable(),
  selling_price: nairaAmount,
  actual_price: nairaAmount,
  vat_selling_price: nairaAmount,
  vat_actual_price: nairaAmount,
  quantity: z.number().int().nonnegative(),
  is_negotiable: z.boolean(),
  location: productLocation,
  city: z.string().nullable(),
  state: z.string().nullable(),
  url: z.string(),
  caption: z.string().nullable(),
  total_views: z.number().int().nonnegative(),
  campaign_image: z.string().nullable(),
  isSaved: z.boolean(),
  category: z.object({ uuid: entityUuid, name: z.string() }),
});
export type ProductCard = z.infer<typeof productCard>;

export const vendor = z.object({
  id: z.number().int(),
  name: z.string(),
  store_name: z.string(),
  slug: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  logo: z.string().nullable(),
  /**
   * How a shopper reaches the vendor: a phone number in international form (+234..., also used for a
   * WhatsApp link) and an email address; null when the vendor gave none.
   */
  phone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  /** Present in every server answer; optional so fixtures may leave them out. */
  uuid: entityUuid.optional(),
  is_popular: z.boolean().optional(),
  rating: z.number().min(0).max(5).optional(),
  product_count: z.number().int().nonnegative().optional(),
});
export type Vendor = z.infer<typeof vendor>;

export const productDetails = productCard.extend({
  images: z.array(z.object({ file_url: z.string() })),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  description: z.string(),
  vendor,
});
export type ProductDetails = z.infer<typeof productDetails>;

/** GET products/{id}: a numeric id or a slug (cards link with the slug). */
export const productIdParams = z.object({ id: z.string().trim().min(1).max(200) });
export type ProductIdParams = z.infer<typeof productIdParams>;

export const uuidParams = z.object({ uuid: entityUuid });
export type UuidParams = z.infer<typeof uuidParams>;

/** GET categories/{id}: the category's uuid (cards link with it), its slug, or its name when no other has it. */
export const categoryParams = z.object({ id: z.string().trim().min(1).max(200) });
export type CategoryParams = z.infer<typeof categoryParams>;

/** The price, sort and search fields the product list and the car list share, with their range check. */
const priceAndSearchFields = {
  min_price: nairaQueryAmount.optional(),
  max_price: nairaQueryAmount.optional(),
  sort: z.enum(PRODUCT_SORTS).optional(),
  search: z.string().trim().max(SEARCH_MAX).optional(),
};
const priceRangeError = { error: messages.priceRangeInvalid, path: ['max_price'] };

export const productListQuery = pageQuery
  .extend({
    promotion: promotionType.optional(),
    filter: z.enum(PRODUCT_FILTERS).optional(),
    category: entityUuid.optional(),
    vendor: z.string().trim().min(1).max(200).optional(),
    type: productType.optional(),
    ...priceAndSearchFields,
    /** Opaque keyset cursor from `next_cursor`; when given it takes precedence over `page`. */
    cursor: z.string().max(500).optional(),
  })
  .refine(priceRangeInOrder, priceRangeError);
export type ProductListQuery = z.infer<typeof productListQuery>;

/**
 * Totals are counted up to PRODUCT_COUNT_CAP so a list over a million products never counts them all:
 * `total_capped` says the real total is larger. Offset pages stop at the cap (page past it: 422); the
 * `next_cursor` of every answer continues the same order without limit (infinite scroll), and is null
 * on the last page.
 */
/** Product lists count their total up to this many rows (see productListAnswer). */
export const PRODUCT_COUNT_CAP = 10_000;

export const productListAnswer = paginated(productCard).extend({
  next_cursor: z.string().nullable().optional(),
  total_capped: z.boolean().optional(),
});
export type ProductListAnswer = z.infer<typeof productListAnswer>;

export const campaign = z.object({
  uuid: entityUuid,
  name: z.string(),
  headline: z.string().nullable(),
  caption: z.string().nullable(),
  campaign_image: z.string().nullable(),
  url: z.string().nullable(),
});
export type Campaign = z.infer<typeof campaign>;

/**
 * GET campaigns/audiences/all and GET carousel-campaigns (home header carousel): live campaigns only
 * (started, not ended). GET campaigns/{uuid} answers one `campaign`, live or not.
 */
export const campaignsAnswer = z.array(campaign);
export type CampaignsAnswer = z.infer<typeof campaignsAnswer>;

export const promotion = z.object({
  type: promotionType,
  name: z.string(),
  start_date: isoDateOrDateTime.nullable(),
  end_date: isoDateOrDateTime.nullable(),
  banner_image: z.string().nullable(),
  banner_image_sm: z.string().nullable(),
});
export type Promotion = z.infer<typeof promotion>;

export const promotionProductsQuery = z.object({
  promotion_type: promotionType,
  per_page: z.coerce.number().int().min(1).max(50).default(PROMOTION_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type PromotionProductsQuery = z.infer<typeof promotionProductsQuery>;

export const promotionProductsAnswer = z.object({
  promotion,
  products: paginated(productCard),
});
export type PromotionProductsAnswer = z.infer<typeof promotionProductsAnswer>;

/** GET main-store; the web keeps the first FLASH_PICK_COUNT flash picks. */
export const mainStoreAnswer = z.object({
  new_arrivals: z.array(productCard),
  flash_pick_of_the_day: z.array(productCard),
});
export type MainStoreAnswer = z.infer<typeof mainStoreAnswer>;

export const popularStoresAnswer = z.object({
  top_deals: z.array(productCard),
  best_selling_products: z.array(productCard),
  popular_vendors: z.array(vendor),
});
export type PopularStoresAnswer = z.infer<typeof popularStoresAnswer>;

/**
 * GET promotions: the home page's promotion sections. Only promotions of PROMOTION_TYPES that are live
 * now (started or no start date, not ended) and have at least one product are listed, each with its
 * first PROMOTION_PAGE_SIZE products in the promotion's order; an ended or empty promotion is absent,
 * so the home page hides a section simply when its type is missing from this list.
 */
export const livePromotion = promotion.extend({
  products: z.array(productCard),
  total_products: z.number().int().nonnegative(),
});
export type LivePromotion = z.infer<typeof livePromotion>;
export const livePromotionsAnswer = z.array(livePromotion);
export type LivePromotionsAnswer = z.infer<typeof livePromotionsAnswer>;

/**
 * What the server reads for GET promotion-products: any well-formed type, so an unknown promotion is a
 * 404 (not a 422) while a bad per_page or page is a 422. An ended promotion still answers, with its dates.
 */
export const promotionProductsRequest = promotionProductsQuery.extend({
  promotion_type: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,60}$/, 'Invalid promotion type'),
});
export type PromotionProductsRequest = z.infer<typeof promotionProductsRequest>;

/** GET categories/{uuid}: the category with how many listings it has of each type. */
export const categoryDetailsAnswer = category.extend({
  product_count: z.number().int().nonnegative(),
  counts: z.object({
    product: z.number().int().nonnegative(),
    service: z.number().int().nonnegative(),
    others: z.number().int().nonnegative(),
  }),
});
export type CategoryDetailsAnswer = z.infer<typeof categoryDetailsAnswer>;

/** Query of GET vendors/{name} and GET stores/{id}: the vendor's products, newest first by default. */
export const vendorProductsQuery = pageQuery.extend({
  sort: z.enum(PRODUCT_SORTS).optional(),
  cursor: z.string().max(500).optional(),
});
export type VendorProductsQuery = z.infer<typeof vendorProductsQuery>;

/** GET cars (type others): brand is the brand's name or slug, prices in naira. Answer: productListAnswer. */
export const carsQuery = pageQuery
  .extend({
    brand: z.string().trim().min(1).max(100).optional(),
    ...priceAndSearchFields,
    cursor: z.string().max(500).optional(),
  })
  .refine(priceRangeInOrder, priceRangeError);
export type CarsQuery = z.infer<typeof carsQuery>;

/** Store listing (/store-listing). */
export const vendorsQuery = pageQuery.extend({ search: z.string().trim().max(SEARCH_MAX).optional() });
export type VendorsQuery = z.infer<typeof vendorsQuery>;
export const vendorsAnswer = paginated(vendor);
export type VendorsAnswer = z.infer<typeof vendorsAnswer>;

/** /vendor/{name} and /store/{id}: the vendor's slug, numeric id, or store name (any letter case). */
export const vendorParams = z.object({ id: z.string().trim().min(1).max(200) });
export type VendorParams = z.infer<typeof vendorParams>;
/** `products` is a product list answer: paginated cards plus next_cursor and total_capped. */
export const vendorAnswer = z.object({ vendor, products: productListAnswer });
export type VendorAnswer = z.infer<typeof vendorAnswer>;

export const review = z.object({
  uuid: entityUuid,
  rating: z.number().int().min(1).max(5),
  title: z.string().nullable(),
  comment: z.string(),
  reviewer_name: z.string(),
  created_at: isoDateTime,
});
export type Review = z.infer<typeof review>;

export const reviewsAnswer = paginated(review).extend({
  product: z.object({
    uuid: entityUuid,
    name: z.string(),
    slug: z.string(),
    thumbnail: z.string().nullable(),
  }),
  /** 0 when there are no reviews yet. */
  average_rating: z.number().min(0).max(5),
  /** average (1 decimal, 0 with no reviews), count, and how many reviews gave each star. */
  summary: z.object({
    average: z.number().min(0).max(5),
    count: z.number().int().nonnegative(),
    by_star: z.object({
      '1': z.number().int().nonnegative(),
      '2': z.number().int().nonnegative(),
      '3': z.number().int().nonnegative(),
      '4': z.number().int().nonnegative(),
      '5': z.number().int().nonnegative(),
    }),
  }),
});
export type ReviewsAnswer = z.infer<typeof reviewsAnswer>;

/** POST reviews for /account/reviews-and-ratings/rate-product/{id}. */
export const reviewBody = z.object({
  rating: z.number().int().min(1).max(5),
  title: z.string().trim().max(150).optional(),
  comment: z.string().trim().min(1).max(2000),
});
export type ReviewBody = z.infer<typeof reviewBody>;
