import { and, desc, eq, gt } from 'drizzle-orm';
import { products } from '../../apps/api/src/db/tables/catalog.ts';
import type { ScenarioSource } from '../scenario-types.ts';

type ListAnswer = { data: { next_cursor: string | null } };

/**
 * The catalog scenarios of `npm run bench`: the home call, the product list (first page and a page
 * 200 cursors deep), product details by slug (as one guest, so after the first request every view is
 * already counted and the write is the cheap no-op path of a returning shopper) and a typo search.
 */
export const catalogScenarios: ScenarioSource = async (base, db) => {
  const [product] = await db
    .select({ slug: products.slug })
    .from(products)
    .where(and(eq(products.type, 'product'), gt(products.quantity, 0)))
    .orderBy(desc(products.totalViews))
    .limit(1);

  // Walk the cursor 200 pages of 20 deep: 4,000 products in, past where offsets start to hurt.
  let cursor: string | null = null;
  for (let page = 0; page < 200; page++) {
    const answer = (await (
      await fetch(`${base}/api/v1/products?perPage=20${cursor ? `&cursor=${cursor}` : ''}`)
    ).json()) as ListAnswer;
    if (!answer.data.next_cursor) break;
    cursor = answer.data.next_cursor;
  }

  const guest = (await (await fetch(`${base}/api/v1/generate-jwt`, { method: 'POST' })).json()) as {
    data: { token: string; passphrase: string };
  };
  const guestHeaders = { 'x-guest-token': guest.data.token, 'x-guest-passphrase': guest.data.passphrase };

  // The API's CPU per request (and PostgreSQL's for a search) in health checks' worth, set about a
  // fifth above the dearest of four hosts 3x apart in speed (ADR 80); p99 at an offered rate.
  const openPage = { rate: 600, maxP99Ms: 25 };
  const search = { maxCpuFloors: 8.5, maxPostgresFloors: 26, openLoop: { rate: 100, maxP99Ms: 50 } };
  return [
    { name: 'main-store', path: '/api/v1/main-store', budget: { maxCpuFloors: 5, openLoop: openPage } },
    {
      name: 'products page 1',
      path: '/api/v1/products?perPage=20',
      budget: { maxCpuFloors: 5.5, openLoop: openPage },
    },
    {
      name: 'products deep cursor page',
      path: `/api/v1/products?perPage=20&page=201${cursor ? `&cursor=${cursor}` : ''}`,
      budget: { maxCpuFloors: 5.5 },
    },
    {
      name: 'product details (slug, guest)',
      path: `/api/v1/products/${product?.slug ?? 'missing'}`,
      init: { headers: guestHeaders },
      budget: { maxCpuFloors: 4.5, openLoop: openPage },
    },
    { name: 'search typo "samsong"', path: '/api/v1/products?search=samsong&perPage=20', budget: search },
    {
      name: 'search typo "tecno spak"',
      path: '/api/v1/products?search=tecno%20spak&perPage=20',
      budget: search,
    },
  ];
};
