import { type APIRequestContext, expect, type Page, test } from './fixtures';

/*
 * The server-rendered storefront (issue 14): the first HTML holds the page, link previews find
 * their tags and picture, and the page then hydrates into the app without an error.
 */

type Details = {
  slug: string;
  uuid: string;
  name: string;
  type: string;
  quantity: number;
  selling_price: number;
  vat_selling_price: number;
  colors: string[];
  sizes: string[];
  category: { uuid: string; name: string };
};

const naira = (amount: number) =>
  `₦${Math.trunc(amount).toLocaleString('en-US')}.${String(Math.round((amount % 1) * 100)).padStart(2, '0')}`;

/** A product in stock with no colours or sizes to choose: Add to cart adds it at once. */
async function simpleProduct(request: APIRequestContext): Promise<Details> {
  const list = await request.get('/api/v1/products?type=product&perPage=40');
  expect(list.ok()).toBe(true);
  for (const card of (await list.json()).data.data as Details[]) {
    if (card.quantity < 5 || card.selling_price <= 0) continue;
    const details = (await (await request.get(`/api/v1/products/${card.slug}`)).json()).data as Details;
    if (details.colors.length === 0 && details.sizes.length === 0) return details;
  }
  throw new Error('the seed has no product without options');
}

/** Console errors and uncaught exceptions, hydration mismatches included. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home shows products with naira prices, and their links open the product page', async ({ page }) => {
    await page.goto('/');
    // The server sends a first visitor the cookie banner, whose buttons need the app: hidden here.
    await expect(page.locator('[data-testid="cookie-banner"]')).toHaveCount(1);
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
    const card = page.getByTestId('product-card').first();
    await expect(card).toBeVisible();
    await expect(card).toContainText(/₦[\d,]+\.\d\d/);
    const link = card.getByRole('link').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/(?:product|cars)\//);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("a new visitor's cart says it is empty: the server rendered it, no skeleton waits for the app", async ({
    page,
  }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start shopping' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading your cart' })).toHaveCount(0);
  });

  test('a product page shows its name, naira price and breadcrumbs that work', async ({ page, request }) => {
    const product = await simpleProduct(request);
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(naira(product.vat_selling_price)).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await page
      .getByRole('navigation', { name: /breadcrumb/i })
      .getByRole('link', { name: product.category.name })
      .click();
    await expect(page).toHaveURL(new RegExp(`/category/${product.category.uuid}$`));
    await expect(page.getByRole('heading', { level: 1, name: product.category.name })).toBeVisible();
  });

  test('a category shows its products with naira prices', async ({ page, request }) => {
    const product = await simpleProduct(request);
    await page.goto(`/category/${product.category.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: product.category.name })).toBeVisible();
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(cards.first()).toContainText(/₦[\d,]+\.\d\d/);
    const href = await cards.first().getByRole('link').first().getAttribute('href');
    await cards.first().getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});

test('the product page hydrates without a console error, and Add to cart still works', async ({
  page,
  request,
}) => {
  const product = await simpleProduct(request);
  const errors = collectErrors(page);
  const productCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes(`/api/v1/products/${product.slug}`)) productCalls.push(req.url());
  });
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page
    .getByRole('button', { name: /^add to cart/i })
    .first()
    .click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
  // The server's answer was handed over: the page did not ask for the product again.
  expect(productCalls).toEqual([]);
  expect(errors).toEqual([]);
});

test('home and a category hydrate without a console error', async ({ page, request }) => {
  const product = await simpleProduct(request);
  const errors = collectErrors(page);
  for (const url of ['/', `/category/${product.category.uuid}`, '/products']) {
    await page.goto(url);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});

test("pages show the drawn pictures as WebP, but the page's largest as the SVG its head preloads", async ({
  page,
  request,
}) => {
  const product = await simpleProduct(request);
  /** The shop's own pictures on the first screen: the address the browser chose and whether it drew. */
  const pictures = () =>
    page.locator('img[src^="/media/"]').evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return (
            box.width > 0 && box.top < window.innerHeight && box.left < window.innerWidth && box.right > 0
          );
        })
        .map((image) => ({
          chosen: image.currentSrc,
          largest: image.getAttribute('fetchpriority') === 'high',
          drawn: image.complete && image.naturalWidth > 0,
        })),
    );
  for (const url of ['/', `/product/${product.slug}`]) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const shown = await pictures();
    const largest = shown.filter((picture) => picture.largest);
    expect(largest).toHaveLength(1);
    expect(largest[0]!.chosen).toMatch(/\/media\/.+\.svg$/);
    // The head asks for it first, with high priority.
    const preload = page.locator('head link[rel="preload"][as="image"]');
    expect(new URL(largest[0]!.chosen).pathname).toBe(await preload.getAttribute('href'));
    const others = shown.filter((picture) => !picture.largest);
    expect(others.length).toBeGreaterThan(0);
    for (const picture of others) expect(picture.chosen).toMatch(/\/media\/.+\.webp\?w=\d+$/);
    for (const picture of shown) expect(picture.drawn).toBe(true);
  }
});

test("a new visitor's cart hydrates without a console error and then shows the empty cart", async ({
  page,
}) => {
  // The header's badge settles the cart (empty, no session stored) before the lazy cart page has
  // hydrated: the page must still hydrate from the state the server rendered, then show the change.
  const errors = collectErrors(page);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

/** Adds a product as a guest from its page: the guest credentials, and the session mark, are stored. */
async function addAsGuest(page: Page, product: Details): Promise<void> {
  await page.goto(`/product/${product.slug}`);
  await page
    .getByRole('button', { name: /^add to cart/i })
    .first()
    .click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
}

const sessionMark = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'oja_session')?.value;

test("a guest's cart comes with the skeleton from the server, then shows the item added", async ({
  page,
  request,
}) => {
  const product = await simpleProduct(request);
  await addAsGuest(page, product);
  expect(await sessionMark(page)).toBe('1');
  const errors = collectErrors(page);
  const answer = await page.goto('/cart');
  const html = (await answer?.text()) ?? '';
  expect(html).toContain('aria-label="Loading your cart"');
  expect(html).not.toContain('Your cart is empty');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText(product.name);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('a guest from before the session mark gets the empty cart from the server, then sees the item', async ({
  page,
  request,
}) => {
  const product = await simpleProduct(request);
  await addAsGuest(page, product);
  // A browser that stored its guest session before the mark existed.
  await page.context().clearCookies({ name: 'oja_session' });
  const errors = collectErrors(page);
  const answer = await page.goto('/cart');
  expect((await answer?.text()) ?? '').toContain('Your cart is empty');
  // It hydrates from what the server drew, then loads its cart as before.
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText(product.name);
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  // The app set the mark again: the next page comes with the skeleton.
  expect(await sessionMark(page)).toBe('1');
});

test('the product page HTML has link-preview tags, a PNG picture that loads and valid JSON-LD', async ({
  request,
  baseURL,
}) => {
  const product = await simpleProduct(request);
  const res = await request.get(`/product/${product.slug}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const meta = (key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;
  expect(meta('og:type')).toBe('product');
  expect(meta('og:title')).toContain(naira(product.vat_selling_price));
  expect(meta('og:description')).toBeTruthy();
  expect(meta('og:url')).toMatch(new RegExp(`/product/${product.slug}$`));
  expect(meta('twitter:card')).toBe('summary_large_image');
  const image = meta('og:image');
  expect(image).toMatch(new RegExp(`/media/products/${product.uuid}/1\\.png$`));
  // The preview picture is asked for on this server (publicUrl may name another host).
  const picture = await request.get(new URL(new URL(image!).pathname, baseURL).href);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');

  const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
  expect(ld).toHaveLength(1);
  expect(ld[0]).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    offers: { '@type': 'Offer', priceCurrency: 'NGN', availability: 'https://schema.org/InStock' },
  });
  expect(ld[0].offers.price).toMatch(/^\d+\.\d{2}$/);
});

test('the not-found page is rendered by the server with 404 and hydrates without an error', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const answer = await page.goto('/this-page-does-not-exist');
  expect(answer?.status()).toBe(404);
  expect(await answer?.text()).toContain('Page not found');
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The document's own 404 is reported by Chromium as a failed resource: that one is expected.
  expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
});

test('the ids in the server’s HTML are the ones the app gives them once it runs', async ({ page }) => {
  // React keeps the server's attributes when it hydrates. `useId` numbers follow the tree's shape, so
  // if the browser's tree differed from the server's, the page would keep the server's ids and an
  // element the app adds later (a field's error, a radio of a group) would point at one not there.
  const ids = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[id]')].flatMap((element) => {
        const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
        const rendered = key ? (element as unknown as Record<string, { id?: unknown }>)[key]?.id : undefined;
        return typeof rendered === 'string' ? [{ inPage: element.id, rendered }] : [];
      }),
    );
  for (const path of ['/', '/products']) {
    await page.goto(path);
    // Parts below the first screen hydrate a moment after the app is ready (later islands): wait
    // until the app has rendered ids of its own, then compare every one.
    await expect
      .poll(async () => (await ids()).length, { message: `${path}: ids the app rendered` })
      .toBeGreaterThan(3);
    const seen = await ids();
    expect(seen.filter(({ inPage, rendered }) => inPage !== rendered)).toEqual([]);
  }
});
