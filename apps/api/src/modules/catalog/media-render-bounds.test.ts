import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/tables/catalog.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { PREVIEW_RENDERS_AT_ONCE, previewRenders } from './media-renders.ts';

/**
 * Link-preview PNGs under a crawler's (or a script's) burst (issue 53, item 11): renders are bounded
 * in number at once and in number waiting; past that the answer is a quick 503 with Retry-After.
 */
let t: TestApp;
let uuids: string[];

beforeAll(async () => {
  t = await buildTestApp({ products: 40 });
  uuids = (await t.app.database.db.select({ uuid: products.uuid }).from(products).limit(40)).map(
    (r) => r.uuid,
  );
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('link-preview renders under a burst', () => {
  it('renders at most PREVIEW_RENDERS_AT_ONCE at once and answers the rest 503 with Retry-After, never another 5xx', async () => {
    // 120 distinct pictures (none cached), all asked at once.
    const urls = uuids.flatMap((uuid) => [1, 2, 3].map((n) => `/media/products/${uuid}/${n}.png`));
    const answers = await Promise.all(urls.map((url) => get(url)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const busy = answers.filter((res) => res.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const res of busy) {
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    for (const res of answers.filter((one) => one.statusCode === 200)) {
      expect(res.headers['content-type']).toBe('image/png');
    }
    expect(previewRenders.peak).toBeGreaterThan(0);
    expect(previewRenders.peak).toBeLessThanOrEqual(PREVIEW_RENDERS_AT_ONCE);

    // Once the burst is over, a picture refused in it renders.
    const retried = await get(urls[statuses.indexOf(503)]!);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['content-type']).toBe('image/png');
  }, 60_000);
});
