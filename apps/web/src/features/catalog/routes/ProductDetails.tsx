import { useParams } from 'react-router';
import { Container } from '../../../components/ui/Container';
import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function ProductDetails() {
  const { id } = useParams();
  return (
    <Container className="flex flex-col gap-6 py-6 md:py-8">
      <PageIntro
        eyebrow={`Product ${id ?? ''}`.trim()}
        title="Product details"
        description="Photos, price, variants and delivery details of this product."
      />
      <UpcomingNotice>
        The product gallery, variant picker, quantity and add-to-cart appear here.
      </UpcomingNotice>
    </Container>
  );
}
