import type { LivePromotion } from '@oja/contract/catalog';
import { PROMOTION_TYPES } from '@oja/contract/constants';

/*
 * Spec section 2 (Home promotions): a section is hidden when its promotion has no products or has
 * ended; the API already leaves those out, and the page checks again so a promotion that ends
 * while the page is open disappears at its deadline.
 */

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A promotion date in ms. A plain date means the whole day in Nigeria (WAT, UTC+1). */
export function promotionTime(value: string | null, edge: 'start' | 'end'): number | null {
  if (!value) return null;
  const text = PLAIN_DATE.test(value)
    ? `${value}T${edge === 'start' ? '00:00:00' : '23:59:59'}+01:00`
    : value;
  const time = new Date(text).getTime();
  return Number.isNaN(time) ? null : time;
}

function hasEnded(promotion: Pick<LivePromotion, 'end_date'>, now: number): boolean {
  const end = promotionTime(promotion.end_date, 'end');
  return end !== null && end <= now;
}

function hasStarted(promotion: Pick<LivePromotion, 'start_date'>, now: number): boolean {
  const start = promotionTime(promotion.start_date, 'start');
  return start === null || start <= now;
}

/** A countdown shows only when the promotion has both dates. */
export function hasCountdown(promotion: Pick<LivePromotion, 'start_date' | 'end_date'>): boolean {
  return Boolean(promotion.start_date && promotion.end_date);
}

function isPromotionVisible(promotion: LivePromotion, now: number): boolean {
  return (
    (PROMOTION_TYPES as readonly string[]).includes(promotion.type) &&
    promotion.products.length > 0 &&
    hasStarted(promotion, now) &&
    !hasEnded(promotion, now)
  );
}

/** The visible promotions in the spec's order: Black Friday Deals, Flash Sales, Payday Sales. */
export function visiblePromotions(list: LivePromotion[], now: number): LivePromotion[] {
  return list
    .filter((promotion) => isPromotionVisible(promotion, now))
    .sort(
      (a, b) =>
        (PROMOTION_TYPES as readonly string[]).indexOf(a.type) -
        (PROMOTION_TYPES as readonly string[]).indexOf(b.type),
    );
}
