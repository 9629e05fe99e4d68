import { useMemo } from 'react';
import { useHydrated } from '../../../lib/hydrated';
import { readRecentlyViewed } from '../lib/recently-viewed';
import { ProductRail } from './ProductRail';

/**
 * Products this device viewed last (localStorage), newest first; hidden until there is one. Read
 * once the page has hydrated: the server cannot know this device's list.
 */
export function RecentlyViewed() {
  const hydrated = useHydrated();
  const products = useMemo(() => (hydrated ? readRecentlyViewed() : []), [hydrated]);
  return <ProductRail id="recently-viewed" title="Recently viewed" products={products} loading={false} />;
}
