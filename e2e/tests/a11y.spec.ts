import axe from 'axe-core';
import { apiLogin, productWithColours, setSession, someProducts } from './cart-helpers';
import { addFromPicker } from './checkout-helpers';
import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { uniqueEmail, verifiedCustomer } from './identity-helpers';
import { cancelOrder, placePaidCardOrder } from './orders-helpers';
import { answerCookieBannerIfShown } from './wallet-helpers';

/*
 * Accessibility (issue 15): axe-core finds no serious or critical violation on any route of spec
 * section 2, signed out and signed in, with the dialogs open, at 1280 (desktop) and 360 (phone).
 * Every finding of a group is listed at the end (rule, page, elements), so one run shows them all.
 */

const PASSWORD = 'Enugu2025';
const BLOCKING = new Set(['serious', 'critical']);

// Animations end at once (styles.css honours the setting): no half-faded text is measured.
test.use({ reducedMotion: 'reduce' });

/** Skeleton placeholders (components/ui/Skeleton), spinners and busy regions: the page is loading. */
const LOADING = '.animate-pulse.rounded-md[aria-hidden="true"], .animate-spin, [aria-busy="true"]';

/**
 * Waits until the page has loaded its data: the app has hydrated (the fixtures' goto waits for that)
 * and no placeholder, spinner or busy region is left. No wait for an idle network: the shop's reads
 * all show a placeholder while they load, and half a second of quiet per page cost a minute a run.
 */
async function settled(page: Page) {
  await expect(page.getByRole('main').first()).toBeVisible();
  await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 15_000 });
}

type Findings = string[];

type Violation = { id: string; impact?: string | null; help: string; nodes: Node[] };
type Node = { target: string[]; html: string; failureSummary?: string };

/**
 * Runs axe-core in the page on what is on screen now (or only inside `scope`, e.g. an open dialog on a
 * page audited already) and notes every serious or critical violation. axe is put into the page once
 * per page load and run there directly (the pages have no frames): several seconds less per audit than
 * through @axe-core/playwright, which injects it again and merges frames in a second page each time.
 */
async function audit(page: Page, findings: Findings, where: string, scope?: string) {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (scope): Promise<Violation[]> => {
    const run = (globalThis as unknown as { axe: typeof axe }).axe.run;
    // Only violations are needed: axe then skips serialising every passing element (much faster).
    const results = await run(scope ? { include: [scope] } : document, { resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, html, failureSummary }) => ({
        target: target.map(String),
        html,
        ...(failureSummary === undefined ? {} : { failureSummary }),
      })),
    }));
  }, scope);
  for (const violation of violations) {
    if (!BLOCKING.has(violation.impact ?? '')) continue;
    // The element (its last selector and opening tag) and why it fails, e.g. the contrast ratio found.
    const nodes = violation.nodes.slice(0, 5).map((node) => {
      const why = node.failureSummary?.split('\n')[1]?.trim() ?? '';
      return `    ${String(node.target.at(-1))} ${node.html.slice(0, 140)}\n      ${why}`;
    });
    const more = violation.nodes.length - nodes.length;
    findings.push(
      `${where}: ${violation.id} (${violation.impact}) ${violation.help}\n${nodes.join('\n')}${more > 0 ? `\n    ... ${more} more` : ''}`,
    );
  }
}

async function visit(page: Page, findings: Findings, path: string, where = path) {
  await page.goto(path);
  await settled(page);
  await audit(page, findings, where);
}

function report(findings: Findings) {
  expect(findings, `serious or critical axe violations:\n${findings.join('\n')}`).toEqual([]);
}

/** Paths of the public pages with real items in them (found through the API, as cards link). */
async function publicPaths(request: APIRequestContext) {
  const json = async (url: string) => (await (await request.get(`/api/v1/${url}`)).json()).data;
  const [product] = await someProducts(request, 1);
  const categories = (await json('products/categories')).data as { uuid: string }[];
  const stores = (await json('stores?perPage=1')).data as { slug: string }[];
  const cars = (await json('cars?perPage=1')).data as { slug: string }[];
  return {
    store: `/store/${stores[0]!.slug}`,
    pages: [
      '/',
      '/products',
      '/products?filter=top_deals',
      `/product/${product!.slug}`,
      `/product/${product!.slug}/reviews`,
      '/categories',
      `/category/${categories[0]!.uuid}`,
      '/store-listing',
      `/vendor/${stores[0]!.slug}`,
      '/terms-of-service',
      '/privacy-policy',
      '/cars',
      `/cars/${cars[0]!.slug}`,
      '/cart',
    ],
  };
}

/** The access modal (sign-in and its steps) as a guest opens it from the header or the menu. */
async function auditAccessModal(page: Page, findings: Findings, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await audit(page, findings, 'mobile menu (guest)', '[role="dialog"]');
    await menu.getByRole('button', { name: 'Login' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  }
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await audit(page, findings, 'login modal', '[role="dialog"]');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('textbox', { name: 'Password' })).toHaveAttribute('aria-invalid', 'true');
  await audit(page, findings, 'login modal with field errors', '[role="dialog"]');
  await login.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: /password/i });
  await expect(forgot).toBeVisible();
  await audit(page, findings, 'forgot password modal', '[role="dialog"]');
  await forgot.getByRole('button', { name: 'Back to log in' }).click();
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', { name: 'Create an account' })
    .click();
  const signUp = page.getByRole('dialog', { name: /sign up|create/i });
  await expect(signUp).toBeVisible();
  await audit(page, findings, 'sign-up modal: choice', '[role="dialog"]');
  await signUp.getByRole('button', { name: 'Sign up with email' }).click();
  await expect(signUp.getByRole('textbox').first()).toBeVisible();
  await audit(page, findings, 'sign-up modal: email form', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('signed out: every public page, with the cookie banner on the first', async ({ page, request }) => {
  test.setTimeout(420_000);
  const findings: Findings = [];
  const { pages } = await publicPaths(request);

  // The first page of a session shows the cookie banner, and its category choices.
  await page.goto('/');
  await settled(page);
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  await audit(page, findings, '/ with the cookie banner');
  await banner.getByRole('button', { name: 'Manage' }).click();
  await audit(page, findings, 'cookie banner: choices', '[data-testid="cookie-banner"]');
  await banner.getByRole('button', { name: 'Reject all' }).click();
  await expect(banner).toBeHidden();

  // The home page was audited with the banner on it.
  for (const path of pages.filter((path) => path !== '/')) await visit(page, findings, path);
  report(findings);
});

test('signed out: the default-layout pages, the access modal, the variant picker and a filled cart', async ({
  page,
  request,
}, info) => {
  test.setTimeout(420_000);
  const findings: Findings = [];
  const isMobile = info.project.name === 'phone';
  await page.goto('/offline');
  await answerCookieBannerIfShown(page);
  for (const path of [
    '/offline',
    '/verify-link-email',
    '/reset-password',
    '/appeal-suspension',
    '/no-such-page',
  ]) {
    await visit(page, findings, path);
  }

  // A guarded page sends a guest back with the login modal; the modal's other steps from there.
  await page.goto('/categories');
  await settled(page);
  await auditAccessModal(page, findings, isMobile);

  // The variant picker of a product with colours, and a cart with something in it.
  const product = await productWithColours(request);
  await page.goto(`/product/${product.slug}`);
  await settled(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^add to cart/i })
    .first()
    .click();
  const picker = page.getByRole('dialog', { name: 'Choose your options' });
  await expect(picker).toBeVisible();
  await audit(page, findings, 'variant picker', '[role="dialog"]');
  await addFromPicker(picker);
  await visit(page, findings, '/cart', '/cart (with an item)');

  report(findings);
});

test.describe('signed in as a shopper with an order, an address, notifications and saved items', () => {
  const data = {
    token: '',
    reference: '',
    cancelled: '',
    productUuid: '',
    store: '',
    pages: [] as string[],
  };

  test.beforeAll(async ({ request }, info) => {
    test.setTimeout(180_000);
    const email = uniqueEmail('a11y', info.project.name);
    await verifiedCustomer(request, email, PASSWORD);
    data.token = await apiLogin(request, email, PASSWORD);
    // Two paid orders (the card payment writes a notification and an inbox copy); one is cancelled.
    const kept = await placePaidCardOrder(request, data.token);
    const second = await placePaidCardOrder(request, data.token);
    await cancelOrder(request, data.token, second.reference, 'I changed my mind');
    data.reference = kept.reference;
    data.cancelled = second.reference;
    const auth = { authorization: `Bearer ${data.token}` };
    const order = (await (await request.get(`/api/v1/orders/${kept.reference}`, { headers: auth })).json())
      .data;
    data.productUuid = order.packages[0].items[0].product.uuid;
    for (const product of await someProducts(request, 3)) {
      expect((await request.post(`/api/v1/products/save/${product.uuid}`, { headers: auth })).ok()).toBe(
        true,
      );
    }
    // Something in the cart, for checkout.
    const [inCart] = await someProducts(request, 1);
    expect(
      (
        await request.post('/api/v1/cart/add', { headers: auth, data: { slug: inCart!.slug, quantity: 1 } })
      ).ok(),
    ).toBe(true);
    const paths = await publicPaths(request);
    data.store = paths.store;
    data.pages = paths.pages;
  });

  async function signIn(page: Page) {
    await page.goto('/terms-of-service');
    await answerCookieBannerIfShown(page);
    await setSession(page, data.token);
  }

  test('public pages, the store page, checkout and order complete', async ({ page }) => {
    test.setTimeout(420_000);
    const findings: Findings = [];
    await signIn(page);
    for (const path of [...data.pages, data.store, '/checkout', '/checkout-legacy']) {
      await visit(page, findings, path);
    }
    await visit(page, findings, `/order-complete?reference=${data.reference}`);

    // The delivery address editor of checkout.
    await page.goto('/checkout');
    await settled(page);
    await page.getByRole('button', { name: 'Change', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Change delivery address' })).toBeVisible();
    await audit(page, findings, 'checkout address editor', '[role="dialog"]');
    report(findings);
  });

  test('every account page and its dialogs', async ({ page }, info) => {
    test.setTimeout(420_000);
    const findings: Findings = [];
    await signIn(page);
    const account = [
      '/account',
      '/account/orders-and-tracking',
      '/account/orders-and-tracking?tab=closed',
      '/account/notifications',
      '/account/saved-items',
      '/account/inbox',
      '/account/reviews-and-ratings',
      `/account/reviews-and-ratings/rate-product/${data.productUuid}?order=${data.reference}`,
      '/account/newsletter-preference',
      '/account/address-book',
      '/account/wallet/emart-wallet',
      '/account/wallet/spend-and-save',
      '/account/wallet/smart-coin',
      `/account/order/${data.reference}`,
      `/account/order/${data.reference}/review`,
      `/account/order/${data.reference}/package-history`,
      `/account/cancel-order?reference=${data.reference}`,
      `/account/order-cancelled?reference=${data.cancelled}`,
      `/account/order/${data.cancelled}`,
    ];
    for (const path of account) await visit(page, findings, path);

    // An inbox message opened, and the account's dialogs.
    await page.goto('/account/inbox');
    await settled(page);
    await page.getByTestId('inbox-message').first().click();
    await settled(page);
    await audit(page, findings, 'inbox message');

    await page.goto('/account/address-book');
    await settled(page);
    await page
      .getByRole('button', { name: /^Add a/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, findings, 'address book: add address dialog', '[role="dialog"]');

    for (const modal of ['change-password', 'pin-settings']) {
      await page.goto(`/account?modal=${modal}`);
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit(page, findings, `/account ${modal} modal`, '[role="dialog"]');
    }

    // Logout asks first: from the side menu (desktop) or the mobile menu (phones).
    await page.goto('/account');
    await settled(page);
    if (info.project.name === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await audit(page, findings, 'mobile menu (signed in)', '[role="dialog"]');
      await menu.getByRole('button', { name: 'Logout' }).click();
    } else {
      await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
    }
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, findings, 'logout confirmation', '[role="dialog"]');
    report(findings);
  });
});
