import type { ProductCard } from '@oja/contract/catalog';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../lib/fixtures';
import { ProductTile } from './ProductTile';
import { type ProductActionProps, ProductActionsContext } from './product-actions';

const actions = {
  SaveButton: ({ product }: ProductActionProps) => <button type="button">Save {product.name}</button>,
  AddToCartButton: ({ product }: ProductActionProps) => (
    <button type="button">Add {product.name} to cart</button>
  ),
};

function renderCard(product: ProductCard) {
  render(
    <MemoryRouter>
      <ProductActionsContext.Provider value={actions}>
        <ProductTile product={product} />
      </ProductActionsContext.Provider>
    </MemoryRouter>,
  );
  return screen.getByTestId('product-card');
}

describe('ProductTile', () => {
  it('shows thumbnail, brand, location, price, views, save and add-to-cart, linking with the slug', () => {
    const card = renderCard(makeProduct({ slug: 'samsung-galaxy-a15-128gb', name: 'Samsung Galaxy A15' }));
    const link = within(card).getByRole('link', { name: 'Samsung Galaxy A15' });
    expect(link).toHaveAttribute('href', '/product/samsung-galaxy-a15-128gb');
    const image = within(card).getByRole('img', { name: 'Samsung Galaxy A15' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width');
    expect(within(card).getByText('Samsung')).toBeInTheDocument();
    expect(within(card).getByText('Ikeja, Lagos')).toBeInTheDocument();
    expect(within(card).getByText('₦161,250.00')).toBeInTheDocument();
    expect(within(card).getByText('1.5K views')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /save/i })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /to cart/i })).toBeInTheDocument();
    expect(within(card).queryByText('Out of Stock')).not.toBeInTheDocument();
  });

  it('shows Out of Stock at quantity 0', () => {
    const card = renderCard(makeProduct({ quantity: 0 }));
    expect(within(card).getByText('Out of Stock')).toBeInTheDocument();
  });

  it('shows Contact for price when the selling price is 0', () => {
    const card = renderCard(
      makeProduct({ selling_price: 0, vat_selling_price: 0, actual_price: 0, vat_actual_price: 0 }),
    );
    expect(within(card).getByText('Contact for price')).toBeInTheDocument();
    expect(within(card).queryByText('₦0.00')).not.toBeInTheDocument();
  });

  it('shows Negotiable and an arrow to the details instead of add-to-cart for a service', () => {
    const card = renderCard(
      makeProduct({ type: 'service', is_negotiable: true, slug: 'ac-repair', name: 'AC repair' }),
    );
    expect(within(card).getByText('Negotiable')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /to cart/i })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View details of AC repair' })).toHaveAttribute(
      'href',
      '/product/ac-repair',
    );
  });

  it('shows Fixed Price for a car and links to the car page', () => {
    const card = renderCard(
      makeProduct({
        type: 'others',
        is_negotiable: false,
        slug: 'toyota-corolla-2014',
        name: 'Toyota Corolla 2014',
      }),
    );
    expect(within(card).getByText('Fixed Price')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Toyota Corolla 2014' })).toHaveAttribute(
      'href',
      '/cars/toyota-corolla-2014',
    );
  });
});
