import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { AddToCartButton } from '../features/cart/components/AddToCartButton';
import {
  type ProductActionProps,
  ProductActionsContext,
} from '../features/catalog/components/product-actions';
import { withOfflineFirstQueries } from '../features/engagement/offline';
import { openLoginToReturnHere } from '../features/identity/login-to-return-here';
import { SaveButton as SavedSaveButton } from '../features/saved/components/SaveButton';
import { createQueryClient } from '../lib/query-client';

/**
 * Product cards and pages (catalog) show the cart's and saved items' buttons without importing those
 * features; the app composes them here. Saving while logged out opens the login modal (spec
 * section 4): the saved feature only asks, the app knows that the identity modal answers; after the
 * login the shopper stays on the page and the save is finished (saved's PendingSave).
 */
function SaveButton(props: ProductActionProps) {
  return <SavedSaveButton {...props} onRequireLogin={openLoginToReturnHere} />;
}
const productActions = { AddToCartButton, SaveButton };

/** The app's query client, made the same way in the browser and on the server. */
export function createAppQueryClient(): QueryClient {
  return withOfflineFirstQueries(createQueryClient());
}

/**
 * The query client the entry made: the server renderer fills it before rendering, the browser
 * entry hydrates it with the server's data. Without one (tests, a page that was not server
 * rendered) the app makes its own.
 */
export const EntryQueryClient = createContext<QueryClient | null>(null);

export function AppProviders({ children }: { children: ReactNode }) {
  const entryClient = useContext(EntryQueryClient);
  const [queryClient] = useState(() => entryClient ?? createAppQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ProductActionsContext.Provider value={productActions}>{children}</ProductActionsContext.Provider>
    </QueryClientProvider>
  );
}
