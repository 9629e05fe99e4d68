import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ChunkLoadError, chunkFailureKind, type LazyPage, withChunkTimeout } from './chunk-load';
import { NOT_FOUND_ROUTE_ID } from './route-ids';
import { matchesAt, routes } from './router';

function layoutsOf(path: string): string[] {
  const matches = matchRoutes(routes, path) ?? [];
  return matches.map((match) => match.route.id ?? (match.route.Component?.name || match.route.path || ''));
}

const PUBLIC = [
  '/',
  '/products?filter=new_arrivals',
  '/product/tecno-spark-20',
  '/product/tecno-spark-20/reviews',
  '/categories',
  '/category/6f1c0a52-0000-4000-8000-000000000001',
  '/store-listing',
  '/vendor/ade-stores',
  '/terms-of-service',
  '/privacy-policy',
  '/cars',
  '/cars/12',
  '/cart',
];

const ACCOUNT_CHILDREN = [
  '',
  '/orders-and-tracking',
  '/notifications',
  '/saved-items',
  '/inbox',
  '/reviews-and-ratings',
  '/reviews-and-ratings/rate-product/42',
  '/newsletter-preference',
  '/address-book',
  '/wallet/emart-wallet',
  '/wallet/spend-and-save',
  '/wallet/smart-coin',
  '/order/ORD-123',
  '/order/ORD-123/review',
  '/order/ORD-123/package-history',
  '/cancel-order',
  '/order-cancelled',
];

describe('router', () => {
  it.each(PUBLIC)('%s is public, in the home layout', (path) => {
    const ids = layoutsOf(path.split('?')[0]!);
    expect(ids).toContain('home-layout');
    expect(ids).not.toContain('auth-layout');
  });

  it.each([
    '/store/7',
    '/checkout',
    '/checkout-legacy',
    '/order-complete',
    ...ACCOUNT_CHILDREN.map((p) => `/account${p}`),
  ])('%s needs a session', (path) => {
    const ids = layoutsOf(path);
    expect(ids).toContain('home-layout');
    expect(ids).toContain('auth-layout');
    const leaf = (matchRoutes(routes, path) ?? []).at(-1)!;
    expect(leaf.route.path === '*').toBe(false);
  });

  it.each(['/offline', '/verify-link-email', '/reset-password', '/appeal-suspension', '/no/such/page'])(
    '%s is in the default layout',
    (path) => {
      expect(layoutsOf(path)).toContain('default-layout');
    },
  );

  it('matches a path as React Router does, and keeps the last few paths matched', () => {
    for (const path of [...PUBLIC.map((p) => p.split('?')[0]!), '/checkout', '/no/such/page']) {
      const summary = (matches: ReturnType<typeof matchesAt>) =>
        matches?.map((m) => [m.route, m.pathname, m.params]);
      expect(summary(matchesAt(path))).toEqual(summary(matchRoutes(routes, path)));
    }
    expect(matchesAt('/no/such/page')?.at(-1)?.route.id).toBe(NOT_FOUND_ROUTE_ID);
    const cart = matchesAt('/cart');
    expect(matchesAt('/cart')).toBe(cart);
    // Older paths make way: twenty other paths later, /cart is matched afresh, to the same routes.
    for (let n = 0; n < 20; n++) matchesAt(`/vendor/shop-${n}`);
    const again = matchesAt('/cart');
    expect(again).not.toBe(cart);
    expect(again?.map((m) => m.route)).toEqual(cart?.map((m) => m.route));
  });

  it('every page is a lazy chunk', () => {
    const leaves = PUBLIC.map((path) => (matchRoutes(routes, path.split('?')[0]!) ?? []).at(-1)!.route);
    for (const route of leaves)
      expect(typeof (route.Component as Partial<LazyPage>).preload).toBe('function');
  });
});

describe('chunk load failures', () => {
  it('classifies script and style chunk failures', () => {
    expect(
      chunkFailureKind(new TypeError('Failed to fetch dynamically imported module: /assets/Home.js')),
    ).toBe('script');
    expect(chunkFailureKind(new Error('Unable to preload CSS for /assets/Home.css'))).toBe('style');
    expect(chunkFailureKind(new Error('Something else'))).toBeNull();
  });

  it('rejects a chunk that does not arrive in time', async () => {
    const never = new Promise<never>(() => {});
    const error = await withChunkTimeout(never, 5).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).message).toBe('script chunk load failure');
  });
});
