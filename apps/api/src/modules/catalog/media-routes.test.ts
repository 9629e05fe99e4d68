import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, categories, products, promotions, vendors } from '../../db/tables/catalog.ts';
import { couriers } from '../../db/tables/logistics.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { KIND_PATHS } from './illustrations.ts';

let t: TestApp;
let uuid: string;

beforeAll(async () => {
  t = await buildTestApp({ products: 40 });
  const [row] = await t.app.database.db.select({ uuid: products.uuid }).from(products).limit(1);
  uuid = row!.uuid;
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk, which a PNG must start with after its signature. */
function pngSize(body: Buffer) {
  expect(body.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

describe('link-preview pictures (PNG)', () => {
  it("renders a product's pictures as 1200 px PNGs in the SVG's square shape, small enough for previews", async () => {
    const first = await get(`/media/products/${uuid}/1.png`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(pngSize(first.rawPayload)).toEqual({ width: 1200, height: 1200 });
    expect(first.rawPayload.length).toBeLessThan(300 * 1024);

    const third = await get(`/media/products/${uuid}/3.png`);
    expect(pngSize(third.rawPayload)).toEqual({ width: 1200, height: 1200 });
    expect(third.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(third.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers 304 to a matching ETag, and the same bytes again without one', async () => {
    const first = await get(`/media/products/${uuid}/2.png`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"png-[\w-]+"$/);
    const again = await get(`/media/products/${uuid}/2.png`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const fresh = await get(`/media/products/${uuid}/2.png`);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.rawPayload.equals(first.rawPayload)).toBe(true);
    // The SVG keeps its own tag: a cached SVG never validates the PNG, nor the other way round.
    const svg = await get(`/media/products/${uuid}/2.svg`);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers.etag).not.toBe(etag);
    expect(
      (await get(`/media/products/${uuid}/2.png`, { 'if-none-match': String(svg.headers.etag) })).statusCode,
    ).toBe(200);
  });

  it('answers 404 for a product that does not exist, 422 for a file name that is not a picture', async () => {
    const missing = await get('/media/products/00000000-0000-4000-8000-000000000000/1.png');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'error', message: 'Image not found' });
    expect((await get(`/media/products/${uuid}/4.png`)).statusCode).toBe(422);
    expect((await get(`/media/products/${uuid}/1.jpg`)).statusCode).toBe(422);
  });

  it("serves the shop's own 1200x630 preview card", async () => {
    const res = await get('/media/og/oja.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(res.rawPayload.length).toBeLessThan(300 * 1024);
    expect((await get('/media/og/oja.png', { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(
      304,
    );
  });
});

/** What a browser would decode: the format and size sharp reads from the bytes. */
async function webpOf(res: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  const { format, width, height } = await sharp(res.rawPayload).metadata();
  return { format, width, height, bytes: res.rawPayload.length };
}

describe("the shop's own pictures as WebP (ADR 60)", () => {
  it("renders a product's picture at the width asked, 360 px when none is", async () => {
    const small = await webpOf(await get(`/media/products/${uuid}/1.webp?w=240`));
    expect(small).toMatchObject({ format: 'webp', width: 240, height: 240 });
    // About the size of the SVG it is drawn from, far under the 1200 px PNG.
    expect(small.bytes).toBeLessThan(8 * 1024);
    expect(await webpOf(await get(`/media/products/${uuid}/1.webp`))).toMatchObject({
      width: 360,
      height: 360,
    });
    const large = await webpOf(await get(`/media/products/${uuid}/1.webp?w=1200`));
    expect(large).toMatchObject({ width: 1200, height: 1200 });
    expect(large.bytes).toBeGreaterThan(small.bytes);
  });

  it('refuses a width it does not render, with the widths it does', async () => {
    const res = await get(`/media/products/${uuid}/1.webp?w=333`);
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('Width must be one of 120, 240, 360, 480, 720, 960, 1200');
    expect((await get(`/media/products/${uuid}/1.webp?w=big`)).statusCode).toBe(422);
  });

  it('tags each width apart, and answers 304 to its own tag only', async () => {
    const first = await get(`/media/products/${uuid}/2.webp?w=480`);
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect((await get(`/media/products/${uuid}/2.webp?w=480`, { 'if-none-match': etag })).statusCode).toBe(
      304,
    );
    const other = await get(`/media/products/${uuid}/2.webp?w=720`, { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
    const svg = await get(`/media/products/${uuid}/2.svg`);
    expect((await get(`/media/products/${uuid}/2.svg`, { 'if-none-match': etag })).statusCode).toBe(200);
    expect(svg.headers.etag).not.toBe(etag);
  });

  it('renders category, shop, courier, campaign and promotion pictures in their own shapes', async () => {
    const { db } = t.app.database;
    const [category] = await db.select({ slug: categories.slug }).from(categories).limit(1);
    const [shop] = await db.select({ slug: vendors.slug }).from(vendors).limit(1);
    const [courier] = await db.select({ code: couriers.code }).from(couriers).limit(1);
    const [campaign] = await db.select({ uuid: campaigns.uuid }).from(campaigns).limit(1);
    const [promotion] = await db.select({ type: promotions.type }).from(promotions).limit(1);
    const shapes: [string, number, number][] = [
      [`/media/categories/${category!.slug}.webp?w=120`, 120, 120],
      [`/media/vendors/${shop!.slug}.webp?w=120`, 120, 120],
      [`/media/couriers/${courier!.code}.webp?w=120`, 120, 120],
      [`/media/campaigns/${campaign!.uuid}.webp?w=720`, 720, 240],
      [`/media/promotions/${promotion!.type}.webp?w=1200`, 1200, 300],
      [`/media/promotions/${promotion!.type}-sm.webp?w=720`, 720, 360],
    ];
    for (const [url, width, height] of shapes) {
      expect(await webpOf(await get(url)), url).toMatchObject({ format: 'webp', width, height });
    }
    expect((await get(`/media/categories/${category!.slug}.gif`)).statusCode).toBe(404);
    expect((await get('/media/categories/no-such-category.webp')).statusCode).toBe(404);
    expect((await get(`/media/promotions/${promotion!.type}.webp?w=100`)).statusCode).toBe(422);
  });
});

describe('pictures that show the product', () => {
  it("draws a phone product's picture as a phone, as SVG and as PNG", async () => {
    const phones = await t.app.database.db
      .select({ uuid: products.uuid, name: products.name })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(categories.name, 'Phones & Tablets'));
    const phone = phones.find(
      (p) =>
        /galaxy|iphone|spark|camon|redmi|infinix|itel/i.test(p.name) && !/feature|tab|ipad/i.test(p.name),
    );
    expect(phone).toBeDefined();
    const svg = await get(`/media/products/${phone!.uuid}/1.svg`);
    expect(svg.statusCode).toBe(200);
    expect(svg.body).toContain('data-kind="phone"');
    expect(svg.body).toContain(KIND_PATHS.phone);
    expect(svg.body).not.toContain('<text');
    const png = await get(`/media/products/${phone!.uuid}/1.png`);
    expect(pngSize(png.rawPayload)).toEqual({ width: 1200, height: 1200 });
  });

  it('draws campaign and promotion banners without their headline', async () => {
    const [promotion] = await t.app.database.db.select().from(promotions).limit(1);
    for (const file of [`${promotion!.type}.svg`, `${promotion!.type}-sm.svg`]) {
      const res = await get(`/media/promotions/${file}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<text');
      expect(res.body).not.toContain(promotion!.name);
    }
    expect((await get(`/media/promotions/${promotion!.type}-sm.svg`)).body).toContain(
      'viewBox="0 0 720 360"',
    );
  });

  it("draws a shop's logo from what its name says it sells", async () => {
    const [shop] = await t.app.database.db
      .select({ slug: vendors.slug })
      .from(vendors)
      .where(eq(vendors.storeName, 'Port Harcourt Solar Hub'));
    const res = await get(`/media/vendors/${shop!.slug}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(KIND_PATHS.solarPanel);
    expect(res.body).toContain('>PH</text>');
  });
});
