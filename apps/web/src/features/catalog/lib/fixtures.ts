import type { LivePromotion, ProductCard } from '@oja/contract/catalog';

/** Test data for the catalog's unit tests. */
let next = 1;
export function makeProduct(overrides: Partial<ProductCard> = {}): ProductCard {
  const id = next++;
  return {
    uuid: `00000000-0000-0000-0000-${String(id).padStart(12, '0')}`,
    id,
    slug: `samsung-galaxy-a15-${id}`,
    name: 'Samsung Galaxy A15',
    type: 'product',
    brand: 'Samsung',
    thumbnail: `/media/products/${id}/1.svg`,
    selling_price: 150_000,
    actual_price: 180_000,
    vat_selling_price: 161_250,
    vat_actual_price: 193_500,
    quantity: 12,
    is_negotiable: false,
    location: { city: 'Ikeja', state: 'Lagos' },
    city: 'Ikeja',
    state: 'Lagos',
    url: `/product/samsung-galaxy-a15-${id}`,
    caption: null,
    total_views: 1520,
    campaign_image: null,
    isSaved: false,
    category: { uuid: '00000000-0000-0000-0000-0000000000aa', name: 'Phones & Tablets' },
    ...overrides,
  };
}

export function makePromotion(overrides: Partial<LivePromotion> = {}): LivePromotion {
  return {
    type: 'flash_sales',
    name: 'Flash Sales',
    start_date: '2025-01-01T00:00:00.000Z',
    end_date: '2025-01-03T00:00:00.000Z',
    banner_image: null,
    banner_image_sm: null,
    products: [makeProduct()],
    total_products: 1,
    ...overrides,
  };
}
