import { formatCount } from '@oja/contract/money';
import { useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/Container';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { PageIntro } from '../../../components/ui/PageIntro';
import { Pager, pageFrom } from '../../../components/ui/Pager';
import { useCars, useProductsErrorToast } from '../api/get-products';
import { ProductGrid, ProductGridSkeleton } from '../components/ProductGrid';

/** /cars: a grid of cars; each card shows Negotiable or Fixed Price and opens /cars/{slug}. */
export default function Cars() {
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const query = useCars(page);
  useProductsErrorToast(query);
  return (
    <Container className="flex flex-col gap-5 py-5 md:gap-6 md:py-8">
      <PageIntro
        eyebrow="Oja Autos"
        title="Cars for sale"
        description="Foreign used and Nigerian used cars from dealers across Nigeria. Enquire, inspect, then buy."
      />
      {query.isPending ? (
        <ProductGridSkeleton />
      ) : query.isError ? (
        <LoadError layout="page" title="We could not load the cars" read={query} />
      ) : query.data.data.length === 0 ? (
        <EmptyState title="No cars listed right now">
          New cars are listed every week. Check back soon.
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-ink-600">
            {formatCount(query.data.pagination.total)} {query.data.pagination.total === 1 ? 'car' : 'cars'}
          </p>
          <div className={query.isPlaceholderData ? 'opacity-60' : undefined}>
            <ProductGrid products={query.data.data} label="Cars" />
          </div>
          <Pager pagination={query.data.pagination} label="Car pages" controls="links" />
        </>
      )}
    </Container>
  );
}
