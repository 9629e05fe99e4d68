/**
 * Mount point of the cookie banner (spec section 4: once per browser session; Necessary,
 * Functional, Performance, Analytics, Advertisement, Others, all shown disabled). The engagement
 * issue fills it; until then it renders nothing rather than a banner that stores no choice.
 */
export function CookieBanner() {
  return null;
}
