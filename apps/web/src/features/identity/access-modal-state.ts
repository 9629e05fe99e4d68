import { createStore, useStore } from '../../lib/create-store';

/**
 * The one access modal of spec section 2: a single state value picks the panel.
 * 0 is closed; the numbers are the spec's own (1 login ... 6 support/appeal).
 */
export const ACCESS_MODAL = {
  closed: 0,
  login: 1,
  signUp: 2,
  forgotPassword: 3,
  resetPassword: 4,
  pinSettings: 5,
  support: 6,
} as const;

type AccessModalState = (typeof ACCESS_MODAL)[keyof typeof ACCESS_MODAL];
export type OpenAccessModalState = Exclude<AccessModalState, 0>;

export const ACCESS_MODAL_TITLES: Record<OpenAccessModalState, string> = {
  1: 'Log in',
  2: 'Create your account',
  3: 'Forgot password',
  4: 'Change password',
  5: 'Wallet PIN settings',
  6: 'Contact support',
};

const accessModalStore = createStore<AccessModalState>(ACCESS_MODAL.closed);

/** Opening another state while one is open switches the panel in place (e.g. login -> sign-up). */
export function openAccessModal(state: OpenAccessModalState): void {
  accessModalStore.set(state);
}

export function closeAccessModal(): void {
  accessModalStore.set(ACCESS_MODAL.closed);
}

export function getAccessModalState(): AccessModalState {
  return accessModalStore.get();
}

export function subscribeAccessModal(listener: () => void): () => void {
  return accessModalStore.subscribe(listener);
}

export function useAccessModal() {
  const state = useStore(accessModalStore);
  return { state, isOpen: state !== ACCESS_MODAL.closed, open: openAccessModal, close: closeAccessModal };
}
