import { checkoutAsGuestThenLogIn, guestFillsCart } from './checkout-helpers';
import {
  addFromProductPage,
  answerCookieBanner,
  hidePage,
  navigateInApp,
  pathOf,
  recordEngagementCalls,
  serviceWorkerReady,
  simpleProducts,
  totalViews,
} from './engagement-helpers';
import { expect, test } from './fixtures';
import { uniqueEmail, verifiedCustomer } from './identity-helpers';

const SEVEN_DAYS_MS = 604_800_000;

test('an affiliate code from ?aff= is kept, sent with add to cart, replaced by another and expires after 7 days', async ({
  page,
  request,
}) => {
  const [first, second] = await simpleProducts(request, 2);
  await page.clock.install({ time: new Date() });
  const calls = recordEngagementCalls(page);

  await page.goto('/?aff=AFF-E2E-ONE&utm_source=whatsapp');
  // The code is kept at once (necessary); the address bar no longer shows it.
  await expect(page).toHaveURL(/\/\?utm_source=whatsapp$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('oja.affiliate') ?? 'null')?.code)).toBe(
    'AFF-E2E-ONE',
  );
  // The click waits for the cookie choice, then is recorded.
  expect(calls).toHaveLength(0);
  const click = page.waitForRequest((req) => req.url().endsWith('/api/v1/analytics/tracking'));
  await answerCookieBanner(page, 'Accept all');
  expect((await click).postDataJSON()).toMatchObject({
    type: 'click',
    affiliate_id: 'AFF-E2E-ONE',
    utm_source: 'whatsapp',
    product_id: null,
    device_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    current_url: expect.stringContaining('aff=AFF-E2E-ONE'),
    user_agent: expect.any(String),
  });

  expect(await addFromProductPage(page, first!.slug)).toMatchObject({
    slug: first!.slug,
    affiliate_id: 'AFF-E2E-ONE',
  });

  // Another code replaces it: the old one is unlinked as overwritten, the new click names the product.
  const unlinked = page.waitForRequest((req) => req.url().endsWith('/analytics/tracking/unlink'));
  const clicked = page.waitForRequest(
    (req) => req.url().endsWith('/analytics/tracking') && req.postDataJSON()?.affiliate_id === 'AFF-E2E-TWO',
  );
  await page.goto(`/product/${second!.slug}?ref=AFF-E2E-TWO`);
  expect((await unlinked).postDataJSON()).toMatchObject({
    type: 'click',
    affiliate_id: 'AFF-E2E-ONE',
    overwritten_by: 'AFF-E2E-TWO',
    status: 'overwritten',
    device_id: expect.any(String),
  });
  expect((await clicked).postDataJSON()).toMatchObject({ product_id: second!.slug });

  // Seven days later the code has run out: unlinked as expired, and add to cart sends none. The
  // unlink may leave from the open page while the clock runs forward (a timer reads the code), or
  // from the next page: the wait starts before either.
  const expired = page.waitForRequest(
    (req) => req.url().endsWith('/analytics/tracking/unlink') && req.postDataJSON()?.status === 'expired',
  );
  await page.clock.fastForward(SEVEN_DAYS_MS + 60_000);
  await page.goto('/cart');
  expect((await expired).postDataJSON()).toMatchObject({
    affiliate_id: 'AFF-E2E-TWO',
    overwritten_by: null,
    status: 'expired',
  });
  const body = await addFromProductPage(page, second!.slug);
  expect(body).not.toHaveProperty('affiliate_id');
});

test('the cookie banner shows once per session, all optional categories off, and reject all is obeyed', async ({
  page,
  browser,
  request,
}) => {
  const [product] = await simpleProducts(request, 1);
  await page.clock.install({ time: new Date() });
  const calls = recordEngagementCalls(page);
  await page.goto('/?aff=AFF-E2E-REJECT');
  const banner = page.getByTestId('cookie-banner');
  await banner.getByRole('button', { name: 'Manage' }).click();
  await expect(banner).toContainText('affiliate code of a link you followed (7 days)');
  // Spec section 4: all six categories initially shown as disabled, Necessary too.
  const categories = ['Necessary', 'Functional', 'Performance', 'Analytics', 'Advertisement', 'Others'];
  for (const name of categories) {
    const toggle = banner.getByRole('switch', { name: new RegExp(`^${name}`) });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toBeEnabled();
  }
  await answerCookieBanner(page, 'Reject all');

  // Once per session: not on the next page load.
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(banner).toBeHidden();

  // Views, another code and a hidden page: no analytics or insight call at all.
  await page.goto(`/product/${product!.slug}?aff=AFF-E2E-REJECT-2`);
  await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
  await hidePage(page);
  await page.goto('/');
  // Past the insight interval (15 s): a view kept for the next batch would be sent now.
  await page.clock.fastForward(16_000);
  // Attribution is necessary: the code still goes with add to cart.
  expect(await addFromProductPage(page, product!.slug)).toMatchObject({ affiliate_id: 'AFF-E2E-REJECT-2' });
  // Nothing went to analytics or insights, before the cart call or with it.
  expect(calls.map(pathOf)).toEqual([]);

  // A new browser session asks again.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const fresh = await other.newPage();
  await fresh.goto('/');
  await expect(fresh.getByTestId('cookie-banner')).toBeVisible();
  await other.close();
});

test('many product views go to the server as one batch, counted once each; a hidden page sends by beacon', async ({
  page,
  request,
}) => {
  const products = await simpleProducts(request, 4);
  const shown = products.slice(0, 3);
  const before = await Promise.all(products.map((product) => totalViews(request, product.slug)));
  await page.clock.install({ time: new Date() });
  const calls = recordEngagementCalls(page);
  await page.goto('/categories');
  await answerCookieBanner(page, 'Accept all');

  // Three product pages opened inside the app; the interval (15 s) sends them together.
  for (const product of shown) {
    await navigateInApp(page, `/product/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  }
  const sent = page.waitForRequest((req) => req.url().endsWith('/api/v1/insights'));
  await page.clock.fastForward(16_000);
  const batch = (await sent).postDataJSON() as { batch_id: string; events: { kind: string; id: string }[] };
  expect(batch.batch_id).toMatch(/^[0-9a-f-]{36}$/);
  expect(batch.events.filter((event) => event.kind === 'product_view').map((event) => event.id)).toEqual(
    shown.map((product) => product.slug),
  );
  await expect
    .poll(async () => Promise.all(shown.map((product) => totalViews(request, product.slug))))
    .toEqual(before.slice(0, 3).map((views) => views + 1));
  expect(calls.filter((call) => pathOf(call) === 'insights')).toHaveLength(1);

  // The same batch sent again (a retry) is counted once.
  const again = await request.post('/api/v1/insights', { data: batch });
  expect((await again.json()).data).toMatchObject({ duplicate: true, product_views: 0 });
  expect(await totalViews(request, shown[0]!.slug)).toBe(before[0]! + 1);

  // One more view, then the shopper switches apps: it leaves at once by beacon.
  const last = products[3]!;
  await navigateInApp(page, `/product/${last.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: last.name })).toBeVisible();
  const beacon = page.waitForRequest(
    (req) => req.url().endsWith('/api/v1/insights') && req.resourceType() === 'ping',
  );
  await hidePage(page);
  await beacon;
  await expect.poll(() => totalViews(request, last.slug)).toBe(before[3]! + 1);
});

test('after a first visit the shop opens offline with recently viewed products and the cart; checkout goes to /offline', async ({
  page,
  context,
  request,
}) => {
  const [product] = await simpleProducts(request, 1);
  await page.goto('/');
  await answerCookieBanner(page, 'Reject all');
  await serviceWorkerReady(page);

  // The first visit: a product page (recently viewed), into the cart, the cart page, home.
  await addFromProductPage(page, product!.slug);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.goto('/');
  await expect(page.locator('#recently-viewed-heading')).toBeVisible();

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline');
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(recent).toContainText(product!.name);

  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toContainText(product!.name);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/offline\?/);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Look over your cart/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toContainText(product!.name);

  // A product page already seen opens too.
  await page.goto(`/product/${product!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();

  // Back online, the shop recovers by itself.
  await page.goto('/offline?from=%2Fcart&reason=page');
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('offline-banner')).toContainText('back online');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});

test('the address editor at checkout starts from the region of the connection (GET ip-info)', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('ip-info', testInfo.project.name);
  await verifiedCustomer(request, email, 'Enugu2025');
  await page.goto('/');
  await answerCookieBanner(page, 'Reject all');
  await guestFillsCart(page, 1);
  await checkoutAsGuestThenLogIn(page, email, 'Enugu2025');
  await page.getByRole('button', { name: 'Add address' }).click();
  const editor = page.getByRole('dialog', { name: 'Add a delivery address' });
  // The test server sees 127.0.0.1, a private address: Lagos, the default.
  await expect(editor.getByLabel('Region')).toHaveValue('LA');
  await expect(editor.getByLabel('City')).toBeEnabled();
});
