import { createStore, useStore } from '../../lib/create-store';

/** The logout-confirm flag of spec section 4: LOGOUT only asks; the overlay does the logging out. */
export const logoutConfirmStore = createStore(false);

export function requestLogout(): void {
  logoutConfirmStore.set(true);
}

export function cancelLogout(): void {
  logoutConfirmStore.set(false);
}

export function useLogoutConfirm(): boolean {
  return useStore(logoutConfirmStore);
}
