import { messages } from '@oja/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { signedInCustomer } from './test-shoppers.ts';

/**
 * Issue 26 row 3: a cursor is opaque to the shop but not to an attacker. Every list that takes one
 * answers a forged cursor with 422 and a `cursor` field message, never a 500 from the database's cast.
 */
let t: TestApp;
let vendorSlug: string;
let customer: Record<string, string>;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

beforeAll(async () => {
  t = await buildTestApp({ products: 60 });
  vendorSlug = (await get('stores?perPage=1')).json().data.data[0].slug;
  customer = (await signedInCustomer(t.app, 'cursor-forger@oja.test')).headers;
});
afterAll(() => t.close());

/** Each list with the order its cursor names. */
const lists = () => [
  { url: 'products', order: 'newest' },
  { url: 'products?filter=new_arrivals', order: 'newest' },
  { url: 'products?sort=price_asc', order: 'price_asc' },
  { url: 'products?sort=price_desc', order: 'price_desc' },
  { url: 'products?filter=best_selling', order: 'popular' },
  { url: 'products?filter=top_deals', order: 'top_deals' },
  { url: 'products?search=phone', order: 'relevance' },
  { url: 'cars', order: 'newest' },
  { url: `vendors/${vendorSlug}`, order: 'newest' },
  { url: `stores/${vendorSlug}`, order: 'newest', signedIn: true },
];

/** The three keys of the issue, then ids and shapes no real cursor has. */
const forgedKeys = ['not-a-date', '2026-13-45', "'"];
const realKey = (order: string) =>
  order === 'newest' ? '2026-11-26 10:00:00+00' : order === 'relevance' ? '0' : '100';
const forgedCursors = (order: string) => [
  ...forgedKeys.map((key) => forge([order, key, 1])),
  forge([order, realKey(order), 2 ** 40]),
  forge([order, realKey(order), -1]),
  forge([order, realKey(order), 1.5]),
  forge([order, realKey(order), '1']),
  forge([order, '1e3', 1]),
  forge([order, '99999999999999999999', 1]),
  forge([order, '2026-02-30 10:00:00+00', 1]),
  forge([order, '2026-11-26 24:00:00+00', 1]),
  forge([order, realKey(order), 1, 'extra']),
  forge({ order, key: '1', id: 1 }),
  forge(null),
  'not base64 at all!',
  Buffer.from('["newest"').toString('base64url'),
];

describe('forged cursors (issue 26, row 3)', () => {
  it('answers every forged cursor of every list with 422 and a cursor message, never a 500', async () => {
    const wrong: string[] = [];
    for (const list of lists()) {
      for (const cursor of forgedCursors(list.order)) {
        const sep = list.url.includes('?') ? '&' : '?';
        const res = await get(
          `${list.url}${sep}cursor=${encodeURIComponent(cursor)}`,
          list.signedIn ? customer : {},
        );
        const key = `${list.url} ${Buffer.from(cursor, 'base64url').toString('utf8')}`;
        const errors = res.statusCode === 422 ? JSON.stringify(res.json().errors) : '';
        if (res.statusCode !== 422 || errors !== JSON.stringify({ cursor: [messages.cursorInvalid] })) {
          wrong.push(`${key}: ${res.statusCode} ${errors}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('still follows the real next_cursor of each list', async () => {
    for (const list of lists()) {
      const sep = list.url.includes('?') ? '&' : '?';
      const headers = list.signedIn ? customer : {};
      const first = await get(`${list.url}${sep}perPage=2`, headers);
      expect(first.statusCode, list.url).toBe(200);
      const body = first.json().data;
      const next = (body.products ?? body).next_cursor as string | null;
      if (next === null) continue;
      const second = await get(`${list.url}${sep}perPage=2&cursor=${next}`, headers);
      expect(second.statusCode, `${list.url} ${second.body}`).toBe(200);
    }
  });
});
