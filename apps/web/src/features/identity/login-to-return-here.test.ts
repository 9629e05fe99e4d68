import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, startSession } from '../../lib/session';
import { ACCESS_MODAL, closeAccessModal, getAccessModalState, openAccessModal } from './access-modal-state';
import { openLoginToReturnHere } from './login-to-return-here';
import { takeRememberedRedirect } from './redirect-target';

afterEach(() => {
  closeAccessModal();
  clearSession();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('login asked for by an action on the page', () => {
  it('opens the login and, once logged in, returns to the page it was asked from', () => {
    window.history.replaceState(null, '', '/product/honeywell-semolina-1kg?tab=reviews');
    const onDismiss = vi.fn();
    openLoginToReturnHere(onDismiss);
    expect(getAccessModalState()).toBe(ACCESS_MODAL.login);
    startSession('token');
    closeAccessModal();
    expect(onDismiss).not.toHaveBeenCalled();
    expect(takeRememberedRedirect()).toBe('/product/honeywell-semolina-1kg?tab=reviews');
  });

  it('forgets the page and drops the action when the login is closed without logging in', () => {
    window.history.replaceState(null, '', '/categories');
    const onDismiss = vi.fn();
    openLoginToReturnHere(onDismiss);
    closeAccessModal();
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(takeRememberedRedirect()).toBeNull();
  });

  it('keeps both while the shopper goes on to sign up', () => {
    window.history.replaceState(null, '', '/categories');
    const onDismiss = vi.fn();
    openLoginToReturnHere(onDismiss);
    openAccessModal(ACCESS_MODAL.signUp);
    closeAccessModal();
    expect(onDismiss).not.toHaveBeenCalled();
    expect(takeRememberedRedirect()).toBe('/categories');
  });
});
