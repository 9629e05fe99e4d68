import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildOf, type Deploy, deployWorkerControls, recordPageErrors, twoDeploys } from './deploy-helpers';
import { answerCookieBanner, serviceWorkerReady } from './engagement-helpers';
import { expect, test } from './fixtures';
import { freePort, type OwnServer, startShopServer } from './server-helpers';

/**
 * A new deploy never leaves a blank page (ADR 0022): the shop's build (A) and the same code built
 * again with every chunk marked (B, so every page's code differs) are served one after the other at
 * the same address on the same database, as a deploy does, while a shopper's page of build A is open.
 */

let a: Deploy;
let b: Deploy;
let port: number;
let dataDir: string;
let server: OwnServer | null = null;

/** Serves `deploy` at the spec's address (the server before it stops first, as in a deploy). */
async function deploy(build: Deploy): Promise<string> {
  await server?.stop();
  server = null;
  server = await startShopServer({ port, dataDir, webDist: build.dir });
  // A deploy's smoke check: the first server render of a fresh process (loading the renderer,
  // a cold database) can take longer than the worker waits for a page (4 s) on this shared machine,
  // and the worker would then answer with its precached shell, the old build's.
  for (const page of ['/', '/terms-of-service', '/store-listing', '/cars']) {
    expect((await fetch(`${server.url}${page}`)).status).toBe(200);
  }
  return server.url;
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  [a, b] = await twoDeploys();
  port = Number(process.env.E2E_DEPLOY_PORT ?? 0) || (await freePort());
  dataDir = mkdtempSync(path.join(tmpdir(), 'oja-e2e-deploy-'));
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a page left open across a deploy: a page whose code is gone gets the friendly retry, the reload runs the new build under its worker, offline too', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  // The terms page's code differs between the builds and is not precached: only build A has A's.
  const terms = a.files['src/features/engagement/routes/TermsOfService.tsx']!;
  expect(existsSync(path.join(b.dir, terms))).toBe(false);

  const url = await deploy(a);
  await page.goto(`${url}/`);
  await answerCookieBanner(page, 'Reject all');
  await serviceWorkerReady(page);
  expect(await buildOf(page)).toBe('A');

  await deploy(b);
  // The open page still runs build A and asks for A's terms page code, which the server no longer has.
  const missing = page.waitForResponse((response) => response.url().endsWith(terms));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  expect((await missing).status()).toBe(404);
  const retry = page.getByRole('alert');
  await expect(retry.getByRole('heading', { name: 'This page did not load' })).toBeVisible();
  await expect(retry).toContainText('script chunk load failure');
  // Not a blank page: the shop's header and footer stay around the message.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // The friendly retry reloads into build B; the new worker takes over, and nothing goes wrong.
  const errors = recordPageErrors(page);
  await retry.getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /terms of service/i })).toBeVisible();
  expect(await buildOf(page)).toBe('B');
  await deployWorkerControls(page, b, a);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /terms of service/i })).toBeVisible();
  expect(await buildOf(page)).toBe('B');
  expect(errors).toEqual([]);

  // Offline, the new worker's shell opens the shop: build B's home and the /offline page.
  await context.setOffline(true);
  await page.goto(`${url}/`);
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline');
  await expect(page.getByRole('main')).toBeVisible();
  expect(await buildOf(page)).toBe('B');
  await page.goto(`${url}/offline`);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
});

test('a new worker taking over under an open page of the old build: its pages open or get the friendly retry, never a blank page', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  // The cars page's code is in build A's precache (app shell); the store listing's is not. Neither
  // page was opened, and build B has other code for both.
  const cars = a.files['src/features/catalog/routes/Cars.tsx']!;
  const stores = a.files['src/features/catalog/routes/StoreListing.tsx']!;
  expect(existsSync(path.join(b.dir, cars))).toBe(false);
  expect(existsSync(path.join(b.dir, stores))).toBe(false);

  const url = await deploy(a);
  await page.goto(`${url}/`);
  await answerCookieBanner(page, 'Reject all');
  await serviceWorkerReady(page);

  await deploy(b);
  // The shopper opens the shop in a second tab: it gets build B from the server (not the old
  // precached home page), and build B's worker takes over both tabs at once (skip waiting, claim),
  // dropping build A's precache under the first tab, which still runs build A.
  const other = await context.newPage();
  await other.goto(`${url}/`);
  await expect(other.getByRole('main')).toBeVisible();
  expect(await buildOf(other)).toBe('B');
  await deployWorkerControls(page, b, a);
  expect(await buildOf(page)).toBe('A');

  const retry = page.getByRole('alert');
  const retryHeading = retry.getByRole('heading', { name: 'This page did not load' });
  // Build A's cars code left the precache; the browser may still hold it (immutable in its HTTP
  // cache). Either way the shopper sees the page or the friendly retry, inside the shop's frame.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cars' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cars for sale' }).or(retryHeading)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  // The store listing's build A code was never fetched: the server answers 404, the retry shows.
  const missing = page.waitForResponse((response) => response.url().endsWith(stores));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Store listing' }).click();
  expect((await missing).status()).toBe(404);
  await expect(retryHeading).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  const errors = recordPageErrors(page);
  await retry.getByRole('button', { name: 'Reload page' }).click();
  await expect(page).toHaveURL(/\/store-listing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  expect(await buildOf(page)).toBe('B');
  expect(errors).toEqual([]);
});
