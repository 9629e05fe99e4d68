/**
 * Where to go after logging in: the guarded page first asked for (`redirectFrom`), else /account.
 * Only same-site paths: `//evil.example` or `https://...` would make the link an open redirect.
 */
export function safeRedirectTarget(value: string | null | undefined, fallback = '/account'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** The guarded page a shopper was heading to, kept while they sign up and verify in another page. */
const PENDING_KEY = 'oja.redirectFrom';

export function rememberRedirect(target: string | null): void {
  try {
    if (target) sessionStorage.setItem(PENDING_KEY, safeRedirectTarget(target));
  } catch {
    // Storage unavailable: after verifying, login goes to /account.
  }
}

export function takeRememberedRedirect(): string | null {
  try {
    const value = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    return value;
  } catch {
    return null;
  }
}
