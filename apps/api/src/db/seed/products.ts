import { sql } from 'drizzle-orm';
import { type Kind, kindOf } from '../../modules/catalog/illustrations.ts';
import type { Db } from '../client.ts';
import { CATEGORIES, type CategorySeed } from './data/categories.ts';
import { CLOTHING_SIZES, SHOE_SIZES } from './data/lines.ts';
import type { VendorSeed } from './data/vendors.ts';
import { int, pick, pickSome, type Rng, rngFor, slugify, uuidFrom } from './random.ts';

export interface SeedVendor {
  id: number;
  city: string;
  state: string;
  /** The shop's seed entry: what it trades in. */
  seed: VendorSeed;
}

export interface CatalogRefs {
  categoryIds: readonly number[];
  brandIds: ReadonlyMap<string, number>;
  vendors: readonly SeedVendor[];
}

export interface ProductRow {
  uuid: string;
  slug: string;
  name: string;
  type: CategorySeed['type'];
  brand_id: number | null;
  category_id: number;
  vendor_id: number;
  brand_name: string | null;
  category_name: string;
  description: string;
  caption: string;
  selling_price_kobo: number;
  actual_price_kobo: number;
  vat_rate_bp: number;
  quantity: number;
  weight_grams: number;
  colors: string[];
  sizes: string[];
  is_negotiable: boolean;
  city: string;
  state: string;
  total_views: number;
  created_at: string;
}

const DAY_MS = 86_400_000;

/** Typical shipping kilograms of a listing per category; couriers price packages by them. */
const SHIPPING_KG: Record<string, number> = {
  Deals: 2,
  'Health & Beauty': 0.4,
  'Phones & Tablets': 0.5,
  Electronics: 8,
  Fashion: 0.8,
  'Home & Office': 4,
  Computing: 2.5,
  Groceries: 5,
  'Baby Products': 1.5,
  'Sporting Goods': 3,
  Gaming: 1.5,
  Automobile: 4,
  Books: 0.6,
  Furniture: 25,
  Kitchen: 3,
  Beverages: 6,
  Jewellery: 0.2,
  Toys: 1,
  'Power & Solar': 12,
  'Office Supplies': 1.2,
};

/** Deterministic from the index alone, so adding weights changed no other seeded value. */
function shippingGrams(categoryName: string, index: number): number {
  const kg = SHIPPING_KG[categoryName] ?? 1;
  const spread = 0.6 + ((index * 37) % 81) / 100; // 0.6 to 1.4 of the typical weight
  return Math.max(100, Math.round((kg * spread * 1000) / 50) * 50);
}
const TOTAL_WEIGHT = CATEGORIES.reduce((sum, c) => sum + c.weight, 0);

/**
 * A caption promises only what the shop does: checkout takes card and wallet payments, so none says
 * "pay on delivery" or "pay after the job" (issue 54; seed.test.ts holds every caption to it).
 */
const CAPTIONS: Record<CategorySeed['type'], readonly string[]> = {
  product: [
    'Brand new',
    'Fast delivery nationwide',
    'Pay by card or Oja wallet',
    'Original, sealed',
    '1 year warranty',
    'Limited stock',
  ],
  service: [
    'Verified professional',
    'Same-day booking',
    'Free inspection visit',
    'Price agreed before the job',
  ],
  others: [
    'Duty paid, documents complete',
    'Accident free, first body',
    'Buy and drive',
    'Custom papers available',
  ],
};

/** The sizes a kind of product comes in: EU sizes for shoes, letters for clothes, none for the rest. */
const SIZES: Partial<Record<Kind, readonly string[]>> = {
  sneaker: SHOE_SIZES,
  boot: SHOE_SIZES,
  heel: SHOE_SIZES,
  loafer: SHOE_SIZES,
  slipper: SHOE_SIZES,
  shirt: CLOTHING_SIZES,
  trousers: CLOTHING_SIZES,
  dress: CLOTHING_SIZES,
};
export const sizesFor = (kind: Kind): readonly string[] | undefined => SIZES[kind];

/** A service's listing names its city ("(Lagos)"); Abuja's shops give their state as FCT. */
const serves = (vendor: VendorSeed, area: string) =>
  vendor.city === area || vendor.state === area || (area === 'Abuja' && vendor.state === 'FCT');

/** Whether a shop would list this product: its category is a trade of the shop, its kind one it sells. */
export function sells(vendor: VendorSeed, category: CategorySeed, kind: Kind, variant?: string): boolean {
  if (!vendor.trades.includes(category.name)) return false;
  if (vendor.kinds && !vendor.kinds.includes(kind)) return false;
  return category.type !== 'service' || variant === undefined || serves(vendor, variant);
}

/**
 * The shops that would list a product, worked out once per category and name (a few hundred of them) and
 * kept with its kind, so a million products cost a map look-up each.
 */
type Listing = { kind: Kind; sellers: readonly SeedVendor[] };
const listings = new WeakMap<readonly SeedVendor[], Map<CategorySeed, Map<string, Listing>>>();
function listingFor(refs: CatalogRefs, category: CategorySeed, name: string, variant?: string): Listing {
  let byCategory = listings.get(refs.vendors);
  if (!byCategory) {
    byCategory = new Map();
    listings.set(refs.vendors, byCategory);
  }
  let byName = byCategory.get(category);
  if (!byName) {
    byName = new Map();
    byCategory.set(category, byName);
  }
  let listing = byName.get(name);
  if (!listing) {
    const kind = kindOf(name, category.name);
    const sellers = refs.vendors.filter((v) => sells(v.seed, category, kind, variant));
    if (sellers.length === 0) throw new Error(`no seeded shop sells ${name} (${category.name})`);
    listing = { kind, sellers };
    byName.set(name, listing);
  }
  return listing;
}

function pickCategory(rng: Rng): number {
  let target = rng() * TOTAL_WEIGHT;
  for (const [index, category] of CATEGORIES.entries()) {
    target -= category.weight;
    if (target < 0) return index;
  }
  return CATEGORIES.length - 1;
}

// Prices end the way shops write them: to the ₦50 for small items, ₦500 mid-range, ₦50,000 for cars.
function roundNaira(naira: number): number {
  const step = naira < 10_000 ? 50 : naira < 1_000_000 ? 500 : 50_000;
  return Math.max(step, Math.round(naira / step) * step);
}

/**
 * Product number `index` (0-based). Pure: it depends only on the index, the references and `now`, so the
 * first rows are the same whatever total is seeded, and reviews can look a product up again.
 */
export function generateProduct(index: number, refs: CatalogRefs, now: Date): ProductRow {
  const rng = rngFor('product', index);
  const uuid = uuidFrom(rng, index);
  const categoryIndex = pickCategory(rng);
  const category = CATEGORIES[categoryIndex] as CategorySeed;
  const line = pick(rng, category.lines);
  const model = pick(rng, line.models);
  const [modelName, low, high] = typeof model === 'string' ? [model, line.price[0], line.price[1]] : model;
  const variantIndex = line.variants ? int(rng, 0, line.variants.length - 1) : -1;
  const variant = line.variants?.[variantIndex];
  const variantText = variant ? (category.type === 'product' ? ` ${variant}` : ` (${variant})`) : '';
  const name = `${line.brand ? `${line.brand} ` : ''}${modelName}${variantText}`;

  // Bigger variants (256GB, 16GB RAM) sit higher in the model's price range.
  const position = line.variants ? (variantIndex + rng()) / line.variants.length : rng();
  let selling = roundNaira(low + (high - low) * position);
  const discount = category.name === 'Deals' ? 0.25 + rng() * 0.3 : rng() < 0.3 ? 0 : 0.05 + rng() * 0.3;
  let actual = discount === 0 ? selling : Math.max(selling, roundNaira(selling / (1 - discount)));
  if (rng() < 0.02) {
    selling = 0;
    actual = 0;
  }
  const quantity = rng() < 0.04 ? 0 : category.type === 'product' ? 1 + Math.floor(240 * rng() ** 2) : 1;
  const isNegotiable = category.type !== 'product' && rng() < 0.55;
  const colors = line.colors ? pickSome(rng, line.colors, int(rng, 1, line.maxOptions ?? 3)) : [];
  const { kind, sellers } = listingFor(refs, category, name, variant);
  const sizeList = sizesFor(kind);
  const sizes = sizeList ? pickSome(rng, sizeList, int(rng, 1, line.maxOptions ?? 3)) : [];
  const vendor = pick(rng, sellers);
  // Most listings get a handful of views and a few get thousands, as on any real shop.
  const views = Math.floor(2 + 40_000 * rng() ** 8);
  const createdAt = new Date(Math.floor((now.getTime() - rng() * 120 * DAY_MS) / 1000) * 1000);
  const caption = pick(rng, CAPTIONS[category.type]);
  const colourText = colors.length > 1 ? ` Available in ${colors.join(', ')}.` : '';

  return {
    uuid,
    slug: `${slugify(name)}-${index + 1}`,
    name,
    type: category.type,
    brand_id: line.brand ? (refs.brandIds.get(line.brand) ?? null) : null,
    category_id: refs.categoryIds[categoryIndex] as number,
    vendor_id: vendor.id,
    brand_name: line.brand,
    category_name: category.name,
    description: `${name}. ${category.blurb}${colourText} Ships from ${vendor.city}, ${vendor.state}.`,
    caption,
    selling_price_kobo: selling * 100,
    actual_price_kobo: actual * 100,
    vat_rate_bp: category.vatRateBp,
    quantity,
    weight_grams: shippingGrams(category.name, index),
    colors,
    sizes,
    is_negotiable: isNegotiable,
    city: vendor.city,
    state: vendor.state,
    total_views: views,
    created_at: createdAt.toISOString(),
  };
}

const COLUMNS = `uuid uuid, slug text, name text, type product_type, brand_id int, category_id int, vendor_id int,
  brand_name text, category_name text, description text, caption text, selling_price_kobo bigint,
  actual_price_kobo bigint, vat_rate_bp int, quantity int, weight_grams int, colors text[], sizes text[], is_negotiable boolean,
  city text, state text, total_views bigint, created_at timestamptz`;
const NAMES = COLUMNS.split(',')
  .map((c) => c.trim().split(' ')[0])
  .join(', ');

/** Large batches as one JSON parameter each: one round trip per batch, and no 65,535-parameter limit. */
const PRODUCT_BATCH = 5_000;

export async function insertProducts(
  db: Db,
  refs: CatalogRefs,
  count: number,
  now: Date,
  onProgress?: (done: number) => void,
): Promise<void> {
  for (let start = 0; start < count; start += PRODUCT_BATCH) {
    const rows: ProductRow[] = [];
    for (let i = start; i < Math.min(count, start + PRODUCT_BATCH); i++)
      rows.push(generateProduct(i, refs, now));
    // WITH ORDINALITY + ORDER BY: serial ids follow the generation order, so product n has id n in a fresh
    // database. Images are derived in the same statement: 1 to 3 per product, position 1 is the thumbnail.
    await db.execute(
      sql.join([
        sql.raw(
          `with inserted as (insert into products (${NAMES}) select ${NAMES} from rows from (json_to_recordset(`,
        ),
        sql`${JSON.stringify(rows)}::json`,
        sql.raw(`) as (${COLUMNS})) with ordinality as x(${NAMES}, ord) order by ord returning id, uuid)
          insert into product_images (product_id, position, file_url)
          select i.id, n, '/media/products/' || i.uuid || '/' || n || '.svg'
          from inserted i cross join lateral generate_series(1, 1 + (i.id * 7) % 3) as n
          order by i.id, n`),
      ]),
    );
    onProgress?.(start + rows.length);
  }
}
