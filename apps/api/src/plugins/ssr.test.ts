import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ProductDetails } from '@oja/contract/catalog';
import { formatNaira, nairaToKobo } from '@oja/contract/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { SERVER_BUNDLE } from './ssr.ts';

/*
 * The server-rendered storefront with the real web build (client and server bundle). OJA_WEB_DIST
 * may name a build; otherwise apps/web/dist is used, built first when it has no server bundle.
 */
const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

function webBuild(): string {
  const named = process.env.OJA_WEB_DIST;
  if (named && existsSync(path.join(named, SERVER_BUNDLE))) return named;
  const dist = path.join(repoRoot, 'apps/web/dist');
  if (!existsSync(path.join(dist, SERVER_BUNDLE))) {
    const build = spawnSync('npm', ['run', 'build', '-w', '@oja/web'], { cwd: repoRoot, stdio: 'ignore' });
    if (build.status !== 0) throw new Error('npm run build -w @oja/web failed');
  }
  return dist;
}

let webDist: string;
let t: TestApp;
let product: ProductDetails;

beforeAll(async () => {
  webDist = webBuild();
  t = await buildTestApp({ products: 30, config: { webDist, microCacheSeconds: 10 } });
  const list = await t.app.inject({ method: 'GET', url: '/api/v1/products?perPage=1' });
  const slug = list.json().data.data[0].slug as string;
  product = (await t.app.inject({ method: 'GET', url: `/api/v1/products/${slug}` })).json().data;
}, 600_000);
afterAll(async () => {
  await t?.close();
});

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

/** Every <script> of a page: its attributes and text. */
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes = '', body = '']) => ({
    attributes,
    body,
  }));

describe('server-rendered product page', () => {
  it('shows the product, its naira price, its link-preview tags and valid Product JSON-LD', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/product/${product.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    const price = formatNaira(nairaToKobo(product.vat_selling_price));
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(`>${product.name.replaceAll('&', '&amp;')}</h1>`);
    expect(root).toContain(price);

    const publicUrl = t.app.config.publicUrl;
    const pageUrl = `${publicUrl}/product/${product.slug}`;
    expect(html).toContain(`<link rel="canonical" href="${pageUrl}" />`);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:url')).toBe(pageUrl);
    expect(metaContent(html, 'og:image')).toBe(`${publicUrl}/media/products/${product.uuid}/1.png`);
    expect(metaContent(html, 'og:title')).toContain(price);
    expect(metaContent(html, 'og:locale')).toBe('en_NG');
    expect(metaContent(html, 'og:site_name')).toBe('Oja');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(html.match(/<title>/g)).toHaveLength(1);

    const ld = scriptsOf(html).filter((script) => script.attributes.includes('application/ld+json'));
    expect(ld).toHaveLength(1);
    const data = JSON.parse(ld[0]!.body);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'NGN',
        price: (nairaToKobo(product.vat_selling_price) / 100).toFixed(2),
        availability: product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url: pageUrl,
      },
    });
  });

  it('hands its data to the page as JSON, with no inline script to run', async () => {
    const html = (await t.app.inject({ method: 'GET', url: `/product/${product.slug}` })).body;
    for (const script of scriptsOf(html)) {
      const runnable = !/type="application\/(?:ld\+)?json"/.test(script.attributes);
      if (runnable) expect(script.attributes).toContain('src=');
    }
    const state = scriptsOf(html).find((script) => script.attributes.includes('id="oja-state"'));
    expect(state?.body).not.toContain('<');
    const parsed = JSON.parse(state!.body);
    const cached = parsed.queries.queries.find(
      (query: { queryKey: unknown[] }) => query.queryKey[0] === 'product',
    );
    expect(cached.state.data.uuid).toBe(product.uuid);
  });

  it('answers 404 with the page (which says so in the browser) for a product that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/product/no-such-product-anywhere' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('answers 404 for every not-found page: an unknown path, category or store', async () => {
    for (const url of ['/this-page-does-not-exist', '/category/no-such-category', '/vendor/no-such-store']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root">');
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/this-page-does-not-exist' });
    expect(unknown.body).toContain('<title>Page not found | Oja</title>');
    expect(unknown.body).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    // A missing item's page says which kind of item is missing, in the tab too.
    for (const [url, title] of [
      ['/product/no-such-product-anywhere', 'Product not found | Oja'],
      ['/category/no-such-category', 'Category not found | Oja'],
      ['/vendor/no-such-store', 'Store not found | Oja'],
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).body, url).toContain(`<title>${title}</title>`);
    }
    // Pages of the app that are not server-rendered still answer the client app.
    expect((await t.app.inject({ method: 'GET', url: '/account/wallet/smart-coin' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/reset-password' })).statusCode).toBe(200);
  });

  it('finds a category typed by name and a vendor typed by store name', async () => {
    const category = await t.app.inject({ method: 'GET', url: `/category/${encodeURIComponent('fashion')}` });
    expect(category.statusCode).toBe(200);
    expect(category.body).toContain('<title>Fashion | Oja</title>');
    const storeName = product.vendor.store_name;
    const vendor = await t.app.inject({ method: 'GET', url: `/vendor/${encodeURIComponent(storeName)}` });
    expect(vendor.statusCode).toBe(200);
    expect(vendor.body).toContain(`<title>${storeName} | Oja</title>`);
    expect(vendor.body).toMatch(
      new RegExp(`<link rel="canonical" href="[^"]*/vendor/${product.vendor.slug}"`),
    );
  });

  it('titles each promotion and filter list with its own name', async () => {
    const titles: Record<string, string> = {
      '/products?promotion=black_friday_deals': 'Black Friday Deals | Oja',
      '/products?filter=new_arrivals': 'New arrivals | Oja',
      '/products?filter=cheap': 'All products | Oja',
      '/products?promotion=christmas': 'All products | Oja',
    };
    for (const [url, title] of Object.entries(titles)) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<title>${title}</title>`);
    }
  });

  it('renders the home page, a category and the product list with names and naira prices', async () => {
    const category = product.category.uuid;
    for (const url of ['/', `/category/${category}`, '/products']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const root = res.body.slice(res.body.indexOf('<div id="root">'));
      expect(root, url).toMatch(/₦[\d,]+\.\d\d/);
      expect(root, url).toMatch(/href="\/product\/[^"]+"/);
    }
  });
});

describe('shared cache of server-rendered pages', () => {
  it('keeps a guest page for the next guest, never for or from a request with a session', async () => {
    const url = `/category/${product.category.uuid}?cache-test=1`;
    const withSession = { cookie: 'session=abc' };
    const first = await t.app.inject({ method: 'GET', url, headers: withSession });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    // The request with a session did not fill the cache: the first guest still renders.
    const guest = await t.app.inject({ method: 'GET', url });
    expect(guest.headers['x-cache']).toBeUndefined();
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(guest.body);
    const signedIn = await t.app.inject({ method: 'GET', url, headers: withSession });
    expect(signedIn.headers['x-cache']).toBeUndefined();
    const bearer = await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer x' } });
    expect(bearer.headers['x-cache']).toBeUndefined();
  });

  it('keeps a page with the cookie banner for first visitors and one without for those who closed it', async () => {
    const url = `/category/${product.category.uuid}?banner-test=1`;
    const banner = (html: string) => html.includes('data-testid="cookie-banner"');
    const first = await t.app.inject({ method: 'GET', url });
    expect(banner(first.body)).toBe(true);
    expect(first.body).toContain('"cookieBanner":true');
    for (const mark of ['seen', 'decided']) {
      const closed = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: `oja_cookie_banner=${mark}` },
      });
      expect(closed.statusCode).toBe(200);
      expect(banner(closed.body), mark).toBe(false);
      expect(closed.body).toContain('"cookieBanner":false');
    }
    // Each variant came from its own entry: the banner's mark alone does not bypass the cache.
    const again = await t.app.inject({ method: 'GET', url, headers: { cookie: 'oja_cookie_banner=seen' } });
    expect(again.headers['x-cache']).toBe('hit');
    expect(banner(again.body)).toBe(false);
    const guest = await t.app.inject({ method: 'GET', url });
    expect(guest.headers['x-cache']).toBe('hit');
    expect(banner(guest.body)).toBe(true);
  });

  it("renders a new visitor's cart empty, and the cart of a browser that holds a session as its skeleton", async () => {
    const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));
    const newVisitor = await t.app.inject({ method: 'GET', url: '/cart' });
    expect(newVisitor.statusCode).toBe(200);
    expect(newVisitor.body).toContain('<title>Your cart | Oja</title>');
    expect(rootOf(newVisitor.body)).toContain('Your cart is empty');
    expect(rootOf(newVisitor.body)).toContain('Start shopping');
    expect(newVisitor.body).not.toContain('aria-label="Loading your cart"');
    // The browser hydrates from what the server saw (start.tsx), not from its own storage.
    expect(newVisitor.body).toContain('"session":false');

    const holder = await t.app.inject({ method: 'GET', url: '/cart', headers: { cookie: 'oja_session=1' } });
    expect(holder.statusCode).toBe(200);
    expect(rootOf(holder.body)).toContain('Your cart');
    expect(rootOf(holder.body)).toContain('aria-label="Loading your cart"');
    expect(holder.body).not.toContain('Your cart is empty');
    expect(holder.body).toContain('"session":true');
  });

  it('keeps the empty cart and the skeleton apart: neither is ever answered to the other browser', async () => {
    const empty = (html: string) => html.includes('Your cart is empty');
    const skeleton = (html: string) => html.includes('aria-label="Loading your cart"');
    const marked = { cookie: 'oja_cookie_banner=seen; oja_session=1' };
    const unmarked = { cookie: 'oja_cookie_banner=seen' };
    // Each order: the first answer of a kind fills its entry, the next browser of the other kind
    // must not get it, and a second browser of the first kind gets it from memory.
    for (const [first, second] of [
      [unmarked, marked],
      [marked, unmarked],
    ] as const) {
      const url = `/cart?order=${first === marked ? 'marked-first' : 'unmarked-first'}`;
      const a = await t.app.inject({ method: 'GET', url, headers: first });
      expect(a.headers['x-cache']).toBeUndefined();
      const b = await t.app.inject({ method: 'GET', url, headers: second });
      expect(b.headers['x-cache']).toBeUndefined();
      expect(empty(b.body)).toBe(second === unmarked);
      expect(skeleton(b.body)).toBe(second === marked);
      const again = await t.app.inject({ method: 'GET', url, headers: first });
      expect(again.headers['x-cache']).toBe('hit');
      expect(empty(again.body)).toBe(first === unmarked);
      expect(skeleton(again.body)).toBe(first === marked);
    }
    // The mark alone does not keep a browser from the shared cache (its API answers neither).
    const third = await t.app.inject({ method: 'GET', url: '/cart?order=marked-first', headers: marked });
    expect(third.headers['x-cache']).toBe('hit');
    const categories = '/api/v1/products/categories?session-mark-test=1';
    await t.app.inject({ method: 'GET', url: categories });
    const api = await t.app.inject({ method: 'GET', url: categories, headers: { cookie: 'oja_session=1' } });
    expect(api.headers['x-cache']).toBe('hit');
  });

  it('does not serve the server bundle as a file', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/${SERVER_BUNDLE.split(path.sep).join('/')}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('falling back to the client app', () => {
  let broken: string;
  let fallback: TestApp;
  beforeAll(async () => {
    // The same build, with a server bundle whose render throws (as a bug in a page would).
    broken = mkdtempSync(path.join(tmpdir(), 'oja-ssr-broken-'));
    cpSync(webDist, broken, { recursive: true });
    const real = pathToFileURL(path.join(webDist, SERVER_BUNDLE)).href;
    writeFileSync(
      path.join(broken, SERVER_BUNDLE),
      `export { isServerRenderedPath } from ${JSON.stringify(real)};\nexport async function render() { throw new Error('page broke'); }\n`,
    );
    fallback = await buildTestApp({ seed: false, config: { webDist: broken } });
  }, 120_000);
  afterAll(async () => {
    await fallback?.close();
    rmSync(broken, { recursive: true, force: true });
  });

  it('answers the client app when rendering throws, never a blank page or a 500', async () => {
    for (const url of ['/', '/product/anything']) {
      const res = await fallback.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
    }
  });

  it('answers the client app when the build has no server bundle', async () => {
    rmSync(path.join(broken, 'server'), { recursive: true, force: true });
    const spaOnly = await buildTestApp({ seed: false, config: { webDist: broken } });
    try {
      const res = await spaOnly.app.inject({ method: 'GET', url: '/products' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    } finally {
      await spaOnly.close();
    }
  });
});
