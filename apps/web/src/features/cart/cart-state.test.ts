import type { CartItem } from '@oja/contract/cart';
import { describe, expect, it } from 'vitest';
import { cartStateOf, cartStore, setCartFromAnswer } from './cart-state';

const line = (uuid: string, quantity: number) =>
  ({ uuid, quantity, line_total: 100 * quantity, product: { uuid: `p-${uuid}` } }) as unknown as CartItem;

describe('the cart item count (ADR 0043)', () => {
  it('counts units: 4 lines holding 5 units are 5 items', () => {
    const items = [line('a', 2), line('b', 1), line('c', 1), line('d', 1)];
    expect(cartStateOf(items).itemCount).toBe(5);
    setCartFromAnswer({ cart_items: items, total_amount_to_be_paid: 500 });
    expect(cartStore.get().itemCount).toBe(5);
  });
});
