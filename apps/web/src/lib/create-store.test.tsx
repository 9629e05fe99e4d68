import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStore, useStoreSelector } from './create-store';

type Cart = { status: 'idle' | 'ready'; items: string[] };

describe('useStoreSelector', () => {
  it('renders again only when the selected value changes, not on every change of the store', () => {
    const store = createStore<Cart>({ status: 'idle', items: [] });
    let renders = 0;
    function InCart({ id }: { id: string }) {
      renders += 1;
      const inCart = useStoreSelector(store, (cart) => cart.items.includes(id));
      return <p>{inCart ? `${id} in cart` : `${id} not in cart`}</p>;
    }
    render(<InCart id="rice" />);
    expect(screen.getByText('rice not in cart')).toBeInTheDocument();
    const first = renders;

    // The cart finished loading with other lines: this card's answer is the same.
    act(() => store.set({ status: 'ready', items: ['beans'] }));
    expect(renders).toBe(first);

    act(() => store.set((cart) => ({ ...cart, items: [...cart.items, 'rice'] })));
    expect(screen.getByText('rice in cart')).toBeInTheDocument();
    expect(renders).toBe(first + 1);
  });
});
