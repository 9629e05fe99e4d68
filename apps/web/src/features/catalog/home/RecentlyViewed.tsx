import { useState } from 'react';
import { readRecentlyViewed } from '../lib/recently-viewed';
import { ProductRail } from './ProductRail';

/** Products this device viewed last (localStorage), newest first; hidden until there is one. */
export function RecentlyViewed() {
  const [products] = useState(readRecentlyViewed);
  return <ProductRail id="recently-viewed" title="Recently viewed" products={products} loading={false} />;
}
