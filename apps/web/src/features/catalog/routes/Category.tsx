import { formatCount } from '@oja/contract/money';
import { useParams } from 'react-router';
import { Container } from '../../../components/ui/Container';
import { PageIntro } from '../../../components/ui/PageIntro';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useCategory } from '../api/get-products';
import { useListRules } from '../api/list-params';
import { ItemError } from '../components/ItemNotFound';
import { ProductListing } from '../components/ProductListing';

/**
 * /category/{uuid}: the category's listings with the list filters. Cards link with the uuid, whose
 * listings load beside the category; an address typed with the name (/category/Fashion) lists once the
 * API has found the category by it.
 */
export default function Category() {
  const { category: id = '' } = useParams();
  const category = useCategory(id);
  const data = category.data;
  // Before the category has loaded, an address holding a uuid lists at once (the list's own rule for
  // its category parameter says which); the server's page and its hydration have the category.
  const rules = useListRules(!data && !category.isError);
  if (category.isError) return <ItemError read={category} what="Category" />;
  const uuid = data?.uuid ?? (rules?.category.safeParse(id).success ? id : undefined);
  return (
    <Container className="flex flex-col gap-4 py-5 md:gap-6 md:py-8">
      {data ? (
        <PageIntro
          eyebrow="Category"
          title={data.name}
          description={`${formatCount(data.product_count)} ${data.product_count === 1 ? 'listing' : 'listings'} from sellers across Nigeria.`}
        />
      ) : (
        <div className="flex flex-col gap-2" aria-hidden="true">
          <Skeleton className="h-3 w-20" />
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-4 w-72" />
        </div>
      )}
      {uuid ? (
        <ProductListing
          fixed={{ category: uuid }}
          hide={['category']}
          label={data?.name ?? 'Category products'}
        />
      ) : null}
    </Container>
  );
}
