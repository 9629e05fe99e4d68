import { Container } from '../../../components/ui/Container';
import { LoadError } from '../../../components/ui/LoadError';
import { PageIntro } from '../../../components/ui/PageIntro';
import { skeletonKeys } from '../../../components/ui/Skeleton';
import { useCategories } from '../api/get-categories';
import { CategoryCard, CategoryCardSkeleton } from '../components/CategoryCard';

const GRID = 'grid grid-cols-3 gap-2.5 sm:grid-cols-4 md:grid-cols-5 md:gap-4 lg:grid-cols-6';

export default function Categories() {
  const { data, isPending, isError, error, refetch, isFetching } = useCategories();
  return (
    <Container className="flex flex-col gap-6 py-6 md:py-8">
      <PageIntro title="All categories" description="Browse everything on Oja by category." />
      {isPending ? (
        <div className={GRID} aria-busy="true">
          {skeletonKeys(12).map((key) => (
            <CategoryCardSkeleton key={key} />
          ))}
        </div>
      ) : isError && !data ? (
        <LoadError title="We could not load the categories." read={{ error, refetch, isFetching }} />
      ) : (
        <ul className={GRID}>
          {data?.map((category) => (
            <li key={category.uuid}>
              <CategoryCard category={category} />
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
