import { createStore, useStoreSelector } from '../../lib/create-store';
import { subscribeSession } from '../../lib/session';

/**
 * What this tab learnt about saved products since their cards were fetched (product uuid -> saved),
 * so every heart for a product agrees after one of them is tapped.
 */
const savedStateStore = createStore<Record<string, boolean>>({});

export function setSavedState(productUuid: string, saved: boolean): void {
  savedStateStore.set((state) => ({ ...state, [productUuid]: saved }));
}

export function useIsSaved(productUuid: string, fromServer: boolean): boolean {
  return useStoreSelector(savedStateStore, (state) => state[productUuid]) ?? fromServer;
}

/** Logout or another user: what the server said about the cards is the truth again. */
function forgetSavedState(): void {
  savedStateStore.set({});
}

// A different shopper (or none) after a session change: drop what the previous one did.
subscribeSession(forgetSavedState);
