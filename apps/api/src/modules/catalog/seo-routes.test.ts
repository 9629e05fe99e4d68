import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, vendors } from '../../db/tables/catalog.ts';
import { errorsPlugin } from '../../plugins/errors.ts';
import { microCachePlugin } from '../../plugins/micro-cache.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { seoRoutes } from './seo-routes.ts';

const ORIGIN = 'https://shop.oja.test';
const INDEX_HTML = '<!doctype html><div id="root"></div>';

let t: TestApp;
let webDist: string;
/**
 * The same database behind a server of only these routes (and the micro-cache, on), with small
 * sitemap files to see paging.
 */
let small: FastifyInstance;

beforeAll(async () => {
  // A built web app, so its catch-all (index.html for unknown paths) is there to swallow these paths.
  webDist = await mkdtemp(path.join(tmpdir(), 'oja-seo-web-'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  t = await buildTestApp({ products: 300, config: { publicUrl: `${ORIGIN}/`, webDist } });
  small = Fastify();
  small.setValidatorCompiler(validatorCompiler);
  small.setSerializerCompiler(serializerCompiler);
  small.decorate('config', t.app.config);
  small.decorate('database', t.app.database);
  await small.register(errorsPlugin);
  await small.register(microCachePlugin, { maxSeconds: 10 });
  await small.register(seoRoutes, { urlsPerSitemap: 120, rowsPerQuery: 50 });
  await small.ready();
});
afterAll(async () => {
  await small?.close();
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

/**
 * The addresses of a sitemap, checking its shape line by line as a parser would: the XML declaration,
 * the sitemaps.org root, then only `<url><loc>` (or `<sitemap><loc>`) entries with escaped text.
 */
function locs(xml: string, element: 'url' | 'sitemap'): string[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const root = element === 'url' ? 'urlset' : 'sitemapindex';
  expect(xml).toMatch(new RegExp(`<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`));
  const body = xml.slice(xml.indexOf('>', xml.indexOf(`<${root}`)) + 1, xml.lastIndexOf(`</${root}>`));
  const entry = new RegExp(`^<${element}><loc>([^<>&]*(?:&amp;[^<>&]*)*)</loc></${element}>$`);
  const lines = body.split('\n').filter(Boolean);
  return lines.map((line) => {
    const match = entry.exec(line);
    expect(match, `not a ${element} entry: ${line}`).not.toBeNull();
    return match![1]!.replaceAll('&amp;', '&');
  });
}

async function productAddresses() {
  const rows = await t.app.database.db
    .select({ slug: products.slug, type: products.type })
    .from(products)
    .orderBy(asc(products.id));
  return rows.map(
    (r) => `${ORIGIN}/${r.type === 'others' ? 'cars' : 'product'}/${encodeURIComponent(r.slug)}`,
  );
}

describe('robots.txt', () => {
  it('lets crawlers into the shop, keeps them out of personal and machine paths, and names the sitemap', async () => {
    const res = await get(t.app, '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/account', '/checkout', '/sandbox/', '/dev/'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /media/');
    expect(lines).not.toContain('Disallow: /cart');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('sitemaps', () => {
  it('answers an index of the child sitemaps, with absolute addresses, not the web app', async () => {
    const res = await get(t.app, '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(locs(res.body, 'sitemap')).toEqual([
      `${ORIGIN}/sitemap-pages.xml`,
      `${ORIGIN}/sitemap-categories.xml`,
      `${ORIGIN}/sitemap-products-1.xml`,
      `${ORIGIN}/sitemap-vendors-1.xml`,
    ]);
    // The web app still answers its own pages.
    expect((await get(t.app, '/terms-of-service')).body).toBe(INDEX_HTML);
  });

  it('lists the static pages, every category and every vendor', async () => {
    const pages = locs((await get(t.app, '/sitemap-pages.xml')).body, 'url');
    expect(pages).toEqual(
      expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/products`, `${ORIGIN}/categories`]),
    );
    expect(pages.some((url) => /\/(cart|checkout|account)/.test(url))).toBe(false);

    const { db } = t.app.database;
    const categoryRows = await db.select({ uuid: categories.uuid }).from(categories);
    const listed = locs((await get(t.app, '/sitemap-categories.xml')).body, 'url');
    expect(listed.sort()).toEqual(categoryRows.map((c) => `${ORIGIN}/category/${c.uuid}`).sort());

    const vendorRows = await db.select({ slug: vendors.slug }).from(vendors).orderBy(asc(vendors.id));
    expect(vendorRows.length).toBeGreaterThan(10);
    expect(locs((await get(t.app, '/sitemap-vendors-1.xml')).body, 'url')).toEqual(
      vendorRows.map((v) => `${ORIGIN}/vendor/${encodeURIComponent(v.slug)}`),
    );
  });

  it('lists every seeded product at its own page, cars at /cars', async () => {
    const res = await get(t.app, '/sitemap-products-1.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const listed = locs(res.body, 'url');
    const expected = await productAddresses();
    expect(expected).toHaveLength(300);
    expect(listed).toEqual(expected);
    expect(listed.some((url) => url.startsWith(`${ORIGIN}/cars/`))).toBe(true);
    expect(listed.some((url) => url.startsWith(`${ORIGIN}/product/`))).toBe(true);
  });

  it('pages products by id into files of the configured size, read in several queries each', async () => {
    const index = locs((await get(small, '/sitemap.xml')).body, 'sitemap');
    const productFiles = index.filter((url) => url.includes('sitemap-products-'));
    expect(productFiles).toEqual([1, 2, 3].map((n) => `${ORIGIN}/sitemap-products-${n}.xml`));
    const files = await Promise.all([1, 2, 3].map((n) => get(small, `/sitemap-products-${n}.xml`)));
    const pages = files.map((res) => locs(res.body, 'url'));
    expect(pages.map((p) => p.length)).toEqual([120, 120, 60]);
    expect(pages.flat()).toEqual(await productAddresses());

    for (const missing of ['/sitemap-products-4.xml', '/sitemap-products-0.xml', '/sitemap-products-x.xml'])
      expect((await get(small, missing)).statusCode).toBe(404);
    expect((await get(t.app, '/sitemap-products-2.xml')).statusCode).toBe(404);
  });

  it('answers the index from the micro-cache for a few seconds, and streams product files fresh', async () => {
    // A query string of its own: a key no earlier test filled.
    expect((await get(small, '/sitemap.xml?cached')).headers['x-cache']).toBeUndefined();
    const again = await get(small, '/sitemap.xml?cached');
    expect(again.headers['x-cache']).toBe('hit');
    expect(locs(again.body, 'sitemap')).toContain(`${ORIGIN}/sitemap-products-3.xml`);
    await get(small, '/sitemap-products-1.xml');
    expect((await get(small, '/sitemap-products-1.xml')).headers['x-cache']).toBeUndefined();
  });
});
