import { noPriceYetMessage } from '@oja/contract/messages';
import { expect, type Page, test } from './fixtures';
import {
  expectCampaignWordsClear,
  expectFirstScreenCardsLaidOut,
  expectPromotionBanner,
  livePromotions,
} from './home-helpers';

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

test.describe('a failed product list', () => {
  // The service worker would answer the list itself, past page.route.
  test.use({ serviceWorkers: 'block' });

  test('a product list that fails to load says so in a toast and keeps its retry panel (spec section 8)', async ({
    page,
  }) => {
    await page.goto('/');
    // From here on the product list call fails, as when the server is down.
    await page.route(/\/api\/v1\/products\?/, (route) =>
      route.fulfill({ status: 503, json: { status: 'error', message: 'Service unavailable', data: null } }),
    );
    await page.getByRole('link', { name: 'View All Flash Sales' }).click();
    await expect(page).toHaveURL(/\/products\?promotion=flash_sales$/);
    await expect(page.getByText('An error occurred while fetching products!', { exact: true })).toBeVisible();
    await expect(page.getByText('We could not load these products')).toBeVisible();
    await page.unroute(/\/api\/v1\/products\?/);
    await page.getByRole('button', { name: /try again/i }).click();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });
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

test('the carousel headline and caption are HTML text, clear of the controls, at 1280 and 1000 px (issue 27)', async ({
  page,
}) => {
  await expectCampaignWordsClear(page);
  await page.setViewportSize({ width: 1000, height: 800 });
  await expectCampaignWordsClear(page);
});

test('popular categories: 6 in a carousel with previous and next (spec section 9)', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Popular categories' });
  await section.scrollIntoViewIfNeeded();
  const carousel = section.getByRole('list', { name: 'Popular categories' });
  await expect(carousel).toBeVisible();
  const cards = carousel.getByRole('link');
  await expect(cards).toHaveCount(6);
  await expect(cards.last()).not.toBeInViewport({ ratio: 1 });
  const next = section.getByRole('button', { name: 'Next Popular categories' });
  await expect(next).toBeEnabled();
  await next.click();
  await expect(cards.last()).toBeInViewport({ ratio: 1 });
  await expect(section.getByRole('button', { name: 'Previous Popular categories' })).toBeEnabled();
});

test('promotions show their large banner with the title in HTML, on home and on their list (spec sections 3, 9)', async ({
  page,
  request,
}) => {
  const promotions = await livePromotions(request);
  expect(promotions.length).toBeGreaterThan(0);
  await page.goto('/');
  for (const promotion of promotions) {
    const section = page.getByRole('region', { name: promotion.name });
    await expectPromotionBanner(section.getByTestId('promotion-banner'), promotion, false);
  }
  const flash = promotions.find((promotion) => promotion.type === 'flash_sales')!;
  await page.goto('/products?promotion=flash_sales');
  await expectPromotionBanner(page.getByTestId('promotion-banner'), flash, false);
  await expect(page.getByTestId('promotion-banner').getByRole('heading', { level: 1 })).toHaveText(
    flash.name,
  );
});

test('the cards of the first screen are laid out with the page, the ones far below when they come near', async ({
  page,
}) => {
  await page.goto('/products');
  await expectFirstScreenCardsLaidOut(page);
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

test('an unpriced product page says why it cannot be added and how to reach the vendor', async ({ page }) => {
  const free = await list(page, 'type=product&max_price=0&perPage=5');
  const product = free.data.find((item) => item.selling_price === 0);
  expect(product).toBeTruthy();
  await page.goto(`/product/${product?.slug}`);
  const contact = page.getByRole('region', { name: 'Contact the vendor for the price' });
  await expect(contact).toContainText(noPriceYetMessage(product?.name ?? ''));
  await expect(contact.getByRole('link', { name: /^Call \+234/ })).toHaveAttribute(
    'href',
    /^tel:\+234\d{10}$/,
  );
  await expect(contact.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/234\d{10}$/,
  );
  await expect(page.getByRole('button', { name: /add to cart/i })).toHaveCount(0);
});

test('a service page and its vendor page give real ways to contact the provider', async ({ page }) => {
  const [service] = (await list(page, 'type=service&perPage=1')).data;
  await page.goto(`/product/${service?.slug}`);
  const contact = page.getByRole('region', { name: 'Contact the provider' });
  await expect(contact.getByRole('link', { name: /^Call \+234/ })).toHaveAttribute('href', /^tel:/);
  await expect(contact.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
  await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@/);
  // Colours and sizes of a service only describe it: words, nothing that looks like a button.
  await expect(page.getByRole('radio')).toHaveCount(0);

  await page.getByTestId('vendor-link').click();
  await expect(page).toHaveURL(/\/vendor\//);
  const vendorContact = page.getByRole('list', { name: /^Contact / });
  await expect(vendorContact.getByRole('link', { name: /^Call \+234/ })).toHaveAttribute('href', /^tel:/);
  await expect(vendorContact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
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

test('Price: low to high starts with prices and lists "Contact for price" items last', async ({ page }) => {
  await page.goto('/products');
  await page.getByText('Sort and filter').click();
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/sort=price_asc/);
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).not.toContainText('Contact for price');
});

test('a price range upside down is refused by the fields, never sent; typed into the address it is left out', async ({
  page,
}) => {
  await page.goto('/products');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/products?')) sent.push(request.url());
  });
  await page.getByText('Sort and filter').click();
  await page.getByLabel('Minimum price in naira').fill('5000');
  await page.getByLabel('Maximum price in naira').fill('100');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Minimum price cannot be more than maximum price' }),
  ).toBeVisible();
  await expect(page.getByLabel('Minimum price in naira')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/products$/);
  expect(sent.filter((url) => url.includes('min_price'))).toEqual([]);
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  await page.goto('/products?min_price=5000&max_price=100');
  await expect(page.getByTestId('list-notice')).toHaveText(
    'Minimum price cannot be more than maximum price; showing every price.',
  );
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});

test('an unknown list, promotion or sort in the address shows all products with a plain sentence', async ({
  page,
}) => {
  const notices: Record<string, string> = {
    '/products?filter=cheap': "We don't have that list; showing all products.",
    '/products?promotion=christmas': "We don't have that list; showing all products.",
    '/products?sort=random': "We can't sort that way; showing the usual order.",
  };
  for (const [url, notice] of Object.entries(notices)) {
    await page.goto(url);
    await expect(page.getByTestId('list-notice'), url).toHaveText(notice);
    await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByText(/Invalid option/)).toHaveCount(0);
  }
  await expect(page).toHaveTitle('All products | Oja');
});

test('promotion and filter lists have their own titles, and "All" is not chosen on a promotion', async ({
  page,
}) => {
  await page.goto('/products?promotion=black_friday_deals');
  await expect(page).toHaveTitle('Black Friday Deals | Oja');
  const chips = page.getByRole('navigation', { name: 'Quick filters' });
  await expect(chips.getByRole('link', { name: 'All', exact: true })).not.toHaveAttribute('aria-current');
  await chips.getByRole('link', { name: 'New arrivals' }).click();
  await expect(page).toHaveURL(/filter=new_arrivals/);
  await chips.getByRole('link', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(/\/products\??$/);
  await expect(page).toHaveTitle('All products | Oja');
  await expect(chips.getByRole('link', { name: 'All', exact: true })).toHaveAttribute('aria-current', 'true');
  await page.goto('/products?filter=new_arrivals');
  await expect(page).toHaveTitle('New arrivals | Oja');
  for (const [url, title] of [
    ['/offline', 'You are offline | Oja'],
    ['/verify-link-email', 'Verify your email | Oja'],
    ['/reset-password', 'Reset your password | Oja'],
    ['/appeal-suspension', 'Appeal a suspension | Oja'],
  ]) {
    await page.goto(url!);
    await expect(page, url).toHaveTitle(title!);
  }
});

test('not-found pages answer 404; a category by name and a store by its name open', async ({ page }) => {
  const unknown = await page.goto('/this-page-does-not-exist');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Oja');
  expect((await page.goto('/category/no-such-category'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Category not found' })).toBeVisible();
  await expect(page).toHaveTitle('Category not found | Oja');

  expect((await page.goto('/category/Fashion'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Fashion' })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  const [vendor] = (await (await page.request.get('/api/v1/stores?perPage=1')).json()).data.data as {
    store_name: string;
  }[];
  expect((await page.goto(`/vendor/${encodeURIComponent(vendor!.store_name)}`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: vendor!.store_name })).toBeVisible();
});

test('the store list heads its groups: popular stores, then more stores, each A to Z', async ({ page }) => {
  await page.goto('/store-listing');
  const popular = page.getByRole('region', { name: 'Popular stores, A to Z' });
  const more = page.getByRole('region', { name: 'More stores, A to Z' });
  await expect(popular.getByTestId('vendor-card').first()).toBeVisible();
  await expect(more.getByTestId('vendor-card').first()).toBeVisible();
  for (const group of [popular, more]) {
    const names = await group
      .getByTestId('vendor-card')
      .locator('span.truncate.font-semibold')
      .allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  }
});
