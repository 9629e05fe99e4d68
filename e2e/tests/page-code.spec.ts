import { expect, type Page, test } from './fixtures';

/*
 * What a page's first load runs (issue 29). Building the contract's zod schemas is one long task on
 * a phone (80-110 ms at a 4x slower CPU), so pages that check no input and no answer on their first
 * load do not load them: the product page and a guest's cart. A product list checks its address's
 * values with the contract's field rules and does load them, which shows the check below can see it.
 */

/** zod's base class name, kept as a string by the minifier in the chunk that defines the schemas. */
const ZOD_MARKER = '$ZodType';

/** Loads `url` and says whether any script it ran defines zod's schemas. */
async function loadsZod(page: Page, url: string): Promise<boolean> {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.push(response.text());
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return (await Promise.all(scripts)).some((code) => code.includes(ZOD_MARKER));
}

async function productSlug(page: Page): Promise<string> {
  const list = await page.request.get('/api/v1/products?type=product&perPage=1');
  expect(list.ok()).toBe(true);
  return (await list.json()).data.data[0].slug as string;
}

test("a product page and a guest's cart load no schema library; a product list does", async ({ page }) => {
  const slug = await productSlug(page);
  expect(await loadsZod(page, `/product/${slug}`)).toBe(false);
  await expect(page.getByRole('button', { name: /^add to cart/i }).first()).toBeVisible();
  expect(await loadsZod(page, '/cart')).toBe(false);
  await expect(page.getByText(/your cart is empty/i)).toBeVisible();
  expect(await loadsZod(page, '/products?sort=nonsense')).toBe(true);
});
