import type { ProductCard } from '@oja/contract/catalog';

/*
 * The card rules of spec section 2 (Cards), in one place for the cards, the product page and the
 * car page: products go in the cart; services and cars (type service or others) do not, and show
 * Negotiable or Fixed Price with an arrow to their details instead.
 */

type CardFields = Pick<ProductCard, 'type' | 'slug' | 'id' | 'quantity' | 'is_negotiable' | 'selling_price'>;

export function isCartItem(product: Pick<CardFields, 'type'>): boolean {
  return product.type === 'product';
}

export function isCar(product: Pick<CardFields, 'type'>): boolean {
  return product.type === 'others';
}

export function isOutOfStock(product: Pick<CardFields, 'quantity'>): boolean {
  return product.quantity === 0;
}

/** 'Negotiable' or 'Fixed Price' for services and cars; null for products that go in the cart. */
export function priceTerms(product: Pick<CardFields, 'type' | 'is_negotiable'>): string | null {
  if (isCartItem(product)) return null;
  return product.is_negotiable ? 'Negotiable' : 'Fixed Price';
}

export function isContactForPrice(product: Pick<CardFields, 'selling_price'>): boolean {
  return product.selling_price === 0;
}

/** Cards link with the slug; cars open their own details page. */
export function productHref(product: Pick<CardFields, 'type' | 'slug' | 'id'>): string {
  const key = encodeURIComponent(product.slug || String(product.id));
  return isCar(product) ? `/cars/${key}` : `/product/${key}`;
}

/** Whole percent off the actual price, or 0 when there is no saving to show. */
export function discountPercent(selling: number, actual: number): number {
  if (!(actual > 0) || !(selling > 0) || selling >= actual) return 0;
  return Math.round(((actual - selling) / actual) * 100);
}

export function locationText(product: Pick<ProductCard, 'location' | 'city' | 'state'>): string {
  const city = product.location?.city ?? product.city;
  const state = product.location?.state ?? product.state;
  return [city, state].filter(Boolean).join(', ');
}

const COMPACT_UNITS = [
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
] as const;

/**
 * 1520 -> '1.5K', 999999 -> '1M': one decimal at most, as Intl's compact notation writes it. By
 * hand: building that formatter cost a phone about 50 ms of main thread on the first page (issue 14).
 */
function compactCount(count: number): string {
  for (const [index, [size, suffix]] of COMPACT_UNITS.entries()) {
    if (count < size) continue;
    const value = Math.round((count / size) * 10) / 10;
    const larger = COMPACT_UNITS[index - 1];
    // 999,960 rounds to 1000K: written in the next unit up, 1M.
    if (value >= 1000 && larger) return `${Math.round((count / larger[0]) * 10) / 10}${larger[1]}`;
    return `${value}${suffix}`;
  }
  return String(count);
}

export function viewsText(views: number): string {
  return `${compactCount(views)} ${views === 1 ? 'view' : 'views'}`;
}
