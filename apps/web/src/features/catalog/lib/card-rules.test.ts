import { describe, expect, it } from 'vitest';
import {
  discountPercent,
  isCartItem,
  isContactForPrice,
  isOutOfStock,
  locationText,
  priceTerms,
  productHref,
  viewsText,
} from './card-rules';
import { makeProduct } from './fixtures';

describe('card rules', () => {
  it('puts only products in the cart; services and cars show Negotiable or Fixed Price', () => {
    expect(isCartItem(makeProduct({ type: 'product' }))).toBe(true);
    expect(priceTerms(makeProduct({ type: 'product', is_negotiable: true }))).toBeNull();
    expect(priceTerms(makeProduct({ type: 'service', is_negotiable: true }))).toBe('Negotiable');
    expect(priceTerms(makeProduct({ type: 'service', is_negotiable: false }))).toBe('Fixed Price');
    expect(priceTerms(makeProduct({ type: 'others', is_negotiable: false }))).toBe('Fixed Price');
  });

  it('is out of stock at quantity 0 and contact for price at selling price 0', () => {
    expect(isOutOfStock(makeProduct({ quantity: 0 }))).toBe(true);
    expect(isOutOfStock(makeProduct({ quantity: 1 }))).toBe(false);
    expect(isContactForPrice(makeProduct({ selling_price: 0 }))).toBe(true);
  });

  it('links products and services by slug and cars to /cars', () => {
    expect(productHref(makeProduct({ slug: 'tecno-spark-20', type: 'product' }))).toBe(
      '/product/tecno-spark-20',
    );
    expect(productHref(makeProduct({ slug: 'home-cleaning', type: 'service' }))).toBe(
      '/product/home-cleaning',
    );
    expect(productHref(makeProduct({ slug: 'toyota-camry-2015', type: 'others' }))).toBe(
      '/cars/toyota-camry-2015',
    );
    expect(productHref(makeProduct({ slug: '', id: 42, type: 'others' }))).toBe('/cars/42');
  });

  it('computes the discount, location and views', () => {
    expect(discountPercent(75, 100)).toBe(25);
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(0, 100)).toBe(0);
    expect(locationText(makeProduct())).toBe('Ikeja, Lagos');
    expect(viewsText(1)).toBe('1 view');
    expect(viewsText(1520)).toBe('1.5K views');
    expect(viewsText(999)).toBe('999 views');
    expect(viewsText(1000)).toBe('1K views');
    expect(viewsText(999_960)).toBe('1M views');
    expect(viewsText(2_540_000)).toBe('2.5M views');
    expect(viewsText(3_000_000_000)).toBe('3B views');
  });
});
