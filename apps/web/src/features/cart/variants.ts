import type { Variant } from '@oja/contract/cart';

export type VariantOptions = { colors: string[]; sizes: string[] };
type Combination = { colors: string | null; sizes: string | null };

/** Spec section 4: the picker opens when there is more than one size or colour to choose from. */
export function needsVariantPicker(options: VariantOptions): boolean {
  return options.colors.length > 1 || options.sizes.length > 1;
}

/** Otherwise quantity 1 of the first colour and size (spec section 4). */
export function defaultVariant(options: VariantOptions): Variant {
  return { colors: options.colors[0] ?? null, sizes: options.sizes[0] ?? null, quantity: 1 };
}

/** Every colour and size pair the picker offers (one row when the product has neither). */
export function combinations(options: VariantOptions): Combination[] {
  const colors = options.colors.length > 0 ? options.colors : [null];
  const sizes = options.sizes.length > 0 ? options.sizes : [null];
  return colors.flatMap((color) => sizes.map((size) => ({ colors: color, sizes: size })));
}

export function combinationLabel(combination: Combination): string {
  return [combination.colors, combination.sizes].filter(Boolean).join(' · ') || 'Standard';
}

export const combinationKey = (combination: Combination) =>
  `${combination.colors ?? ''}+${combination.sizes ?? ''}`;

/**
 * The picker's rows share the product's stock: a row may go up to the stock less what the other rows
 * already hold. Answers the variant list to send (rows above 0 only).
 */
export function pickerLimit(stock: number, quantities: Record<string, number>, key: string): number {
  const others = Object.entries(quantities)
    .filter(([other]) => other !== key)
    .reduce((sum, [, quantity]) => sum + quantity, 0);
  return Math.max(stock - others, 0);
}

export function chosenVariants(rows: Combination[], quantities: Record<string, number>): Variant[] {
  return rows
    .map((row) => ({ ...row, quantity: quantities[combinationKey(row)] ?? 0 }))
    .filter((variant) => variant.quantity > 0);
}

/** The colour and size a product page's chips name (either may be unset). */
export type VariantChoice = { colors?: string | null; sizes?: string | null };

/**
 * The one variant the product page's chips name, when they name it (spec section 4: the picker
 * opens only when "no variants chosen"): every list with more than one value has a chosen value it
 * offers; a list of one gives its value. Null when something is left to choose: the picker asks.
 */
export function chosenVariant(options: VariantOptions, choice: VariantChoice | undefined): Variant | null {
  if (!choice) return null;
  const pick = (values: string[], chosen: string | null | undefined) => {
    if (values.length <= 1) return values[0] ?? null;
    return chosen && values.includes(chosen) ? chosen : undefined;
  };
  const colors = pick(options.colors, choice.colors);
  const sizes = pick(options.sizes, choice.sizes);
  if (colors === undefined || sizes === undefined) return null;
  return { colors, sizes, quantity: 1 };
}
