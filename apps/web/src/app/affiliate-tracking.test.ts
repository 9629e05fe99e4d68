import { AFFILIATE_STORAGE_MS } from '@oja/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartApi } from '../features/cart/api/cart-api';
import {
  resetTrackingForTests,
  settleTrackingForTests,
  startAffiliateTracking,
  trackAffiliateLink,
  WAITING_KEY,
} from '../features/engagement/affiliate-tracking';
import { EVERYTHING, NOTHING_OPTIONAL, reloadConsent, saveConsent } from '../features/engagement/consent';

type Call = { method: string; path: string; body: Record<string, unknown> };
let calls: Call[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).replace('/api/v1/', '');
      calls.push({
        method: init?.method ?? 'GET',
        path,
        body: init?.body ? JSON.parse(String(init.body)) : {},
      });
      const data =
        path === 'generate-jwt' ? { token: 'guest-token', passphrase: 'pass' } : { cart_items: [] };
      return new Response(JSON.stringify({ status: 'success', message: 'ok', data }), { status: 200 });
    }),
  );
  reloadConsent();
  resetTrackingForTests();
  startAffiliateTracking();
});
afterEach(() => resetTrackingForTests());

const T0 = Date.now();
const page = {
  url: 'https://oja.test/product/tecno-spark?aff=AB12',
  referrer: 'https://wa.me/',
  userAgent: 'UA',
};
const tracking = () => calls.filter((call) => call.path.startsWith('analytics/'));

describe('affiliate links', () => {
  it('keeps the code without consent and holds the click until the cookie choice allows it', async () => {
    expect(
      trackAffiliateLink(
        { pathname: '/product/tecno-spark', search: '?aff=AB12&utm_source=whatsapp' },
        page,
        T0,
      ),
    ).toBe(true);
    await settleTrackingForTests();
    expect(tracking()).toEqual([]);
    expect(JSON.parse(sessionStorage.getItem(WAITING_KEY)!)).toHaveLength(1);

    saveConsent(EVERYTHING);
    await settleTrackingForTests();
    expect(tracking()).toEqual([
      {
        method: 'POST',
        path: 'analytics/tracking',
        body: {
          type: 'click',
          product_id: 'tecno-spark',
          affiliate_id: 'AB12',
          utm_source: 'whatsapp',
          device_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          current_url: page.url,
          referrer: 'https://wa.me/',
          user_agent: 'UA',
        },
      },
    ]);
    expect(sessionStorage.getItem(WAITING_KEY)).toBeNull();
  });

  it('sends the stored code with add to cart', async () => {
    trackAffiliateLink({ pathname: '/', search: '?ref=CD34' }, page);
    await cartApi.add({ slug: 'tecno-spark', quantity: 1 });
    expect(calls.find((call) => call.path === 'cart/add')?.body).toEqual({
      slug: 'tecno-spark',
      quantity: 1,
      affiliate_id: 'CD34',
    });
  });

  it('reports a replaced code as overwritten by the new one, before the new click', async () => {
    saveConsent(EVERYTHING);
    trackAffiliateLink({ pathname: '/', search: '?aff=AB12' }, page, T0);
    trackAffiliateLink({ pathname: '/', search: '?aff=CD34' }, page, T0 + 60_000);
    await settleTrackingForTests();
    expect(tracking().map((call) => [call.path, call.body.affiliate_id, call.body.status ?? null])).toEqual([
      ['analytics/tracking', 'AB12', null],
      ['analytics/tracking/unlink', 'AB12', 'overwritten'],
      ['analytics/tracking', 'CD34', null],
    ]);
    expect(tracking()[1]!.body).toMatchObject({
      type: 'click',
      overwritten_by: 'CD34',
      device_id: expect.any(String),
    });
  });

  it('reports a code past its 7 days as expired on the next page', async () => {
    saveConsent(EVERYTHING);
    trackAffiliateLink({ pathname: '/', search: '?aff=AB12' }, page, T0);
    expect(trackAffiliateLink({ pathname: '/cart', search: '' }, page, T0 + AFFILIATE_STORAGE_MS)).toBe(
      false,
    );
    await settleTrackingForTests();
    expect(tracking()[1]).toMatchObject({
      path: 'analytics/tracking/unlink',
      body: { affiliate_id: 'AB12', status: 'expired', overwritten_by: null },
    });
    await cartApi.add({ slug: 'tecno-spark', quantity: 1 });
    expect(calls.find((call) => call.path === 'cart/add')?.body).toEqual({
      slug: 'tecno-spark',
      quantity: 1,
    });
  });

  it('sends no analytics call after reject all, and keeps the code for the cart', async () => {
    trackAffiliateLink({ pathname: '/', search: '?aff=AB12' }, page, T0);
    saveConsent(NOTHING_OPTIONAL);
    trackAffiliateLink({ pathname: '/', search: '?aff=CD34' }, page, T0 + 1000);
    await settleTrackingForTests();
    expect(tracking()).toEqual([]);
    await cartApi.add({ slug: 'tecno-spark', quantity: 1 });
    expect(calls.find((call) => call.path === 'cart/add')?.body.affiliate_id).toBe('CD34');
  });
});
