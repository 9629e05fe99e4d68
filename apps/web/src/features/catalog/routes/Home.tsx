import type { ProductFilter } from '@oja/contract/constants';
import type { ComponentProps, ReactNode } from 'react';
import { Container } from '../../../components/ui/Container';
import { Island, laterIsland } from '../../../components/ui/Island';
import { useMainStore, usePopularStores } from '../api/get-home';
import { ShopPromises } from '../components/HeroBanner';
import { FlashPick } from '../home/FlashPick';
import { HeaderCarousel } from '../home/HeaderCarousel';
import { ProductRail } from '../home/ProductRail';

// The sections below the first screens: their code loads as they come near (components/ui/Island).
const PopularCategories = laterIsland(() =>
  import('../components/PopularCategories').then((module) => module.PopularCategories),
);
const PromotionSections = laterIsland(() =>
  import('../home/PromotionSections').then((module) => module.PromotionSections),
);
const PopularVendors = laterIsland(() =>
  import('../home/PopularVendors').then((module) => module.PopularVendors),
);
// Drawn from this device's history once the page runs; the server's page has nothing of it.
const RecentlyViewed = laterIsland(() =>
  import('../home/RecentlyViewed').then((module) => module.RecentlyViewed),
);
const Partners = laterIsland(() => import('../home/Partners').then((module) => module.Partners));

/** A home rail that is the first products of a product list filter, with "view all" leading to that list. */
function FilterRail({
  filter,
  ...rail
}: { filter: ProductFilter } & Pick<ComponentProps<typeof ProductRail>, 'title' | 'products' | 'loading'>) {
  return <ProductRail id={filter.replaceAll('_', '-')} viewAll={`/products?filter=${filter}`} {...rail} />;
}

/**
 * Below the first screens: the browser skips laying these out until they come near the viewport
 * (content-visibility), keeping about their height meanwhile so the scrollbar does not jump.
 */
function BelowTheFold({ height, children }: { height: number; children: ReactNode }) {
  return (
    <div className="[content-visibility:auto]" style={{ containIntrinsicSize: `auto ${height}px` }}>
      <Island>{children}</Island>
    </div>
  );
}

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
        <Island>
          <HeaderCarousel />
        </Island>
        <Island>
          <FlashPick />
        </Island>
      </div>
      <ShopPromises />
      <BelowTheFold height={330}>
        <PopularCategories />
      </BelowTheFold>
      <FilterRail
        filter="new_arrivals"
        title="New arrivals"
        products={main.data?.new_arrivals}
        loading={main.isPending}
      />
      <PromotionSections />
      <FilterRail
        filter="top_deals"
        title="Top deals"
        products={popular.data?.top_deals}
        loading={popular.isPending}
      />
      <FilterRail
        filter="best_selling"
        title="Best sellers"
        products={popular.data?.best_selling_products}
        loading={popular.isPending}
      />
      <BelowTheFold height={260}>
        <PopularVendors vendors={popular.data?.popular_vendors} loading={popular.isPending} />
      </BelowTheFold>
      <RecentlyViewed />
      <BelowTheFold height={160}>
        <Partners />
      </BelowTheFold>
    </Container>
  );
}
