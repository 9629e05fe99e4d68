import type { CartAddBody, CartAnswer, Variant } from '@oja/contract/cart';
import type { ProductDetails } from '@oja/contract/catalog';
import { affiliateIdForCart } from '../../../lib/affiliate';
import { api } from '../../../lib/api-client';

/** The cart calls of spec section 7. Guest or bearer headers are added by the api client. */
export const cartApi = {
  items: () => api.get<CartAnswer>('cart/items'),
  /** The stored affiliate code goes with every add (spec section 7), so the order is credited to it. */
  add: (body: CartAddBody) =>
    api.post<CartAnswer>('cart/add', { ...body, affiliate_id: body.affiliate_id ?? affiliateIdForCart() }),
  setQuantities: (uuid: string, variants: Variant[]) =>
    api.put<CartAnswer>(`cart/${uuid}/product-quantity`, { variants }),
  remove: (uuid: string) => api.delete<CartAnswer>(`cart/items/${uuid}`),
  /** A card knows no colours or sizes; the product's details do. */
  productOptions: async (slug: string) => {
    const { data } = await api.get<ProductDetails>(`products/${encodeURIComponent(slug)}`);
    return { colors: data.colors ?? [], sizes: data.sizes ?? [] };
  },
};
