import { PRODUCT_TYPES } from '@oja/contract/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, kobo, publicUuid, timestamptz } from '../columns.ts';
import { users } from './identity.ts';

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const productType = pgEnum('product_type', PRODUCT_TYPES);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  uuid: publicUuid(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  displayImage: text('display_image').notNull(),
  colour: text('colour').notNull(),
  position: integer('position').notNull().default(0),
  isSideMenu: boolean('is_side_menu').notNull().default(false),
});

export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    name: text('name').notNull(),
    storeName: text('store_name').notNull(),
    slug: text('slug').notNull().unique(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    logo: text('logo').notNull(),
    isPopular: boolean('is_popular').notNull().default(false),
    rating: real('rating').notNull().default(0),
    /** How a shopper reaches the vendor (services and unpriced products are agreed with them). */
    phone: text('phone'),
    email: text('email'),
    /**
     * How many products the vendor has, kept by triggers on products (migration 0010): counting
     * them for each vendor card took 0.7 s for the home's popular vendors at a million products.
     */
    productCount: integer('product_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('vendors_is_popular_idx').on(t.isPopular)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  uuid: publicUuid(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    type: productType('type').notNull().default('product'),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    // Copies of the brand and category names: a generated column can only read its own row, and the
    // search vector weighs them. Brands and categories are not renamed in this product.
    brandName: text('brand_name'),
    categoryName: text('category_name').notNull(),
    description: text('description').notNull().default(''),
    caption: text('caption').notNull().default(''),
    sellingPriceKobo: kobo('selling_price_kobo').notNull(),
    actualPriceKobo: kobo('actual_price_kobo').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull().default(750),
    quantity: integer('quantity').notNull().default(0),
    // Shipping weight: couriers price a package by its kilograms.
    weightGrams: integer('weight_grams').notNull().default(1000),
    colors: text('colors').array().notNull().default(sql`'{}'::text[]`),
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    isNegotiable: boolean('is_negotiable').notNull().default(false),
    city: text('city').notNull(),
    state: text('state').notNull(),
    totalViews: bigint('total_views', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("brand_name", '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("category_name", '') || ' ' || coalesce("description", '')), 'C')`,
      ),
  },
  (t) => [
    index('products_category_id_id_idx').on(t.categoryId, t.id),
    // A category's listings counted by type (its page's header and tabs) without reading the rows:
    // an index-only scan, 13-17 ms for the largest category of a million products instead of a scan
    // of the table (0.4-7 s).
    index('products_category_id_type_idx').on(t.categoryId, t.type),
    index('products_vendor_id_idx').on(t.vendorId),
    index('products_brand_id_idx').on(t.brandId),
    // Ascending on purpose: drizzle writes `.desc()` as DESC NULLS LAST, which `ORDER BY x DESC` (NULLS FIRST)
    // cannot use; a plain index scans backwards for DESC. The id makes keyset pages stable on ties.
    index('products_created_at_id_idx').on(t.createdAt, t.id),
    index('products_selling_price_id_idx').on(t.sellingPriceKobo, t.id),
    // Price low to high lists "Contact for price" (0) last; the expression must match `unpriced` in listing.ts.
    index('products_priced_first_id_idx').using(
      'btree',
      sql`(${t.sellingPriceKobo} = 0)`,
      t.sellingPriceKobo,
      t.id,
    ),
    index('products_total_views_id_idx').on(t.totalViews, t.id),
    index('products_type_id_idx').on(t.type, t.id),
    // Category and vendor pages list newest first; both keep their keyset pages on one index.
    index('products_category_id_created_at_id_idx').on(t.categoryId, t.createdAt, t.id),
    index('products_vendor_id_created_at_id_idx').on(t.vendorId, t.createdAt, t.id),
    // Top deals order by the discount in basis points; the expression must match discountBp in the service.
    index('products_discount_bp_id_idx').using(
      'btree',
      sql`((${t.actualPriceKobo} - ${t.sellingPriceKobo}) * 10000 / greatest(${t.actualPriceKobo}, 1))`,
      t.id,
    ),
    index('products_search_idx').using('gin', t.search).with({ gin_pending_list_limit: 64 }),
    check(
      'products_prices_check',
      sql`${t.sellingPriceKobo} >= 0 and ${t.actualPriceKobo} >= ${t.sellingPriceKobo}`,
    ),
    check('products_quantity_check', sql`${t.quantity} >= 0`),
    check('products_weight_check', sql`${t.weightGrams} > 0`),
    check('products_vat_rate_check', sql`${t.vatRateBp} between 0 and 10000`),
  ],
);

/**
 * Every word of every product name, lower-cased, once: the vocabulary a misspelt search word is
 * corrected against (search.ts). A few thousand short rows, so a trigram match over them takes well
 * under a millisecond where one over a million names took tens. Kept by triggers on products
 * (migration 0009): a new product or a renamed one adds its words; words are never removed (a word
 * no product has any more corrects to something that finds nothing, as the word itself would).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

/**
 * Every (stemmed word, product) pair of the product text vectors, with the word's weight in that
 * product: the postings a plain search reads instead of ranking thousands of product rows (ADR 46).
 * The key's order (lexeme, product_id) hands back a word's products in id order, so a search of
 * several words merges their lists and stops after the candidates it needs; impact rides along in
 * the key so no row of this table or of products is read. Kept by triggers on products (migration
 * 0019); no foreign key, so a seed of a million products checks none of its fifteen million rows.
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    lexeme: text('lexeme').notNull(),
    productId: integer('product_id').notNull(),
    /** How strongly the word marks the product: 10 a time in its name, 4 in its brand, 2 elsewhere. */
    impact: smallint('impact').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lexeme, t.productId, t.impact] })],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    fileUrl: text('file_url').notNull(),
  },
  (t) => [unique('product_images_product_position_key').on(t.productId, t.position)],
);

// One row per viewer per period, so a refresh does not count twice.
export const productViews = pgTable(
  'product_views',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    period: text('period').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'product_views_pkey', columns: [t.productId, t.viewerKey, t.period] }),
    // for_you reads a viewer's recent views.
    index('product_views_viewer_key_created_at_idx').on(t.viewerKey, t.createdAt),
    // The prune job deletes old views by their time (ADR 0074).
    index('product_views_created_at_idx').on(t.createdAt),
  ],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    name: text('name').notNull(),
    headline: text('headline').notNull(),
    caption: text('caption').notNull().default(''),
    campaignImage: text('campaign_image').notNull(),
    url: text('url').notNull(),
    isCarousel: boolean('is_carousel').notNull().default(false),
    audience: text('audience').notNull().default('all'),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    createdAt: createdAt(),
  },
  (t) => [index('campaigns_is_carousel_idx').on(t.isCarousel)],
);

export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  type: text('type').notNull().unique(),
  name: text('name').notNull(),
  startDate: timestamptz('start_date'),
  endDate: timestamptz('end_date'),
  bannerImage: text('banner_image').notNull(),
  bannerImageSm: text('banner_image_sm').notNull(),
});

export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'promotion_products_pkey', columns: [t.promotionId, t.productId] }),
    index('promotion_products_product_id_idx').on(t.productId),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_product_id_created_at_idx').on(t.productId, t.createdAt),
    index('reviews_user_id_idx').on(t.userId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Saved-item alerts waiting for the alert job (ADR 0074): at most one row per product and kind,
 * queued in the transaction of the change (a price drop, a product back from sold out) and taken by
 * the job after the commit, which tells the savers. Written only by catalog/price-stock*.ts.
 */
export const productAlerts = pgTable(
  'product_alerts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    // A price drop's "was": the price before the first drop still waiting.
    previousPriceKobo: kobo('previous_price_kobo'),
    queuedAt: timestamptz('queued_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'product_alerts_pkey', columns: [t.productId, t.kind] }),
    check('product_alerts_kind_check', sql`${t.kind} in ('price_drop', 'back_in_stock')`),
  ],
);
