import { parseCookieHeader } from './cookies.ts';

/**
 * The cookie banner's mark, as a cookie, so that the server renders the banner into the first HTML
 * of a page exactly when the browser will show it (issue 14: a banner that appears only after the
 * app has loaded is the largest, and last, paint of a short page such as the cart). The choice
 * itself stays in the device's storage (consent.ts); this cookie only says the banner is closed:
 * `decided` (a choice was saved, kept a year) or `seen` (shown in this browser session, a
 * session cookie). It carries nothing personal; the shop's only other cookie is the session mark
 * (session-mark.ts).
 */
export const COOKIE_BANNER_COOKIE = 'oja_cookie_banner';
export type CookieBannerMark = 'decided' | 'seen';
export const COOKIE_BANNER_DECIDED_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Whether the banner is to be shown for a request with this Cookie header. */
export function cookieBannerOpen(header: string | undefined): boolean {
  const mark = parseCookieHeader(header).get(COOKIE_BANNER_COOKIE);
  return mark !== 'decided' && mark !== 'seen';
}
