import { apiLogin, newCustomer, setSession } from '../cart-helpers';
import { expect, test } from '../fixtures';
import {
  expectCampaignWordsClear,
  expectFirstScreenCardsLaidOut,
  expectPromotionBanner,
  livePromotions,
} from '../home-helpers';

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

test('at 360 px too, the cards of the first screen are laid out with the page', async ({ page }) => {
  await page.goto('/products');
  await expectFirstScreenCardsLaidOut(page);
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

/** Text cut short by line-clamp or truncate: more content than the box shows. */
function isCut(element: Element): boolean {
  return element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1;
}

test('at 360 px the search placeholder, category names, Add to cart and the shop promises fit', async ({
  page,
}) => {
  await page.goto('/');
  // The whole placeholder is readable in the search field.
  const search = page.getByRole('searchbox', { name: 'Search products, brands and categories' });
  const room = await search.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const placeholder = getComputedStyle(input, '::placeholder');
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${placeholder.fontWeight} ${placeholder.fontSize} ${placeholder.fontFamily}`;
    const inner =
      input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return inner - context.measureText(input.placeholder).width;
  });
  expect(room).toBeGreaterThanOrEqual(0);

  // Category tiles show their whole names ('Health & Beauty', not 'Health &...').
  const names = page.getByTestId('popular-categories-grid').getByRole('link');
  await expect(names).toHaveCount(8);
  for (const name of await names.all()) {
    expect(await name.locator('span').last().evaluate(isCut), await name.innerText()).toBe(false);
  }

  // The three promises take a short row, not the second screen.
  const promises = page.getByTestId('shop-promises');
  const promisesBox = await promises.boundingBox();
  expect(promisesBox?.height ?? 999).toBeLessThan(140);

  // Add to cart on a rail's card is one line.
  const rail = page.getByRole('region', { name: 'New arrivals' });
  await rail.scrollIntoViewIfNeeded();
  const add = rail.getByRole('button', { name: /^add to cart/i }).first();
  await expect(add).toBeVisible();
  const lineHeight = await add.evaluate((button) => Number.parseFloat(getComputedStyle(button).lineHeight));
  const textHeight = await add.evaluate((button) => {
    const range = document.createRange();
    range.selectNodeContents(button);
    return range.getBoundingClientRect().height;
  });
  expect(textHeight).toBeLessThan(lineHeight * 1.5);
});

test('saved items at 360 px show whole names, Honeywell Semolina and a long laptop name alike', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request);
  const token = await apiLogin(request, customer.email, customer.password);
  const names: string[] = [];
  for (const search of ['Honeywell Semolina', 'MacBook Pro M3']) {
    const found = await request.get(`/api/v1/products?search=${encodeURIComponent(search)}&perPage=1`);
    const [product] = (await found.json()).data.data as { uuid: string; name: string }[];
    const saved = await request.post(`/api/v1/products/save/${product!.uuid}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(saved.ok()).toBe(true);
    names.push(product!.name);
  }
  await page.goto('/');
  await setSession(page, token);
  await page.goto('/account/saved-items');
  const rows = page.getByTestId('saved-item');
  await expect(rows).toHaveCount(2);
  for (const productName of names) {
    const row = rows.filter({ hasText: productName });
    const name = row.getByRole('link', { name: productName });
    await expect(name).toBeVisible();
    expect(await name.evaluate(isCut), productName).toBe(false);
    await expect(row.getByRole('button', { name: `Remove ${productName}` })).toBeVisible();
  }
});
