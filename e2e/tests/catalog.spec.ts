import { expect, type Page, test } from './fixtures';

type Card = {
  slug: string;
  name: string;
  type: string;
  quantity: number;
  selling_price: number;
  is_negotiable: boolean;
  city: string;
};
type List = { data: Card[]; pagination: { total: number; lastPage: number } };

async function list(page: Page, query: string): Promise<List> {
  const answer = await page.request.get(`/api/v1/products?${query}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data as List;
}

test('home shows the live promotions with countdowns and hides the ended and empty ones', async ({
  page,
}) => {
  await page.goto('/');
  for (const name of ['Black Friday Deals', 'Flash Sales', 'Payday Sales']) {
    const section = page.getByRole('region', { name });
    await expect(section).toBeVisible();
    await expect(section.getByRole('timer')).toBeVisible();
    await expect(section.getByTestId('product-card').first()).toBeVisible();
    await expect(section.getByRole('link', { name: `View All ${name}` })).toBeVisible();
  }
  // Seed: easter_sales has ended and christmas_sales has no products.
  await expect(page.getByRole('heading', { name: /Easter Sales/i })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Christmas Sales/i })).toHaveCount(0);

  const timer = page.getByRole('region', { name: 'Flash Sales' }).locator('[data-unit="seconds"]');
  const before = await timer.textContent();
  await expect(timer).not.toHaveText(before ?? '', { timeout: 3000 });
});

test('View All opens the list filtered by the promotion', async ({ page }) => {
  const expected = await list(page, 'promotion=flash_sales&perPage=50');
  await page.goto('/');
  await page.getByRole('link', { name: 'View All Flash Sales' }).click();
  await expect(page).toHaveURL(/\/products\?promotion=flash_sales$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Flash Sales' })).toBeVisible();
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(Math.min(expected.pagination.total, 20));
  await expect(cards.first().getByRole('link').first()).toHaveAttribute(
    'href',
    `/product/${expected.data[0]?.slug}`,
  );
});

test('the header carousel shows the carousel campaigns with dots', async ({ page }) => {
  const answer = await page.request.get('/api/v1/carousel-campaigns');
  const campaigns = (await answer.json()).data as { headline: string }[];
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured campaigns' });
  await expect(carousel).toBeVisible();
  await expect(carousel.getByRole('button', { name: /Show campaign/ })).toHaveCount(campaigns.length);
  await carousel.getByRole('button', { name: /Show campaign 2/ }).click();
  await expect(carousel.getByRole('button', { name: /Show campaign 2/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('a product card shows brand, location, price and views and links with the slug', async ({ page }) => {
  await page.goto('/products?filter=new_arrivals');
  const card = page.getByTestId('product-card').first();
  await expect(card).toBeVisible();
  await expect(card).toContainText('₦');
  await expect(card).toContainText(/views?/);
  const href = await card.getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/product\/[a-z0-9-]+$/);
  const image = card.getByRole('img').first();
  await expect(image).toHaveAttribute('loading', /lazy|eager/);
  await expect(image).toHaveAttribute('width', /\d+/);
});

test('a product with selling price 0 reads Contact for price', async ({ page }) => {
  const free = await list(page, 'max_price=0&perPage=5');
  const product = free.data.find((item) => item.selling_price === 0);
  expect(product).toBeTruthy();
  await page.goto('/products?max_price=0');
  const card = page
    .getByTestId('product-card')
    .filter({ hasText: product?.name ?? '' })
    .first();
  await expect(card).toContainText('Contact for price');
  await expect(card).not.toContainText('₦0.00');
});

test('an item at quantity 0 shows Out of Stock on its card and page', async ({ page }) => {
  let product: Card | undefined;
  for (let p = 1; p <= 20 && !product; p++) {
    product = (await list(page, `type=product&perPage=100&page=${p}`)).data.find(
      (item) => item.quantity === 0,
    );
  }
  expect(product).toBeTruthy();
  const slug = product?.slug ?? '';
  await page.goto(`/products?search=${encodeURIComponent(product?.name ?? '')}`);
  const card = page.getByTestId('product-card').filter({ has: page.locator(`a[href="/product/${slug}"]`) });
  await expect(card.first()).toContainText('Out of Stock');
  await page.goto(`/product/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product?.name })).toBeVisible();
  await expect(page.getByText('Out of Stock', { exact: true })).toBeVisible();
});

test('service and car cards show Negotiable or Fixed Price and an arrow to the details', async ({ page }) => {
  await page.goto('/products?type=service');
  const service = page.getByTestId('product-card').first();
  await expect(service).toHaveAttribute('data-type', 'service');
  await expect(service).toContainText(/Negotiable|Fixed Price/);
  await expect(service.getByRole('link', { name: /View details of/ })).toHaveAttribute(
    'href',
    /^\/product\//,
  );
  await expect(service.getByRole('button', { name: /add to cart/i })).toHaveCount(0);

  await page.goto('/cars');
  const car = page.getByTestId('product-card').first();
  await expect(car).toContainText(/Negotiable|Fixed Price/);
  const details = car.getByRole('link', { name: /View details of/ });
  await expect(details).toHaveAttribute('href', /^\/cars\//);
  await details.click();
  await expect(page).toHaveURL(/\/cars\/[^/]+$/);
  await expect(page.getByTestId('price-terms')).toHaveText(/Negotiable|Fixed Price/);
  await expect(page.getByRole('link', { name: /Enquire now/ })).toHaveAttribute('href', /^mailto:/);
});

test('a typo search finds the right products', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: /search products/i });
  await search.fill('samsong');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=samsong$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “samsong”');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toContainText('Samsung');
  expect(await cards.count()).toBeGreaterThan(3);
});

test('the product page shows details, the vendor and reviews, and is remembered as recently viewed', async ({
  page,
}) => {
  const [product] = (await list(page, 'type=product&sort=popular&perPage=1')).data;
  await page.goto(`/product/${product?.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product?.name })).toBeVisible();
  await expect(page.getByTestId('price-block').or(page.getByText('Contact for price'))).toBeVisible();
  await expect(page.getByTestId('vendor-link')).toHaveAttribute('href', /^\/vendor\//);
  await page.getByRole('link', { name: 'See all reviews' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product?.slug}/reviews$`));
  await expect(page.getByRole('region', { name: 'Rating summary' })).toBeVisible();

  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('link', { name: product?.name })).toBeVisible();
});

test("a phone's pictures show a phone, drawn without words, and shops sell from their own city", async ({
  page,
}) => {
  const [phone] = (await list(page, 'search=iphone&perPage=1')).data;
  await page.goto(`/product/${phone?.slug}`);
  const name = String(phone?.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const picture = page.getByRole('img', { name: new RegExp(`^${name}`) }).first();
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const svg = await (await page.request.get(String(await picture.getAttribute('src')))).text();
  expect(svg).toContain('data-kind="phone"');
  expect(svg).not.toContain('<text');
  // The page says where it ships from: the city of the shop that sells it.
  const vendor = page.getByTestId('vendor-link');
  await expect(vendor).toContainText(`${phone?.city}`);
});

test('a missing product shows Product not found with links', async ({ page }) => {
  await page.goto('/product/no-such-product-anywhere');
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('a category lists its products and the public pages load', async ({ page }) => {
  const categories = (await (await page.request.get('/api/v1/products/categories')).json()).data.data as {
    uuid: string;
    name: string;
  }[];
  const phones = categories.find((category) => /phones/i.test(category.name)) ?? categories[0];
  await page.goto(`/category/${phones?.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: phones?.name })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  await page.goto('/store-listing');
  const vendor = page.getByTestId('vendor-card').first();
  await expect(vendor).toBeVisible();
  await vendor.click();
  await expect(page).toHaveURL(/\/vendor\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(/Paystack/)
      .first(),
  ).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(/Nigeria Data Protection Act/)
      .first(),
  ).toBeVisible();
});
