/** A family of products a shop would list: the name is brand + model + variant. Prices are in naira. */
export interface ProductLine {
  brand: string | null;
  /** A model alone, or with its own naira price range when models differ a lot (cars, laptops). */
  models: ReadonlyArray<string | readonly [string, number, number]>;
  variants?: readonly string[];
  price: readonly [number, number];
  colors?: readonly string[];
  /** How many colours or sizes a listing offers at most; sizes come from the kind of product. */
  maxOptions?: number;
}

export const PHONE_COLOURS = ['Black', 'Blue', 'Silver', 'Green', 'Purple', 'Gold'] as const;
export const CLOTHING_SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;
/** EU sizes. */
export const SHOE_SIZES = ['38', '39', '40', '41', '42', '43', '44', '45', '46'] as const;
export const FASHION_COLOURS = [
  'Black',
  'White',
  'Red',
  'Navy Blue',
  'Wine',
  'Mustard',
  'Emerald Green',
] as const;
