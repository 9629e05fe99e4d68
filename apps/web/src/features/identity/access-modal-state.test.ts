import { afterEach, describe, expect, it } from 'vitest';
import { ACCESS_MODAL, closeAccessModal, getAccessModalState, openAccessModal } from './access-modal-state';

describe('access modal state', () => {
  afterEach(() => closeAccessModal());

  it('uses the spec numbers for its six states', () => {
    expect(ACCESS_MODAL).toEqual({
      closed: 0,
      login: 1,
      signUp: 2,
      forgotPassword: 3,
      resetPassword: 4,
      pinSettings: 5,
      support: 6,
    });
  });

  it('starts closed, opens a state, switches in place and closes', () => {
    expect(getAccessModalState()).toBe(0);
    openAccessModal(ACCESS_MODAL.login);
    expect(getAccessModalState()).toBe(1);
    openAccessModal(ACCESS_MODAL.signUp);
    expect(getAccessModalState()).toBe(2);
    openAccessModal(ACCESS_MODAL.forgotPassword);
    expect(getAccessModalState()).toBe(3);
    closeAccessModal();
    expect(getAccessModalState()).toBe(0);
  });

  it('holds one state at a time', () => {
    for (const state of [1, 2, 3, 4, 5, 6] as const) {
      openAccessModal(state);
      expect(getAccessModalState()).toBe(state);
    }
  });
});
