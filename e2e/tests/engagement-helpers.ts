import { type APIRequestContext, expect, type Page, type Request } from './fixtures';

type Card = { slug: string; name: string; type: string; quantity: number; selling_price: number };
type Details = Card & { colors: string[]; sizes: string[]; total_views: number };

/** Seeded products that go straight in the cart (one colour and size at most, so no variant picker). */
export async function simpleProducts(request: APIRequestContext, count: number): Promise<Details[]> {
  const found: Details[] = [];
  for (let page = 1; page <= 10 && found.length < count; page++) {
    const list = await request.get(`/api/v1/products?page=${page}&perPage=50`);
    expect(list.ok()).toBe(true);
    for (const card of (await list.json()).data.data as Card[]) {
      if (card.type !== 'product' || card.quantity < 5 || card.selling_price <= 0) continue;
      const details = (await (await request.get(`/api/v1/products/${card.slug}`)).json()).data as Details;
      if (details.colors.length <= 1 && details.sizes.length <= 1) found.push(details);
      if (found.length === count) break;
    }
  }
  expect(found).toHaveLength(count);
  return found;
}

export async function totalViews(request: APIRequestContext, slug: string): Promise<number> {
  return ((await (await request.get(`/api/v1/products/${slug}`)).json()).data as Details).total_views;
}

/** Every analytics and insight call the page makes (fetch or beacon), in order. */
export function recordEngagementCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/v1\/(analytics\/|insights$)/.test(request.url())) {
      calls.push(request);
    }
  });
  return calls;
}

export const pathOf = (request: Request) => new URL(request.url()).pathname.replace('/api/v1/', '');

/** The cookie banner's answer; the banner shows on the first page of a browser session. */
export async function answerCookieBanner(page: Page, choice: 'Accept all' | 'Reject all') {
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: choice }).click();
  await expect(banner).toBeHidden();
}

/** A navigation inside the app (as a link would do): no page load, so nothing is sent by beacon. */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The page is hidden (the shopper switches apps): what was collected goes by beacon. */
export async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
}

/** Adds a product from its page and answers the body the shop sent. */
export async function addFromProductPage(page: Page, slug: string): Promise<Record<string, unknown>> {
  await page.goto(`/product/${slug}`);
  const sent = page.waitForRequest(
    (req) => req.method() === 'POST' && req.url().endsWith('/api/v1/cart/add'),
  );
  await page
    .getByRole('main')
    .getByRole('button', { name: /^add to cart/i })
    .first()
    .click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  await expect(page.getByText('Item added to cart')).toBeVisible();
  return body;
}

/** Waits until the service worker controls the page (after the first visit it keeps the shop). */
export async function serviceWorkerReady(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}
