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

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

export function viewsText(views: number): string {
  return `${views < 1000 ? views : compact.format(views)} ${views === 1 ? 'view' : 'views'}`;
}
