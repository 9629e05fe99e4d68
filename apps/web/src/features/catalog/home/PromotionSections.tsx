import type { LivePromotion } from '@oja/contract/catalog';
import { PROMOTION_LABELS, type PromotionType } from '@oja/contract/constants';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Countdown } from '../../../components/ui/Countdown';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { useHydrated } from '../../../lib/hydrated';
import { useLivePromotions } from '../api/get-home';
import { PromotionBanner } from '../components/PromotionBanner';
import { ProductRail } from './ProductRail';
import { hasCountdown, promotionTime, visiblePromotions } from './promotions';

/** The seconds left depend on this device's clock: the server's HTML holds the countdown's place,
 * as tall and as wide (so the row wraps the same), and nothing moves when it starts.
 * Only this component renders again when hydration ends, not the rail of cards beside it. */
function DeviceCountdown({ end, onEnd }: { end: number; onEnd: () => void }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <Countdown end={end} onEnd={onEnd} tone="light" className="h-9" />
  ) : (
    <span aria-hidden="true" className="inline-block h-9 w-[14.35rem]" />
  );
}

function PromotionSection({ promotion }: { promotion: LivePromotion }) {
  const [ended, setEnded] = useState(false);
  const onEnd = useCallback(() => setEnded(true), []);
  if (ended) return null;
  const title = PROMOTION_LABELS[promotion.type as PromotionType] ?? promotion.name;
  const end = promotionTime(promotion.end_date, 'end');
  const id = `promotion-${promotion.type}`;
  const viewAll = `/products?promotion=${promotion.type}`;
  return (
    <ProductRail
      id={id}
      testId={id}
      title={title}
      products={promotion.products}
      loading={false}
      viewAll={viewAll}
      className="flex flex-col gap-3 rounded-2xl bg-deal-50 p-3 ring-1 ring-deal-100 md:gap-4 md:p-5"
      header={
        <PromotionBanner promotion={promotion} title={title} headingId={`${id}-heading`}>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            {hasCountdown(promotion) && end !== null ? <DeviceCountdown end={end} onEnd={onEnd} /> : <span />}
            <Link
              to={viewAll}
              aria-label={`View All ${title}`}
              className="inline-flex h-9 items-center gap-1 rounded-pill bg-white px-4 text-sm font-semibold text-ink-900 shadow-card hover:bg-ink-50"
            >
              View All <ArrowRightIcon aria-hidden />
            </Link>
          </div>
        </PromotionBanner>
      }
    />
  );
}

/**
 * Black Friday Deals, Flash Sales and Payday Sales (spec section 2): a carousel each with View All
 * to /products?promotion={type}, hidden when the promotion has no products or has ended, with a
 * countdown when it has start and end dates.
 */
export function PromotionSections() {
  const { data, isPending } = useLivePromotions();
  const [now] = useState(() => Date.now());
  if (isPending) {
    return <ProductRail id="promotions-loading" title="Deals" products={undefined} loading />;
  }
  return (
    <>
      {visiblePromotions(data ?? [], now).map((promotion) => (
        <PromotionSection key={promotion.type} promotion={promotion} />
      ))}
    </>
  );
}
