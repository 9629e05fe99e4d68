import { formatCount } from '@oja/contract/money';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SearchIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/LoadError';
import { useProductList, useProductsErrorToast } from '../api/get-products';
import { type ProductListParams, useListParams } from '../api/list-params';
import { ProductFilters } from './ProductFilters';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';

/**
 * A product list driven by the URL's query parameters (plus the page's fixed ones, e.g. the
 * category), with infinite scroll. A value in the address that the list does not know is left out with a
 * plain sentence (readListParams), never sent to fail again and again. Infinite scroll: the next page loads when the end of the list comes into view,
 * and a Load more button does the same for keyboards and old browsers.
 */
export function ProductListing({
  fixed = {},
  hide = [],
  label = 'Products',
}: {
  fixed?: ProductListParams;
  hide?: string[];
  label?: string;
}) {
  const [search] = useSearchParams();
  const read = useListParams(search);
  const params = { ...read.params, ...fixed };
  const query = useProductList(params);
  useProductsErrorToast(query);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const products = query.data?.pages.flatMap((page) => page.data) ?? [];
  const first = query.data?.pages[0];
  const total = first?.pagination.total ?? 0;

  return (
    <div className="flex flex-col gap-4">
      <ProductFilters hide={hide} />
      {read.notices.length > 0 ? (
        <div
          role="status"
          data-testid="list-notice"
          className="rounded-card bg-amber-50 px-4 py-3 text-sm text-ink-800 ring-1 ring-amber-200"
        >
          {read.notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
        </div>
      ) : null}
      {query.isPending ? (
        <>
          <ProductGridSkeleton />
          <span className="sr-only" role="status">
            Loading products
          </span>
        </>
      ) : query.isError && products.length === 0 ? (
        <LoadError layout="page" title="We could not load these products" read={query} />
      ) : products.length === 0 ? (
        <EmptyState
          icon={<SearchIcon />}
          title={params.search ? `No results for “${params.search}”` : 'No products here yet'}
          actions={
            <>
              <Link to="/products" className={buttonClasses('primary')}>
                See all products
              </Link>
              <Link to="/categories" className={buttonClasses('secondary')}>
                Browse categories
              </Link>
            </>
          }
        >
          {params.search
            ? 'Check the spelling or try a shorter word, like a brand or the kind of item.'
            : 'Try another filter or a wider price range.'}
        </EmptyState>
      ) : (
        <>
          {/* The cards' names are h3s: this keeps the page's headings in order (h1, h2, h3). */}
          <h2 className="sr-only">Listings</h2>
          <p className="text-sm text-ink-600" role="status" data-testid="result-count">
            {formatCount(total)}
            {first?.total_capped ? '+' : ''} {total === 1 ? 'item' : 'items'}
          </p>
          <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <ProductGrid products={products} label={label} />
          </div>
          <div ref={sentinel} className="flex justify-center py-2">
            {hasNextPage ? (
              <Button variant="secondary" onClick={() => fetchNextPage()} loading={isFetchingNextPage}>
                {isFetchingNextPage ? 'Loading more' : 'Load more'}
              </Button>
            ) : products.length > 20 ? (
              <p className="text-sm text-ink-500">You have seen everything here.</p>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
