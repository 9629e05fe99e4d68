import { deliveryDateText } from '@oja/contract/checkout';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

// UTC on both sides: '2026-11-25' is that calendar day wherever the shopper's phone is.
const dayFormat = new Intl.DateTimeFormat('en-NG', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/**
 * '2026-11-25' -> 'Wed, 25 Nov'. Built from the parts rather than format(), so that every engine's
 * en-NG data gives the same text. Anything that is not a calendar day is shown as the server sent it.
 */
export function formatDeliveryDate(date: string): string {
  const match = ISO_DAY.exec(date.trim());
  if (!match) return date;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(day.getTime())) return date;
  const parts = Object.fromEntries(dayFormat.formatToParts(day).map((part) => [part.type, part.value]));
  return `${parts.weekday}, ${parts.day} ${parts.month}`;
}

/** 'on or before Wed, 25 Nov' or 'between Wed, 25 Nov and Fri, 27 Nov'; '' without dates. */
export function deliveryDateLabel(dates: readonly string[]): string {
  return deliveryDateText(dates.map(formatDeliveryDate));
}

/** 'Delivered on or before …' for a courier option or an order; '' without dates. */
export function deliveredText(dates: readonly string[]): string {
  const label = deliveryDateLabel(dates);
  return label ? `Delivered ${label}` : '';
}
