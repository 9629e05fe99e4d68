import type { Address } from '@oja/contract/account';
import {
  NEWSLETTER_TOPIC_LABELS,
  NEWSLETTER_TOPICS,
  type NewsletterPreferenceAnswer,
} from '@oja/contract/newsletter';

// Shoppers are in Nigeria: times are Lagos times wherever the browser is.
const TIME_ZONE = 'Africa/Lagos';
const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, dateStyle: 'short' });
const clock = new Intl.DateTimeFormat('en-NG', {
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
  timeZone: TIME_ZONE,
});
const dayMonth = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', timeZone: TIME_ZONE });
const fullDate = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const hourOf = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: TIME_ZONE });

const MINUTE = 60_000;
const DAY = 86_400_000;

/** '23 Nov 2026' in Lagos time. */
export function formatDate(iso: string): string {
  return fullDate.format(new Date(iso));
}

/**
 * When a notice or a message arrived, as a list shows it: 'Just now', '5 min ago', 'Today, 9:05 pm',
 * 'Yesterday, 9:05 pm', '21 Nov, 9:05 pm' this year, '21 Nov 2025' before it.
 */
export function formatWhen(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const ago = now.getTime() - at.getTime();
  if (ago >= 0 && ago < MINUTE) return 'Just now';
  if (ago >= 0 && ago < 60 * MINUTE) return `${Math.floor(ago / MINUTE)} min ago`;
  const day = dayKey.format(at);
  if (day === dayKey.format(now)) return `Today, ${clock.format(at)}`;
  if (day === dayKey.format(new Date(now.getTime() - DAY))) return `Yesterday, ${clock.format(at)}`;
  if (day.slice(0, 4) === dayKey.format(now).slice(0, 4))
    return `${dayMonth.format(at)}, ${clock.format(at)}`;
  return fullDate.format(at);
}

/** 'Good morning' before noon, 'Good afternoon' until 4 pm, then 'Good evening' (Lagos time). */
export function greeting(now: Date = new Date()): string {
  const hour = Number(hourOf.format(now));
  if (hour < 12) return 'Good morning';
  if (hour < 16) return 'Good afternoon';
  return 'Good evening';
}

/** An address as a label writes it: the street, then 'City, Region postal code'. */
export function addressLines(address: Pick<Address, 'address' | 'city' | 'state' | 'postal_code'>) {
  const place = [address.city, address.state].filter(Boolean).join(', ');
  return [address.address, [place, address.postal_code].filter(Boolean).join(' ')];
}

/** '1 item', '3 items'. */
export function itemCount(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** What the customer receives now, in one line. */
export function preferenceSummary(answer: NewsletterPreferenceAnswer): string {
  if (!answer.subscribed) return 'You are not receiving the Oja newsletter.';
  const topics = answer.topics.map((topic) => NEWSLETTER_TOPIC_LABELS[topic]);
  const about =
    topics.length === NEWSLETTER_TOPICS.length
      ? 'every topic'
      : topics.length <= 2
        ? topics.join(' and ')
        : `${topics.length} topics`;
  return `You receive the newsletter ${answer.frequency}, about ${about}.`;
}
