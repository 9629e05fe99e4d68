import { expect, test } from '../fixtures';
import { chunkOf } from '../server-helpers';

// Runs in the phone project only (360 px wide), where the banner spans the bottom of the screen.
test('the cookie banner is on screen before the app runs, and the end of the page scrolls above it', async ({
  page,
}) => {
  // The app's code is held back: what shows meanwhile is the server's page as the browser drew it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(chunkOf('index.html'), async (route) => {
    await held;
    await route.continue();
  });
  const loading = page.goto('/');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  // The browser lays out what is near the screen a frame after its first paint (content-visibility).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const before = await page.evaluate(() => document.documentElement.scrollHeight);
  release();
  await loading;

  // The app running does not make the page taller under the shopper.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(before);

  // At the end of the page, the footer's last line is above the banner, not beneath it.
  // Twice: the footer is laid out only as it comes near (content-visibility), which sets its height.
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  }
  const footer = await page.getByRole('contentinfo').boundingBox();
  const bannerBox = await banner.boundingBox();
  expect(footer && bannerBox).toBeTruthy();
  expect(footer!.y + footer!.height).toBeLessThanOrEqual(bannerBox!.y + 0.5);
  const viewport = page.viewportSize()!;
  expect(bannerBox!.y + bannerBox!.height).toBeCloseTo(viewport.height, 0);

  // Its buttons work once the app has run.
  await banner.getByRole('button', { name: 'Reject all' }).click();
  await expect(banner).toBeHidden();
});
