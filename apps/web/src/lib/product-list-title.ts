import {
  PRODUCT_FILTERS,
  PROMOTION_LABELS,
  PROMOTION_TYPES,
  type ProductFilter,
  type PromotionType,
} from '@oja/contract/constants';

/** The quick filters' names: the chips, the list's heading and the tab's title say the same. */
export const FILTER_LABELS: Record<ProductFilter, string> = {
  new_arrivals: 'New arrivals',
  for_you: 'For you',
  top_deals: 'Top deals',
  best_selling: 'Best selling',
};

const FILTER_DESCRIPTIONS: Record<ProductFilter, string> = {
  new_arrivals: 'The latest listings on Oja.',
  for_you: 'Picked from what you viewed, saved and added to your cart.',
  top_deals: 'The biggest savings right now.',
  best_selling: 'What Nigerian shoppers are buying most.',
};

const isPromotion = (value: string | null): value is PromotionType =>
  value !== null && (PROMOTION_TYPES as readonly string[]).includes(value);
const isFilter = (value: string | null): value is ProductFilter =>
  value !== null && (PRODUCT_FILTERS as readonly string[]).includes(value);

/**
 * What a /products list is called, from its address: a search, a promotion ("Black Friday Deals"), a
 * quick filter ("New arrivals"), or all products (also when the address names a list we do not have).
 * The page's heading (routes/Products) and its title (seo-pages) both read it.
 */
export function productListHeading(params: URLSearchParams): { title: string; description: string } {
  const search = params.get('search')?.trim();
  if (search) {
    return {
      title: `Results for “${search}”`,
      description: 'Products, services and cars that match your search.',
    };
  }
  const promotion = params.get('promotion');
  if (isPromotion(promotion)) {
    return {
      title: PROMOTION_LABELS[promotion],
      description: 'Limited-time prices from sellers across Nigeria.',
    };
  }
  const filter = params.get('filter');
  if (isFilter(filter)) return { title: FILTER_LABELS[filter], description: FILTER_DESCRIPTIONS[filter] };
  return { title: 'All products', description: 'Products, services and cars from sellers across Nigeria.' };
}
