import { expect, type Page, type Response, test } from './fixtures';

/*
 * What a page's first load runs (issue 29). Building the contract's zod schemas is one long task on
 * a phone (80-120 ms at a 4x slower CPU), so pages that check no input and no answer on their first
 * load do not load them: a product page, a product list and a category without filters, and a
 * guest's cart. A list whose address holds a value to check loads the contract's field rules, which
 * shows the check below can see them.
 */

/** zod's base class name, kept as a string by the minifier in the chunk that defines the schemas. */
const ZOD_MARKER = '$ZodType';

/** Loads `url` and says whether any script it ran defines zod's schemas. */
async function loadsZod(page: Page, url: string): Promise<boolean> {
  const scripts: Promise<string>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.push(response.text());
  };
  page.on('response', onResponse);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return (await Promise.all(scripts)).some((code) => code.includes(ZOD_MARKER));
}

async function firstProduct(page: Page): Promise<{ slug: string; category: { uuid: string } }> {
  const list = await page.request.get('/api/v1/products?type=product&perPage=1');
  expect(list.ok()).toBe(true);
  return (await list.json()).data.data[0];
}

test('pages with nothing to check load no schema library; a list with a filter in its address does', async ({
  page,
}) => {
  const product = await firstProduct(page);
  expect(await loadsZod(page, `/product/${product.slug}`)).toBe(false);
  await expect(page.getByRole('button', { name: /^add to cart/i }).first()).toBeVisible();
  expect(await loadsZod(page, '/cart')).toBe(false);
  await expect(page.getByText(/your cart is empty/i)).toBeVisible();
  expect(await loadsZod(page, '/products')).toBe(false);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(await loadsZod(page, `/category/${product.category.uuid}`)).toBe(false);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // An address with a sort the list does not know: the rules load, and the list says what it left out.
  expect(await loadsZod(page, '/products?sort=nonsense')).toBe(true);
  await expect(page.getByTestId('list-notice')).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

/**
 * The page's running animations that never end, and the elements that blur what is behind them
 * (ADR 63): either keeps the compositor drawing frames for as long as the page is open.
 */
async function endlessWork(page: Page): Promise<{ animations: string[]; blurs: string[] }> {
  return page.evaluate(() => {
    const describe = (element: Element | null) =>
      element ? `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}` : '?';
    const animations = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .filter((animation) => animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY)
      .map((animation) => describe((animation.effect as KeyframeEffect | null)?.target ?? null));
    const blurs = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        return (style.backdropFilter || 'none') !== 'none';
      })
      .map(describe);
    return { animations, blurs };
  });
}

test('a loaded page runs no endless animation and blurs nothing behind it (ADR 63)', async ({ page }) => {
  const product = await firstProduct(page);
  for (const url of [
    '/',
    '/products',
    `/product/${product.slug}`,
    `/category/${product.category.uuid}`,
    '/cart',
  ]) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    // Loading placeholders pulse until their content comes; then nothing should move on its own.
    await expect(page.locator('.animate-pulse.rounded-md, .animate-spin')).toHaveCount(0);
    expect(await endlessWork(page), url).toEqual({ animations: [], blurs: [] });
  }
});
