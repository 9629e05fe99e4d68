import { formatCount } from '@oja/contract/money';
import { useParams } from 'react-router';
import { Container } from '../../../components/ui/Container';
import { PageIntro } from '../../../components/ui/PageIntro';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useCategory } from '../api/get-products';
import { ItemError } from '../components/ItemNotFound';
import { ProductListing } from '../components/ProductListing';

/** /category/{uuid}: the category's listings with the list filters. */
export default function Category() {
  const { category: uuid = '' } = useParams();
  const category = useCategory(uuid);
  if (category.isError) return <ItemError read={category} what="Category" />;
  const data = category.data;
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
      <ProductListing
        fixed={{ category: uuid }}
        hide={['category']}
        label={data?.name ?? 'Category products'}
      />
    </Container>
  );
}
