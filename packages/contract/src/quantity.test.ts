import { describe, expect, it } from 'vitest';
import { quantityRangeMessage } from './messages.ts';
import { checkQuantity } from './quantity.ts';
import { quantityRule } from './rules.ts';

describe('checkQuantity', () => {
  it('accepts whole quantities in [min, max] and refuses the rest with the one quantity message', () => {
    expect(checkQuantity(1, 1, 5)).toEqual({ ok: true, value: 1 });
    expect(checkQuantity(5, 1, 5)).toEqual({ ok: true, value: 5 });
    for (const bad of [0, 6, 2.5, Number.NaN, Number.POSITIVE_INFINITY, -1]) {
      expect(checkQuantity(bad, 1, 5)).toEqual({ ok: false, error: quantityRangeMessage(1, 5) });
    }
  });

  it('agrees with quantityRule, the same rule as a zod schema', () => {
    const rule = quantityRule(2, 7);
    for (const value of [1, 2, 3.5, 7, 8, Number.NaN]) {
      const parsed = rule.safeParse(value);
      expect(parsed.success).toBe(checkQuantity(value, 2, 7).ok);
      if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe(quantityRangeMessage(2, 7));
    }
  });
  it('says in words that nothing is left when the range is empty, not "greater than 0 or lesser than 0"', () => {
    expect(checkQuantity(1, 0, 0)).toEqual({ ok: false, error: 'No more of this item is in stock' });
    expect(checkQuantity(1, 1, 0)).toEqual({ ok: false, error: 'No more of this item is in stock' });
    expect(checkQuantity(0, 0, 3)).toEqual({ ok: true, value: 0 });
    expect(checkQuantity(6, 1, 5)).toEqual({
      ok: false,
      error: 'Quantity must be greater than 1 or lesser than 5',
    });
  });

  it("takes 0 in the cart line's range 0..stock (spec section 4: all quantities 0 remove the item)", () => {
    expect(quantityRule(0, 3).safeParse(0).success).toBe(true);
    const refused = quantityRule(0, 3).safeParse(4);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Quantity must be greater than 0 or lesser than 3');
  });
});
