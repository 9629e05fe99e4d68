import { expect, test } from '../fixtures';

// The layout as the browser draws it while the page's HTML is still arriving: no script runs. On
// Lighthouse's phone (412x823), where the empty cart's page is about a screen tall.
test.use({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });

test('a footer still arriving starts where the page ends, so it does not move up when the rest arrives', async ({
  page,
}) => {
  await page.goto('/cart');
  const footer = page.getByRole('contentinfo');
  const whole = await footer.boundingBox();
  const main = await page.locator('main').boundingBox();
  expect(whole && main).toBeTruthy();
  // The whole page is about a screen tall: the case where a footer could be pushed to the bottom.
  expect(main!.y + main!.height).toBeLessThan(page.viewportSize()!.height);

  // The same page cut off inside the footer, as the browser paints it before the rest arrives.
  await page.route('**/cart', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    // Inside the newsletter, the footer's first part.
    const cut = html.indexOf('<form', html.indexOf('<footer'));
    expect(cut).toBeGreaterThan(html.indexOf('<footer'));
    await route.fulfill({ response, body: html.slice(0, cut) });
  });
  await page.goto('/cart');
  const partial = await footer.boundingBox();
  expect(partial).toBeTruthy();
  expect(partial!.height).toBeLessThan(whole!.height);
  // It starts at the same place as the whole footer: only its bottom moves as the rest arrives.
  expect(partial!.y).toBeCloseTo(whole!.y, 0);
});
