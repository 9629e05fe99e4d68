import {
  PROMOTION_LABELS,
  PROMOTION_TYPES,
  type ProductFilter,
  type PromotionType,
} from '@oja/contract/constants';
import { useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/Container';
import { PageIntro } from '../../../components/ui/PageIntro';
import { FILTER_LABELS } from '../components/ProductFilters';
import { ProductListing } from '../components/ProductListing';
import { PromotionIntro } from '../components/PromotionBanner';

function titleOf(params: URLSearchParams): { title: string; description: string } {
  const search = params.get('search')?.trim();
  if (search) {
    return {
      title: `Results for “${search}”`,
      description: 'Products, services and cars that match your search.',
    };
  }
  const promotion = params.get('promotion') as PromotionType | null;
  if (promotion && PROMOTION_LABELS[promotion]) {
    return {
      title: PROMOTION_LABELS[promotion],
      description: 'Limited-time prices from sellers across Nigeria.',
    };
  }
  const filter = params.get('filter') as ProductFilter | null;
  if (filter && FILTER_LABELS[filter]) {
    const descriptions: Record<ProductFilter, string> = {
      new_arrivals: 'The latest listings on Oja.',
      for_you: 'Picked from what you viewed, saved and added to your cart.',
      top_deals: 'The biggest savings right now.',
      best_selling: 'What Nigerian shoppers are buying most.',
    };
    return { title: FILTER_LABELS[filter], description: descriptions[filter] };
  }
  return { title: 'All products', description: 'Products, services and cars from sellers across Nigeria.' };
}

/** /products with its query parameters: promotion, filter, category, type, price range, sort and search. */
export default function Products() {
  const [params] = useSearchParams();
  const { title, description } = titleOf(params);
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
