import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Server-rendered pages show their content before their JavaScript has run, and a tap on a button
 * of that HTML before the app has hydrated does nothing. A shopper waits a moment; a test acts at
 * once. So after every load (goto, reload) of a page of the shop, the tests wait for the mark that
 * start.tsx sets on <html> once the app has hydrated or rendered. Documents that are not the app (a
 * JSON answer, a picture, a sitemap) have no #root and are not waited for.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.getAttribute('data-app') === 'ready',
    undefined,
    { timeout: 20_000 },
  );
}

function waitAfterLoads(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
}

/** Playwright's `test`, whose pages (the `page` fixture and any the test opens) wait for the app after each load. */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      for (const page of context.pages()) waitAfterLoads(page);
      context.on('page', waitAfterLoads);
    }
    await use(context);
  },
});
