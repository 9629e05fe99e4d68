import { describe, expect, it } from 'vitest';
import { itemCountOf, itemsText } from './cart.ts';

describe('the cart item count (ADR 0043)', () => {
  it('counts units, not lines: 2 of one product and 3 of another are 5 items', () => {
    expect(itemCountOf([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    expect(itemCountOf([{ quantity: 1 }, { quantity: 1 }, { quantity: 1 }, { quantity: 2 }])).toBe(5);
    expect(itemCountOf([])).toBe(0);
  });

  it('says one item or many items, with grouped thousands', () => {
    expect(itemsText(1)).toBe('1 item');
    expect(itemsText(0)).toBe('0 items');
    expect(itemsText(5)).toBe('5 items');
    expect(itemsText(1200)).toBe('1,200 items');
  });
});
