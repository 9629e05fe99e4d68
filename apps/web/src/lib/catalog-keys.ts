/**
 * The catalogue's query keys. The catalog feature's queries (features/catalog/queries.ts) are built on
 * them, and so is what reads or refreshes the catalogue's answers from outside it: the page heads
 * (seo-pages), the server renderer's list of public queries, orders (a new review refreshes the
 * product page) and a sign-out (the categories stay). Features do not import each other, so the keys
 * meet here. A key's first word is its root: a prefix matches every page and size of a list.
 */
const ROOTS = [
  'main-store',
  'popular-stores-and-vendors',
  'carousel-campaigns',
  'campaigns',
  'promotions',
  'categories',
  'products',
  'product',
  'product-reviews',
  'category',
  'stores',
  'vendors',
  'cars',
  'car',
] as const;
type CatalogKey = readonly [(typeof ROOTS)[number], ...unknown[]];

export const catalogKeys = {
  mainStore: ['main-store'] as const satisfies CatalogKey,
  popularStores: ['popular-stores-and-vendors'] as const satisfies CatalogKey,
  carouselCampaigns: ['carousel-campaigns'] as const satisfies CatalogKey,
  audienceCampaigns: ['campaigns', 'audiences', 'all'] as const satisfies CatalogKey,
  livePromotions: ['promotions', 'live'] as const satisfies CatalogKey,
  categories: ['categories'] as const satisfies CatalogKey,
  products: (params: Record<string, string | undefined>, perPage: number) =>
    ['products', params, perPage] as const satisfies CatalogKey,
  /** A product page's answer; `product` alone (the root) is every product's. */
  product: (id: string) => ['product', id] as const satisfies CatalogKey,
  productRoot: ['product'] as const satisfies CatalogKey,
  /** A product's reviews, every page; `productReviewsRoot`, every product's. */
  productReviews: (id: string) => ['product-reviews', id] as const satisfies CatalogKey,
  productReviewsRoot: ['product-reviews'] as const satisfies CatalogKey,
  productReviewsPage: (id: string, page: number, perPage: number) =>
    ['product-reviews', id, page, perPage] as const satisfies CatalogKey,
  category: (uuid: string) => ['category', uuid] as const satisfies CatalogKey,
  stores: (page: number, search: string, perPage: number) =>
    ['stores', page, search, perPage] as const satisfies CatalogKey,
  /** /vendor/{name} reads `vendors/{name}`, /store/{id} (signed in) `stores/{id}`: every page of it. */
  vendorPage: (kind: 'vendors' | 'stores', id: string) => [kind, id] as const satisfies CatalogKey,
  vendorPageAt: (kind: 'vendors' | 'stores', id: string, page: number, perPage: number) =>
    [kind, id, page, perPage] as const satisfies CatalogKey,
  cars: (page: number, perPage: number) => ['cars', page, perPage] as const satisfies CatalogKey,
  car: (id: string) => ['car', id] as const satisfies CatalogKey,
};

/** The catalogue's answers are all public: the server renderer may load them for a guest. */
export function isCatalogKey(key: readonly unknown[]): boolean {
  return (ROOTS as readonly unknown[]).includes(key[0]);
}
