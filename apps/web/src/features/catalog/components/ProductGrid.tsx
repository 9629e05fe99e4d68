import type { ProductCard } from '@oja/contract/catalog';
import { skeletonKeys } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';
import { ProductTile, ProductTileSkeleton } from './ProductTile';

const PRODUCT_GRID = 'grid grid-cols-2 gap-2.5 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5';
/** The cards a first screen can show: two rows of the widest grid. */
const FIRST_SCREEN_CARDS = 10;
/** The cards whose pictures load at once: a phone's first screen (two rows of two). */
const EAGER_PICTURES = 4;

export function ProductGrid({
  products,
  className,
  label,
}: {
  products: ProductCard[];
  className?: string;
  label?: string;
}) {
  return (
    <ul className={cn(PRODUCT_GRID, className)} aria-label={label}>
      {products.map((product, position) => (
        <li key={product.uuid}>
          <ProductTile
            product={product}
            priority={position < EAGER_PICTURES}
            firstScreen={position < FIRST_SCREEN_CARDS}
          />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 10, className }: { count?: number; className?: string }) {
  return (
    <div className={cn(PRODUCT_GRID, className)}>
      {skeletonKeys(count).map((key) => (
        <ProductTileSkeleton key={key} />
      ))}
    </div>
  );
}
