import { PROMOTION_TYPES } from '@oja/contract/constants';
import { useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/Container';
import { PageIntro } from '../../../components/ui/PageIntro';
import { productListHeading } from '../../../lib/product-list-title';
import { ProductListing } from '../components/ProductListing';
import { PromotionIntro } from '../components/PromotionBanner';

/** /products with its query parameters: promotion, filter, category, type, price range, sort and search. */
export default function Products() {
  const [params] = useSearchParams();
  const { title, description } = productListHeading(params);
  // A known promotion opens with its banner (spec sections 3 and 9).
  const promotion = PROMOTION_TYPES.find((type) => type === params.get('promotion'));
  return (
    <Container className="flex flex-col gap-4 py-5 md:gap-6 md:py-8">
      {promotion ? (
        <PromotionIntro type={promotion} title={title} description={description} />
      ) : (
        <PageIntro title={title} description={description} />
      )}
      <ProductListing label={title} />
    </Container>
  );
}
