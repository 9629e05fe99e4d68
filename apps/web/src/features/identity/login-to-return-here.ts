import { isLoggedIn } from '../../lib/session';
import {
  ACCESS_MODAL,
  getAccessModalState,
  openAccessModal,
  subscribeAccessModal,
} from './access-modal-state';
import { rememberRedirect, takeRememberedRedirect } from './redirect-target';

/**
 * Login asked for by something the shopper did on this page (saving while logged out, spec section
 * 4): after logging in they stay on this page rather than go to /account; a guarded page's
 * `redirectFrom` in the address still wins (LoginPanel reads it first). Closing the login without
 * logging in forgets the page and calls `onDismiss` (the action is dropped); moving on to sign-up or
 * forgot password keeps both for the login at the end of that trip.
 */
export function openLoginToReturnHere(onDismiss?: () => void): void {
  const here = `${globalThis.location.pathname}${globalThis.location.search}${globalThis.location.hash}`;
  rememberRedirect(here);
  openAccessModal(ACCESS_MODAL.login);
  const stop = subscribeAccessModal(() => {
    const state = getAccessModalState();
    if (state === ACCESS_MODAL.login) return;
    stop();
    if (state === ACCESS_MODAL.closed && !isLoggedIn()) {
      takeRememberedRedirect();
      onDismiss?.();
    }
  });
}
