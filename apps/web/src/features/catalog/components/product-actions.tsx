import type { ProductCard } from '@oja/contract/catalog';
import { type ComponentType, createContext, useContext } from 'react';

/**
 * Product cards and the product page show a save heart and an add-to-cart button, but those belong
 * to the saved and cart features. Features do not import each other, so the app wires them in here
 * (app/providers.tsx) and catalog only knows their shape.
 */
export type ProductActionProps = {
  product: ProductCard;
  variant?: 'card' | 'details';
  /** The colour and size chosen with the product page's chips, for Add to cart. */
  choice?: { colors?: string | null; sizes?: string | null };
};

type ProductActions = {
  SaveButton: ComponentType<ProductActionProps>;
  AddToCartButton: ComponentType<ProductActionProps>;
};

const nothing = () => null;
export const ProductActionsContext = createContext<ProductActions>({
  SaveButton: nothing,
  AddToCartButton: nothing,
});

export const useProductActions = () => useContext(ProductActionsContext);
