import { useBannerOpen } from '../consent';
import CookieBannerPanel from './CookieBannerPanel';

/**
 * Mount point of the cookie banner (spec section 4: once per browser session until the shopper
 * chooses; Necessary, Functional, Performance, Analytics, Advertisement, Others, shown disabled).
 * Rendered by the server too, when the page's request says the banner is to be shown (its cookie,
 * @oja/contract/cookie-banner): it is then part of the first paint instead of arriving last. Its
 * code comes with the app (not a chunk of its own), so it hydrates with the page and a tap on it
 * right after is never lost to a chunk still on its way.
 */
export function CookieBanner() {
  const bannerOpen = useBannerOpen();
  return bannerOpen ? <CookieBannerPanel /> : null;
}
