import { Container } from '../../../components/ui/Container';
import { HeroBanner, ShopPromises } from '../components/HeroBanner';
import { PopularCategories } from '../components/PopularCategories';

/**
 * Home (spec section 2). Sections that need their own calls are filled by later issues, in this
 * order: header carousel (carousel-campaigns), flash pick / campaign cards (main-store,
 * campaigns), popular categories, new arrivals, promotions (Black Friday Deals, Flash Sales,
 * Payday Sales), top deals, popular vendors, recently viewed, partners.
 */
export default function Home() {
  return (
    <Container className="flex flex-col gap-6 py-4 md:gap-10 md:py-6">
      <HeroBanner />
      {/* Slot: flash pick of the day / campaign cards (GET main-store, campaigns). */}
      <ShopPromises />
      <PopularCategories />
      {/* Slot: new arrivals (GET main-store new_arrivals). */}
      {/* Slot: promotion carousels with countdowns (GET promotion-products per promotion_type). */}
      {/* Slot: top deals, best selling and popular vendors (GET popular-stores-and-vendors). */}
      {/* Slot: recently viewed (local history). */}
      {/* Slot: partners. */}
    </Container>
  );
}
