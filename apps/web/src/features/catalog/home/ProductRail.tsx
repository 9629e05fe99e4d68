import type { ProductCard } from '@oja/contract/catalog';
import type { ReactNode } from 'react';
import { Carousel } from '../../../components/ui/Carousel';
import { Island } from '../../../components/ui/Island';
import { skeletonKeys } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';
import { ProductTile, ProductTileSkeleton } from '../components/ProductTile';
import { SectionHeading } from './SectionHeading';

/**
 * A home section of product cards in a horizontal carousel, with its own loading skeleton.
 * It hides itself when its list comes back empty or its call fails (the rest of home still works).
 * Each rail hydrates apart from the rest of the page (Island) and is laid out only near the screen.
 */
export function ProductRail({
  id,
  title,
  products,
  loading,
  viewAll,
  heading,
  header,
  className,
  testId,
}: {
  id: string;
  title: string;
  products: ProductCard[] | undefined;
  loading: boolean;
  viewAll?: string;
  /** Extra content next to the title (e.g. a countdown). */
  heading?: ReactNode;
  /** A header of its own in place of the title row; it must hold the heading with id `${id}-heading`. */
  header?: ReactNode;
  className?: string;
  testId?: string;
}) {
  const headingId = `${id}-heading`;
  if (!loading && (!products || products.length === 0)) return null;
  return (
    <Island>
      <section
        aria-labelledby={headingId}
        data-testid={testId}
        className={cn(
          // Off screen, the browser skips laying out and painting the rail until it comes near (most
          // rails are below a phone's first screen), keeping about its height meanwhile.
          '[contain-intrinsic-size:auto_25rem] [content-visibility:auto]',
          className ?? 'flex flex-col gap-3 md:gap-4',
        )}
      >
        {header ?? (
          <SectionHeading id={headingId} title={title} viewAll={viewAll}>
            {heading}
          </SectionHeading>
        )}
        {loading || !products ? (
          <div
            className="scrollbar-none -mx-4 flex gap-3 overflow-hidden px-4 md:mx-0 md:gap-4 md:px-0"
            aria-hidden="true"
          >
            {skeletonKeys(5).map((key) => (
              <div key={key} className="w-[46%] shrink-0 sm:w-[31%] md:w-[23.5%] lg:w-[18.6%]">
                <ProductTileSkeleton />
              </div>
            ))}
          </div>
        ) : (
          <Carousel label={title}>
            {products.map((product) => (
              <ProductTile key={product.uuid} product={product} />
            ))}
          </Carousel>
        )}
      </section>
    </Island>
  );
}
