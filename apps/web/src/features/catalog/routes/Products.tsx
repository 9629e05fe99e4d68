import { useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/Container';
import { PageIntro } from '../../../components/ui/PageIntro';
import { productListHeading } from '../../../lib/product-list-title';
import { ProductListing } from '../components/ProductListing';

/** /products with its query parameters: promotion, filter, category, type, price range, sort and search. */
export default function Products() {
  const [params] = useSearchParams();
  const { title, description } = productListHeading(params);
  return (
    <Container className="flex flex-col gap-4 py-5 md:gap-6 md:py-8">
      <PageIntro title={title} description={description} />
      <ProductListing label={title} />
    </Container>
  );
}
