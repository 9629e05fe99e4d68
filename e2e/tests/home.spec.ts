import { expect, test } from './fixtures';

test('the home page shows the seeded categories from the API', async ({ page, request }) => {
  const answer = await request.get('/api/v1/products/categories');
  const categories = (await answer.json()).data.data as { uuid: string; name: string }[];
  expect(categories.length).toBeGreaterThanOrEqual(20);

  await page.goto('/');
  const popular = page.getByRole('region', { name: /popular categories/i });
  await expect(popular).toBeVisible();
  const first = categories[0]!;
  const link = popular.getByRole('link', { name: first.name }).first();
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/category/${first.uuid}`);
});

test('a category card opens the category route', async ({ page }) => {
  await page.goto('/');
  const popular = page.getByRole('region', { name: /popular categories/i });
  const link = popular.getByRole('link').first();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('an unknown route shows the error page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: /page not found/i })).toBeVisible();
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('a guarded route sends a guest back with redirectFrom and opens the login modal', async ({ page }) => {
  await page.goto('/');
  await page.goto('/account/orders-and-tracking');
  await expect(page).toHaveURL(
    /redirectFrom=%2Faccount%2Forders-and-tracking|redirectFrom=\/account\/orders-and-tracking/,
  );
  await expect(page.getByRole('dialog')).toBeVisible();
});
