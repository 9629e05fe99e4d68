import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AddToCartButton } from '../features/cart/components/AddToCartButton';
import {
  type ProductActionProps,
  ProductActionsContext,
} from '../features/catalog/components/product-actions';
import { withOfflineFirstQueries } from '../features/engagement/offline';
import { ACCESS_MODAL, openAccessModal } from '../features/identity/access-modal-state';
import { SaveButton as SavedSaveButton } from '../features/saved/components/SaveButton';
import { createQueryClient } from '../lib/query-client';

/**
 * Product cards and pages (catalog) show the cart's and saved items' buttons without importing those
 * features; the app composes them here. Saving while logged out opens the login modal (spec
 * section 4): the saved feature only asks, the app knows that the identity modal answers.
 */
const openLogin = () => openAccessModal(ACCESS_MODAL.login);
function SaveButton(props: ProductActionProps) {
  return <SavedSaveButton {...props} onRequireLogin={openLogin} />;
}
const productActions = { AddToCartButton, SaveButton };

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => withOfflineFirstQueries(createQueryClient()));
  return (
    <QueryClientProvider client={queryClient}>
      <ProductActionsContext.Provider value={productActions}>{children}</ProductActionsContext.Provider>
    </QueryClientProvider>
  );
}
