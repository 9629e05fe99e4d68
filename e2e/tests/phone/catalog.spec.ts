import { expect, test } from '../fixtures';
import { expectCampaignWordsClear, expectPromotionBanner, livePromotions } from '../home-helpers';

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

test('the carousel headline and caption are HTML text, clear of the controls, at 360 px (issue 27)', async ({
  page,
}) => {
  await expectCampaignWordsClear(page);
});

test('promotions show their small banner below 760 px (spec section 9)', async ({ page, request }) => {
  const promotions = await livePromotions(request);
  await page.goto('/');
  const [first] = promotions;
  await expectPromotionBanner(
    page.getByRole('region', { name: first!.name }).getByTestId('promotion-banner'),
    first!,
    true,
  );
  await page.goto(`/products?promotion=${first!.type}`);
  await expectPromotionBanner(page.getByTestId('promotion-banner'), first!, true);
});

test('a car with long prices fits 360 px: its old price wraps onto the screen (issue 27)', async ({
  page,
  request,
}) => {
  type Car = { slug: string; actual_price: number; vat_actual_price: number };
  const cars = (await (await request.get('/api/v1/cars?sort=price_desc&perPage=50')).json()).data
    .data as Car[];
  const car = cars.reduce((a, b) => (b.vat_actual_price > a.vat_actual_price ? b : a));
  await page.goto(`/cars/${car.slug}`);
  const prices = page.getByTestId('price-block');
  await expect(prices).toBeVisible();
  const old = prices.locator('s');
  await prices.scrollIntoViewIfNeeded();
  if ((await old.count()) > 0) await expect(old).toBeInViewport({ ratio: 1 });
  const box = await prices.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
