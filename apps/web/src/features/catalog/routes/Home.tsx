import { Container } from '../../../components/ui/Container';
import { useMainStore, usePopularStores } from '../api/get-home';
import { ShopPromises } from '../components/HeroBanner';
import { PopularCategories } from '../components/PopularCategories';
import { FlashPick } from '../home/FlashPick';
import { HeaderCarousel } from '../home/HeaderCarousel';
import { Partners } from '../home/Partners';
import { PopularVendors } from '../home/PopularVendors';
import { ProductRail } from '../home/ProductRail';
import { PromotionSections } from '../home/PromotionSections';
import { RecentlyViewed } from '../home/RecentlyViewed';

/**
 * Home (spec section 2), in the spec's order. Every section has its own call and skeleton, so the
 * first screen paints before any answer arrives and a failed call only hides its own section.
 */
export default function Home() {
  const main = useMainStore();
  const popular = usePopularStores();
  return (
    <Container className="flex flex-col gap-6 py-4 md:gap-10 md:py-6">
      <h1 className="sr-only">Oja: shop deals from sellers across Nigeria</h1>
      <div className="grid grid-cols-1 gap-3 md:gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <HeaderCarousel />
        <FlashPick />
      </div>
      <ShopPromises />
      <PopularCategories />
      <ProductRail
        id="new-arrivals"
        title="New arrivals"
        products={main.data?.new_arrivals}
        loading={main.isPending}
        viewAll="/products?filter=new_arrivals"
      />
      <PromotionSections />
      <ProductRail
        id="top-deals"
        title="Top deals"
        products={popular.data?.top_deals}
        loading={popular.isPending}
        viewAll="/products?filter=top_deals"
      />
      <ProductRail
        id="best-selling"
        title="Best sellers"
        products={popular.data?.best_selling_products}
        loading={popular.isPending}
        viewAll="/products?filter=best_selling"
      />
      <PopularVendors vendors={popular.data?.popular_vendors} loading={popular.isPending} />
      <RecentlyViewed />
      <Partners />
    </Container>
  );
}
