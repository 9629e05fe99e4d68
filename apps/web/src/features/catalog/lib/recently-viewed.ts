import type { ProductCard } from '@oja/contract/catalog';
import { local } from '../../../lib/storage';

/**
 * Recently viewed products stay on this device (localStorage): the product page writes the card
 * it shows, newest first, without duplicates; the home page reads the list.
 */
export const RECENTLY_VIEWED_KEY = 'oja.recently-viewed';
export const RECENTLY_VIEWED_MAX = 12;

function isCard(value: unknown): value is ProductCard {
  if (typeof value !== 'object' || value === null) return false;
  const card = value as Partial<ProductCard>;
  return typeof card.uuid === 'string' && typeof card.slug === 'string' && typeof card.name === 'string';
}

export function readRecentlyViewed(): ProductCard[] {
  const stored = local.getJson<unknown>(RECENTLY_VIEWED_KEY);
  return Array.isArray(stored) ? stored.filter(isCard).slice(0, RECENTLY_VIEWED_MAX) : [];
}

/** Keeps only the card fields (the details page's description and images would waste storage). */
function toCard<T extends ProductCard>(product: T): ProductCard {
  return {
    uuid: product.uuid,
    id: product.id,
    slug: product.slug,
    name: product.name,
    type: product.type,
    brand: product.brand,
    thumbnail: product.thumbnail,
    selling_price: product.selling_price,
    actual_price: product.actual_price,
    vat_selling_price: product.vat_selling_price,
    vat_actual_price: product.vat_actual_price,
    quantity: product.quantity,
    is_negotiable: product.is_negotiable,
    location: product.location,
    city: product.city,
    state: product.state,
    url: product.url,
    caption: product.caption,
    total_views: product.total_views,
    campaign_image: product.campaign_image,
    isSaved: product.isSaved,
    category: product.category,
  };
}

export function recordRecentlyViewed(product: ProductCard): void {
  const card = toCard(product);
  const rest = readRecentlyViewed().filter((item) => item.uuid !== card.uuid);
  local.setJson(RECENTLY_VIEWED_KEY, [card, ...rest].slice(0, RECENTLY_VIEWED_MAX));
}
