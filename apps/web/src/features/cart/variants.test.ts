import { describe, expect, it } from 'vitest';
import {
  chosenVariant,
  chosenVariants,
  combinationKey,
  combinations,
  defaultVariant,
  needsVariantPicker,
  pickerLimit,
} from './variants';

describe('variant picker rules (spec section 4)', () => {
  it('opens only when there is more than one colour or more than one size', () => {
    expect(needsVariantPicker({ colors: [], sizes: [] })).toBe(false);
    expect(needsVariantPicker({ colors: ['Black'], sizes: ['M'] })).toBe(false);
    expect(needsVariantPicker({ colors: ['Black', 'Red'], sizes: [] })).toBe(true);
    expect(needsVariantPicker({ colors: ['Black'], sizes: ['M', 'L'] })).toBe(true);
  });

  it('otherwise adds quantity 1 of the first colour and size', () => {
    expect(defaultVariant({ colors: ['Black'], sizes: ['M'] })).toEqual({
      colors: 'Black',
      sizes: 'M',
      quantity: 1,
    });
    expect(defaultVariant({ colors: [], sizes: [] })).toEqual({ colors: null, sizes: null, quantity: 1 });
  });

  it('offers every colour and size pair', () => {
    expect(combinations({ colors: ['Black', 'Red'], sizes: ['M', 'L'] })).toEqual([
      { colors: 'Black', sizes: 'M' },
      { colors: 'Black', sizes: 'L' },
      { colors: 'Red', sizes: 'M' },
      { colors: 'Red', sizes: 'L' },
    ]);
    expect(combinations({ colors: ['Black', 'Red'], sizes: [] })).toEqual([
      { colors: 'Black', sizes: null },
      { colors: 'Red', sizes: null },
    ]);
  });

  it('shares the stock between rows and sends only rows above 0', () => {
    const rows = combinations({ colors: ['Black', 'Red'], sizes: [] });
    const quantities = { [combinationKey(rows[0]!)]: 3, [combinationKey(rows[1]!)]: 0 };
    expect(pickerLimit(5, quantities, combinationKey(rows[1]!))).toBe(2);
    expect(pickerLimit(5, quantities, combinationKey(rows[0]!))).toBe(5);
    expect(chosenVariants(rows, quantities)).toEqual([{ colors: 'Black', sizes: null, quantity: 3 }]);
  });

  it("adds the colour and size the page's chips name, and asks with the picker while one is left to choose", () => {
    const options = { colors: ['Black', 'Red'], sizes: ['M', 'L'] };
    expect(chosenVariant(options, { colors: 'Red', sizes: 'L' })).toEqual({
      colors: 'Red',
      sizes: 'L',
      quantity: 1,
    });
    expect(chosenVariant(options, { colors: 'Red' })).toBeNull();
    expect(chosenVariant(options, undefined)).toBeNull();
    // A value the product does not offer (the page is older than the product) asks too.
    expect(chosenVariant(options, { colors: 'Blue', sizes: 'L' })).toBeNull();
    // A list of one needs no choice.
    expect(chosenVariant({ colors: ['Black', 'Red'], sizes: ['M'] }, { colors: 'Black' })).toEqual({
      colors: 'Black',
      sizes: 'M',
      quantity: 1,
    });
  });
});
