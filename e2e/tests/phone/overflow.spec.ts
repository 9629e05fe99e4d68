import { type APIRequestContext, expect, type Page, test } from '../fixtures';

/*
 * Issue 27: no public page scrolls sideways on a 360 px phone. Every public route of
 * apps/web/src/app/router.tsx (home layout and default layout, with real items found through the
 * API as cards link) is loaded at 360 px; a page fails when the document is wider than the screen,
 * and the message names the element that reaches furthest right.
 */

/** Skeleton placeholders (components/ui/Skeleton), spinners and busy regions: the page is loading. */
const LOADING = '.animate-pulse.rounded-md[aria-hidden="true"], .animate-spin, [aria-busy="true"]';

type Found = { slug: string; uuid: string; actual_price: number; store_name?: string };

async function list(request: APIRequestContext, url: string): Promise<Found[]> {
  const answer = await request.get(`/api/v1/${url}`);
  expect(answer.ok(), url).toBe(true);
  const data = (await answer.json()).data;
  return (Array.isArray(data) ? data : data.data) as Found[];
}

/** The public paths to walk: each route once, with the longest prices and names the catalogue holds. */
async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const [[product], [service], [other], cars, [category], stores] = await Promise.all([
    list(request, 'products?type=product&sort=price_desc&perPage=1'),
    list(request, 'products?type=service&sort=price_desc&perPage=1'),
    list(request, 'products?type=others&perPage=1'),
    list(request, 'cars?sort=price_desc&perPage=50'),
    list(request, 'products/categories'),
    list(request, 'stores?perPage=100'),
  ]);
  // The car whose old price is the longest (issue 27: ₦28,400,000.00 pushed the page to 422 px), and
  // the store with the longest name, with one of its products (its name sits in the "Sold by" box).
  const car = cars.reduce((a, b) => (b.actual_price > a.actual_price ? b : a));
  const store = stores.reduce((a, b) => ((b.store_name ?? '').length > (a.store_name ?? '').length ? b : a));
  const [fromStore] = await list(request, `products?vendor=${store.slug}&perPage=1`);
  return [
    '/',
    '/products',
    '/products?filter=new_arrivals',
    '/products?filter=top_deals',
    '/products?filter=best_selling',
    '/products?filter=for_you',
    '/products?promotion=black_friday_deals',
    '/products?search=samsung&sort=price_desc&min_price=1000&max_price=5000000',
    `/product/${product!.slug}`,
    `/product/${product!.slug}/reviews`,
    `/product/${service!.slug}`,
    `/product/${other!.slug}`,
    '/categories',
    `/category/${category!.uuid}`,
    '/store-listing',
    `/vendor/${store.slug}`,
    `/product/${fromStore!.slug}`,
    '/terms-of-service',
    '/privacy-policy',
    '/cars',
    `/cars/${car.slug}`,
    '/cart',
    '/offline',
    '/verify-link-email',
    '/reset-password',
    '/appeal-suspension',
    '/newsletter/confirm',
    '/no-such-page',
    '/product/no-such-product',
  ];
}

/** How far the page is wider than the screen, and the element whose right edge is furthest out. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const excess = root.scrollWidth - root.clientWidth;
    let widest = '';
    let right = root.clientWidth;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= right + 0.5) continue;
      // An element inside a box that clips it (a carousel track, a scroller) does not widen the page.
      let clipped = false;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' && parent.getBoundingClientRect().right <= root.clientWidth + 0.5) {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      right = box.right;
      const name = element.tagName.toLowerCase();
      const testId = element.getAttribute('data-testid');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      widest = `<${name}${testId ? ` data-testid="${testId}"` : ''} class="${String(element.getAttribute('class') ?? '').slice(0, 80)}"> "${text}" (right edge ${Math.round(box.right)} px)`;
    }
    return { excess, scrollWidth: root.scrollWidth, widest };
  });
}

test('no public page scrolls sideways at 360 px', async ({ page, request }) => {
  test.setTimeout(180_000);
  const paths = await publicPaths(request);
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('main').first()).toBeVisible();
    // The data has arrived: no skeleton, spinner or busy region left.
    await expect(page.locator(LOADING), `${path} is still loading`).toHaveCount(0, { timeout: 15_000 });
    const { excess, scrollWidth, widest } = await overflow(page);
    if (excess > 0) found.push(`${path}: ${scrollWidth} px wide; widest: ${widest || 'none found'}`);
  }
  // The sign-in and sign-up dialogs fit the screen too.
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Login' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  for (const step of ['log in', 'sign up'] as const) {
    if (step === 'sign up') {
      await login.getByRole('button', { name: 'Create an account' }).click();
      await expect(page.getByRole('dialog', { name: /sign up|create/i })).toBeVisible();
    }
    const { excess, scrollWidth, widest } = await overflow(page);
    if (excess > 0) found.push(`${step} dialog: ${scrollWidth} px wide; widest: ${widest || 'none found'}`);
  }
  expect(found, `pages wider than the 360 px screen:\n${found.join('\n')}`).toEqual([]);
});
