import { POPULAR_CATEGORIES_CAROUSEL, POPULAR_CATEGORIES_MOBILE_GRID } from '@oja/contract/constants';
import { Link } from 'react-router';
import { Carousel } from '../../../components/ui/Carousel';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/LoadError';
import { skeletonKeys } from '../../../components/ui/Skeleton';
import { useCategories } from '../api/get-categories';
import { CategoryCard, CategoryCardSkeleton } from './CategoryCard';

/**
 * Spec section 9: 6 categories in the carousel (from 990 px: about five at a time, with previous and
 * next), 8 in the mobile grid. Both lists are in the markup and CSS picks one, so there is no layout
 * jump; hidden lazy images are not fetched.
 */
export function PopularCategories() {
  const { data, isPending, isError, error, refetch, isFetching } = useCategories();
  const headingId = 'popular-categories-heading';

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold tracking-tight text-ink-900 md:text-2xl">
          Popular categories
        </h2>
        <Link
          to="/categories"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          See all <ArrowRightIcon aria-hidden />
        </Link>
      </div>

      {isPending ? (
        <>
          <div className="grid grid-cols-4 gap-2.5 md:gap-3 lg:hidden" aria-hidden="true">
            {skeletonKeys(POPULAR_CATEGORIES_MOBILE_GRID).map((key) => (
              <CategoryCardSkeleton key={key} />
            ))}
          </div>
          <div className="hidden gap-4 overflow-hidden lg:flex" aria-hidden="true">
            {skeletonKeys(POPULAR_CATEGORIES_CAROUSEL).map((key) => (
              <div key={key} className="w-[21.5%] shrink-0 xl:w-[17.6%]">
                <CategoryCardSkeleton />
              </div>
            ))}
          </div>
          <span className="sr-only" role="status">
            Loading categories
          </span>
        </>
      ) : isError && !data ? (
        <LoadError title="We could not load the categories." read={{ error, refetch, isFetching }} />
      ) : data && data.length === 0 ? (
        <p className="text-sm text-ink-500">No categories yet.</p>
      ) : (
        <>
          <ul className="grid grid-cols-4 gap-2.5 md:gap-3 lg:hidden" data-testid="popular-categories-grid">
            {data?.slice(0, POPULAR_CATEGORIES_MOBILE_GRID).map((category) => (
              <li key={category.uuid}>
                <CategoryCard category={category} />
              </li>
            ))}
          </ul>
          <div className="hidden lg:block" data-testid="popular-categories-carousel">
            <Carousel label="Popular categories" itemClassName="w-[21.5%] xl:w-[17.6%]">
              {(data ?? []).slice(0, POPULAR_CATEGORIES_CAROUSEL).map((category) => (
                <CategoryCard key={category.uuid} category={category} />
              ))}
            </Carousel>
          </div>
        </>
      )}
    </section>
  );
}
