import type { Db } from '../client.ts';
import { brands, categories, cities, couriers, states, vendors } from '../schema.ts';
import { CATEGORIES } from './data/categories.ts';
import { FIRST_NAMES, LAST_NAMES } from './data/people.ts';
import { STATES } from './data/places.ts';
import { VENDORS } from './data/vendors.ts';
import type { CatalogRefs } from './products.ts';
import { pick, rngFor, slugify, uuidFrom } from './random.ts';

// Fixed uuids (from the seeded PRNG) keep links such as /category/{uuid} stable across reseeds.
export async function insertCatalogReferences(db: Db): Promise<CatalogRefs> {
  const categoryRows = await db
    .insert(categories)
    .values(
      CATEGORIES.map((c, i) => {
        const slug = slugify(c.name);
        return {
          uuid: uuidFrom(rngFor('category', i), i),
          name: c.name,
          slug,
          displayImage: `/media/categories/${slug}.svg`,
          colour: c.colour,
          position: i + 1,
          isSideMenu: c.isSideMenu,
        };
      }),
    )
    .returning({ id: categories.id });

  const brandNames = [...new Set(CATEGORIES.flatMap((c) => c.lines.map((l) => l.brand)))].filter(
    (b): b is string => b !== null,
  );
  const brandRows = await db
    .insert(brands)
    .values(
      brandNames.map((name, i) => ({ uuid: uuidFrom(rngFor('brand', i), i), name, slug: slugify(name) })),
    )
    .returning({ id: brands.id, name: brands.name });

  const vendorRows = await db
    .insert(vendors)
    .values(
      VENDORS.map(({ storeName, city, state }, i) => {
        const rng = rngFor('vendor', i);
        const slug = slugify(storeName);
        return {
          uuid: uuidFrom(rng, i),
          name: `${pick(rng, FIRST_NAMES)} ${pick(rng, LAST_NAMES)}`,
          storeName,
          slug,
          city,
          state,
          logo: `/media/vendors/${slug}.svg`,
          isPopular: i % 4 === 0,
          rating: Math.round((3.4 + rng() * 1.6) * 10) / 10,
          // Contact details from the index alone (no draw from rng, so the rest of the seed is unchanged).
          phone: `+23480900${String(i + 1).padStart(5, '0')}`,
          email: `${slug}@vendors.oja.test`,
        };
      }),
    )
    .returning({ id: vendors.id, city: vendors.city, state: vendors.state });

  return {
    categoryIds: categoryRows.map((r) => r.id),
    brandIds: new Map(brandRows.map((b) => [b.name, b.id])),
    vendors: vendorRows.map((row, i) => ({ ...row, seed: VENDORS[i]! })),
  };
}

export async function insertLogistics(db: Db): Promise<void> {
  await db.insert(states).values(STATES.map((s) => ({ stationCode: s.code, stationDescription: s.name })));
  let townId = 1000;
  await db.insert(cities).values(
    STATES.flatMap((s) =>
      s.towns.map((name) => {
        townId += 1;
        return {
          deliverytownid: String(townId),
          deliverytowncode: `${s.code}-${slugify(name).replace(/-/g, '').slice(0, 4).toUpperCase()}`,
          name,
          stationCode: s.code,
        };
      }),
    ),
  );
  const list: Array<[string, string, number, number, number, number]> = [
    ['gig', 'GIG Logistics', 2_500, 300, 2, 4],
    ['dhl', 'DHL', 6_500, 800, 1, 3],
    ['kwik', 'Kwik', 1_800, 250, 1, 2],
    ['redstar', 'RedStar Express', 2_200, 350, 2, 5],
    ['courier_plus', 'CourierPlus', 2_000, 300, 2, 6],
  ];
  await db.insert(couriers).values(
    list.map(([code, name, base, perKg, min, max], i) => ({
      uuid: uuidFrom(rngFor('courier', i), i),
      code,
      name,
      image: `/media/couriers/${code}.svg`,
      baseFeeKobo: base * 100,
      perKgKobo: perKg * 100,
      etaDaysMin: min,
      etaDaysMax: max,
    })),
  );
}
