/**
 * The price range rule of product lists: both sides of the form and the server check it (message:
 * priceRangeInvalid). Apart from catalog.ts, which builds every catalogue schema when loaded, so the
 * web's list filters check a range without loading zod.
 */
export const priceRangeInOrder = (query: { min_price?: number; max_price?: number }) =>
  query.min_price === undefined || query.max_price === undefined || query.min_price <= query.max_price;
