import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  campaigns,
  categories,
  products,
  productType,
  promotionProducts,
  promotions,
  reviews,
} from '../schema.ts';
import { FIRST_NAMES, LAST_NAMES, REVIEW_TEXT } from './data/people.ts';
import { type CatalogRefs, generateProduct } from './products.ts';
import { pick, rngFor, uuidFrom } from './random.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Promotions, campaigns and reviews only touch the first products, so they do not change with --products. */
const STABLE_PRODUCTS = 2_400;

export async function insertCampaigns(db: Db, now: Date): Promise<number> {
  const slugToUuid = new Map(
    (await db.select({ slug: categories.slug, uuid: categories.uuid }).from(categories)).map((c) => [
      c.slug,
      c.uuid,
    ]),
  );
  const category = (slug: string) => `/category/${slugToUuid.get(slug) ?? ''}`;
  const list: Array<[string, string, string, string, boolean]> = [
    [
      'Black Friday Mega Sale',
      'Up to 60% off phones, TVs and more',
      'Ends soon. Free delivery in Lagos and Abuja.',
      '/products?promotion=black_friday_deals',
      true,
    ],
    [
      'Payday Sales',
      'Salary don land? Shop payday deals',
      'Big discounts on groceries and home essentials.',
      '/products?promotion=payday_sales',
      true,
    ],
    [
      'Back to School',
      'Books, bags and gadgets for the new term',
      'Everything your ward needs, delivered.',
      category('books'),
      true,
    ],
    [
      'Detty December Fashion',
      'Slay the season in Ankara and Aso Oke',
      'New arrivals from Aba, Kano and Lagos designers.',
      category('fashion'),
      true,
    ],
    [
      'Power Up Your Home',
      'Solar, inverters and generators that keep the lights on',
      'Installation available in major cities.',
      category('power-and-solar'),
      false,
    ],
    [
      'Flash Pick of the Day',
      'New deals every day at 12 noon',
      'Be quick: stock is limited.',
      '/products?promotion=flash_sales',
      false,
    ],
    [
      'Drive Home Today',
      'Foreign used and Nigerian used cars, inspected',
      'Duty paid, documents complete.',
      '/cars',
      false,
    ],
  ];
  await db.insert(campaigns).values(
    list.map(([name, headline, caption, url, isCarousel], i) => {
      const uuid = uuidFrom(rngFor('campaign', i), i);
      return {
        uuid,
        name,
        headline,
        caption,
        campaignImage: `/media/campaigns/${uuid}.svg`,
        url,
        isCarousel,
        audience: 'all',
        startsAt: new Date(now.getTime() - 10 * DAY_MS),
        endsAt: new Date(now.getTime() + 30 * DAY_MS),
      };
    }),
  );
  return list.length;
}

export async function insertPromotions(db: Db, now: Date): Promise<number> {
  const at = (ms: number) => new Date(now.getTime() + ms);
  // Two of these must stay off the home page: easter_sales has ended and christmas_sales has no products.
  const list: Array<[string, string, Date, Date | null, number]> = [
    ['black_friday_deals', 'Black Friday Deals', at(-5 * DAY_MS), at(10 * DAY_MS), 16],
    ['flash_sales', 'Flash Sales', at(-HOUR_MS), at(2 * DAY_MS), 12],
    ['payday_sales', 'Payday Sales', at(-2 * DAY_MS), at(8 * DAY_MS), 20],
    ['easter_sales', 'Easter Sales', at(-45 * DAY_MS), at(-30 * DAY_MS), 14],
    ['christmas_sales', 'Christmas Sales', at(-DAY_MS), at(14 * DAY_MS), 0],
  ];
  const rows = await db
    .insert(promotions)
    .values(
      list.map(([type, name, startDate, endDate]) => ({
        type,
        name,
        startDate,
        endDate,
        bannerImage: `/media/promotions/${type}.svg`,
        bannerImageSm: `/media/promotions/${type}-sm.svg`,
      })),
    )
    .returning({ id: promotions.id });

  // In-stock, priced, cart-able products only; the shuffle gives each promotion its own products.
  const candidates = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        lte(products.id, STABLE_PRODUCTS),
        eq(products.type, productType.enumValues[0]),
        gt(products.quantity, 0),
        gt(products.sellingPriceKobo, 0),
      ),
    )
    .orderBy(asc(products.id));
  const ids = candidates.map((c) => c.id);
  const rng = rngFor('promotions', 0);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [ids[i], ids[j]] = [ids[j] as number, ids[i] as number];
  }
  let offset = 0;
  const links = list.flatMap(([, , , , count], p) => {
    const chosen = ids.slice(offset, offset + count);
    offset += count;
    return chosen.map((productId, position) => ({ promotionId: rows[p]?.id as number, productId, position }));
  });
  if (links.length > 0) await db.insert(promotionProducts).values(links);
  return list.length;
}

export async function insertReviews(
  db: Db,
  refs: CatalogRefs,
  productCount: number,
  now: Date,
): Promise<number> {
  const reviewed = Math.min(productCount, STABLE_PRODUCTS);
  const total = Math.ceil(reviewed * 1.25);
  const firstIds = new Map(
    (await db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(reviewed)).map(
      (p, index) => [index, p.id],
    ),
  );
  const batch: Array<typeof reviews.$inferInsert> = [];
  for (let k = 0; k < total; k++) {
    const rng = rngFor('review', k);
    // Popular products collect most reviews: bias toward low indexes of a shuffled-looking spread.
    const index = Math.floor(reviewed * rng() ** 1.6);
    const product = generateProduct(index, refs, now);
    const roll = rng();
    const rating = roll < 0.45 ? 5 : roll < 0.75 ? 4 : roll < 0.87 ? 3 : roll < 0.94 ? 2 : 1;
    const [title, body] = pick(rng, REVIEW_TEXT[rating] ?? []);
    const since = new Date(product.created_at).getTime();
    batch.push({
      uuid: uuidFrom(rng, k),
      productId: firstIds.get(index) as number,
      authorName: `${pick(rng, FIRST_NAMES)} ${pick(rng, LAST_NAMES).charAt(0)}.`,
      rating,
      title,
      body,
      createdAt: new Date(Math.floor((since + rng() * (now.getTime() - since)) / 1000) * 1000),
    });
  }
  for (let i = 0; i < batch.length; i += 1_000) await db.insert(reviews).values(batch.slice(i, i + 1_000));
  return batch.length;
}
