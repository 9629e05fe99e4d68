import { deliveryDateText } from '@oja/contract/checkout';
import { formatCalendarDay } from '@oja/contract/dates';

/** '2026-11-25' -> 'Wed, 25 Nov': a calendar day, the same wherever the shopper's phone is. */
export const formatDeliveryDate = formatCalendarDay;

/** 'on or before Wed, 25 Nov' or 'between Wed, 25 Nov and Fri, 27 Nov'; '' without dates. */
export function deliveryDateLabel(dates: readonly string[]): string {
  return deliveryDateText(dates.map(formatCalendarDay));
}

/** 'Delivered on or before …' for a courier option or an order; '' without dates. */
export function deliveredText(dates: readonly string[]): string {
  const label = deliveryDateLabel(dates);
  return label ? `Delivered ${label}` : '';
}
