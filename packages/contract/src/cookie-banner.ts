/**
 * The cookie banner's mark, as a cookie, so that the server renders the banner into the first HTML
 * of a page exactly when the browser will show it (issue 14: a banner that appears only after the
 * app has loaded is the largest, and last, paint of a short page such as the cart). The choice
 * itself stays in the device's storage (consent.ts); this cookie only says the banner is closed:
 * `decided` (a choice was saved, kept a year) or `seen` (shown in this browser session, a
 * session cookie). It is the only cookie the shop sets, and it carries nothing personal.
 */
export const COOKIE_BANNER_COOKIE = 'oja_cookie_banner';
export type CookieBannerMark = 'decided' | 'seen';
export const COOKIE_BANNER_DECIDED_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The names and values in a Cookie header (`a=1; b=2`); malformed parts are skipped. */
export function parseCookieHeader(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const cookie = part.trim();
    const at = cookie.indexOf('=');
    if (at <= 0) continue;
    cookies.set(cookie.slice(0, at).trimEnd(), cookie.slice(at + 1).trimStart());
  }
  return cookies;
}

/** Whether the banner is to be shown for a request with this Cookie header. */
export function cookieBannerOpen(header: string | undefined): boolean {
  const mark = parseCookieHeader(header).get(COOKIE_BANNER_COOKIE);
  return mark !== 'decided' && mark !== 'seen';
}

/** Whether a Cookie header holds anything but the banner's mark (such a request is not a plain guest's). */
export function hasOtherCookies(header: string | undefined): boolean {
  for (const name of parseCookieHeader(header).keys()) if (name !== COOKIE_BANNER_COOKIE) return true;
  return false;
}
