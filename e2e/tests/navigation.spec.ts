import { answerCookieBanner } from './engagement-helpers';
import { expect, type Page, test } from './fixtures';
import { chunkOf } from './server-helpers';

/**
 * Moving between pages inside the app (ADR 51: the declarative router with what the data router did
 * beside it): the page on screen stays with a progress bar while the next page's code loads, the
 * next page opens at the top, Back returns to where the previous page was scrolled, and a page whose
 * code does not arrive is told inside the shop's header and footer until the shopper moves on.
 */

// A service worker's fetches are not routed by the test: the chunks come from the network here.
test.use({ serviceWorkers: 'block' });

const TERMS_CHUNK = chunkOf('src/features/engagement/routes/TermsOfService.tsx');
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('the next page loads under a progress bar, opens at the top, and Back returns to where the home page was scrolled', async ({
  page,
}) => {
  await page.goto('/');
  await answerCookieBanner(page, 'Reject all');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(TERMS_CHUNK, async (route) => {
    await held;
    await route.continue();
  });

  // Scrolled part way down the home page, the shopper follows the footer's link (clicked where it is,
  // so that the scroll position stays as the shopper left it).
  await page.evaluate(() => window.scrollTo(0, 1000));
  const scrolled = await scrollY(page);
  expect(scrolled).toBe(1000);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Terms of Service' })
    .evaluate((link: HTMLElement) => link.click());

  // The home page stays on screen, under the bar, while the terms page's code is on its way.
  await expect(page.getByTestId('navigation-progress')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: /terms of service/i })).toBeHidden();
  // As with the data router, the address changes when the page it names shows.
  expect(new URL(page.url()).pathname).toBe('/');
  release();
  await expect(page.getByRole('heading', { level: 1, name: /terms of service/i })).toBeVisible();
  await expect(page.getByTestId('navigation-progress')).not.toBeAttached();
  expect(new URL(page.url()).pathname).toBe('/terms-of-service');
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: /terms of service/i })).toBeHidden();
  await expect.poll(() => scrollY(page)).toBe(scrolled);
});

test('a page loaded in full opens at the top, not where the page loaded before it was scrolled', async ({
  page,
}) => {
  await page.goto('/');
  await answerCookieBanner(page, 'Reject all');
  await page.evaluate(() => window.scrollTo(0, 1000));
  expect(await scrollY(page)).toBe(1000);
  // A typed address (or a link from outside the shop): a new document, whose history entry the
  // browser gives no key of its own.
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: /terms of service/i })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await scrollY(page)).toBe(0);
  // Back still returns to where the home page was scrolled.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: /terms of service/i })).toBeHidden();
  await expect.poll(() => scrollY(page)).toBe(1000);
});

test('a page whose code does not arrive gets the friendly retry inside the shop, and the next link works', async ({
  page,
}) => {
  await page.goto('/');
  await answerCookieBanner(page, 'Reject all');
  await page.route(TERMS_CHUNK, (route) => route.abort());

  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  const retry = page.getByRole('alert');
  await expect(retry.getByRole('heading', { name: 'This page did not load' })).toBeVisible();
  await expect(retry).toContainText('script chunk load failure');
  await expect(page.getByRole('banner')).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /privacy policy/i })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This page did not load' })).toBeHidden();
});
