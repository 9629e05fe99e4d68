import { expect, test } from '../fixtures';

test('home at 360 px: carousel, promotions and cards fit the screen', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured campaigns' })).toBeVisible();
  await expect(page.getByTestId('popular-categories-grid').getByRole('link')).toHaveCount(8);
  const flash = page.getByRole('region', { name: 'Flash Sales' });
  await flash.scrollIntoViewIfNeeded();
  await expect(flash.getByRole('timer')).toBeVisible();
  const card = flash.getByTestId('product-card').first();
  await expect(card).toBeVisible();
  const box = await card.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(120);
  // Nothing pushes the page wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('product list and details at 360 px', async ({ page }) => {
  await page.goto('/products?search=samsong');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toContainText('Samsung');
  await cards.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Samsung');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
