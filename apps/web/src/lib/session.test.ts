import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setGuestCredentials, setToken, startSession } from './session';

/*
 * The session mark (ADR 53): a cookie that tells the server this browser holds a session, so the
 * server renders the cart of a browser without one as empty. What the server reads is the Cookie
 * header, that is `document.cookie` here.
 */
const marked = () => document.cookie.split('; ').includes('oja_session=1');
const guest = { token: 'guest-jwt', passphrase: 'guest-passphrase' };

function removeMark(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the test stands for a browser without the cookie
  document.cookie = 'oja_session=; path=/; max-age=0';
}

beforeEach(() => {
  removeMark();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the session mark cookie', () => {
  it('is not there for a new visitor, and is set when guest credentials are stored', () => {
    expect(marked()).toBe(false);
    setGuestCredentials(guest);
    expect(marked()).toBe(true);
  });

  it('is set at login and when an answer brings a fresh token', () => {
    startSession('customer-jwt');
    expect(marked()).toBe(true);
    clearSession();
    expect(marked()).toBe(false);
    setToken('fresh-jwt');
    expect(marked()).toBe(true);
  });

  it('stays after logout while the guest credentials remain, and goes when nothing is left', () => {
    setGuestCredentials(guest);
    startSession('customer-jwt');
    clearSession();
    expect(marked()).toBe(true);

    localStorage.clear();
    startSession('customer-jwt');
    expect(marked()).toBe(true);
    clearSession();
    expect(marked()).toBe(false);
  });

  it('is set at start-up for a browser that stored its session before the mark existed', async () => {
    localStorage.setItem('oja.guest', JSON.stringify(guest));
    expect(marked()).toBe(false);
    vi.resetModules();
    (await import('./session')).settleSessionMark();
    expect(marked()).toBe(true);
  });

  it('is removed at start-up when the browser no longer holds a session (its storage was cleared)', async () => {
    setGuestCredentials(guest);
    localStorage.clear();
    expect(marked()).toBe(true);
    vi.resetModules();
    (await import('./session')).settleSessionMark();
    expect(marked()).toBe(false);
  });

  it('is kept at start-up in a new tab of a signed-in browser (its token stays in storage)', async () => {
    startSession('customer-jwt');
    // A new tab: the per-tab flag of spec section 4 is not there, the token is.
    sessionStorage.clear();
    vi.resetModules();
    (await import('./session')).settleSessionMark();
    expect(marked()).toBe(true);
  });
});

/** A new tab of the same browser: localStorage is shared, sessionStorage starts empty. */
async function newTab() {
  sessionStorage.clear();
  vi.resetModules();
  return import('./session');
}

describe('remember me (issue 54 item 10)', () => {
  it('keeps a remembered sign-in in a new tab of the same browser', async () => {
    startSession('customer-jwt', { remember: true });
    const tab = await newTab();
    expect(tab.isLoggedIn()).toBe(true);
    expect(tab.getToken()).toBe('customer-jwt');
    // The spec's per-tab flag is mirrored, so whatever reads it sees the session too.
    expect(sessionStorage.getItem('user')).toBe('authenticated');
  });

  it('without it, a new tab starts signed out, as before', async () => {
    startSession('customer-jwt');
    expect((await newTab()).isLoggedIn()).toBe(false);
  });

  it('a login without remember me forgets an earlier remembered one', async () => {
    startSession('first-jwt', { remember: true });
    startSession('second-jwt');
    expect((await newTab()).isLoggedIn()).toBe(false);
  });

  it('logout or a 401 (clearSession) ends it in new tabs too', async () => {
    startSession('customer-jwt', { remember: true });
    clearSession();
    expect((await newTab()).isLoggedIn()).toBe(false);
  });
});
