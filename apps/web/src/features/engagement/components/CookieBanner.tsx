import { type ComponentType, lazy, Suspense } from 'react';
import { useBannerOpen } from '../consent';

// The panel loads only when it is to be shown (once per session at most), not with every page. A
// panel that cannot load (offline, a deploy) shows nothing rather than failing the page.
const loadPanel = (): Promise<{ default: ComponentType }> =>
  import('./CookieBannerPanel').catch(() => ({ default: () => null }));
const CookieBannerPanel = lazy(loadPanel);

/**
 * Mount point of the cookie banner (spec section 4: once per browser session until the shopper
 * chooses; Necessary, Functional, Performance, Analytics, Advertisement, Others, shown disabled).
 * Rendered by the server too, when the page's request says the banner is to be shown (its cookie,
 * @oja/contract/cookie-banner): it is then part of the first paint instead of arriving last.
 */
export function CookieBanner() {
  const bannerOpen = useBannerOpen();
  if (!bannerOpen) return null;
  return (
    <Suspense fallback={null}>
      <CookieBannerPanel />
    </Suspense>
  );
}
