import type { ProductCard } from '@oja/contract/catalog';
import { skeletonKeys } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';
import { ProductTile, ProductTileSkeleton } from './ProductTile';

const PRODUCT_GRID = 'grid grid-cols-2 gap-2.5 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5';

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
          <ProductTile product={product} priority={position < 4} />
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
