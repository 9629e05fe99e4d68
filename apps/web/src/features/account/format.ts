import type { Address } from '@oja/contract/account';
import { itemsText } from '@oja/contract/cart-count';
import { lagosHour } from '@oja/contract/dates';
import {
  NEWSLETTER_TOPIC_LABELS,
  NEWSLETTER_TOPICS,
  type NewsletterPreferenceAnswer,
} from '@oja/contract/newsletter';

/** 'Good morning' before noon, 'Good afternoon' until 4 pm, then 'Good evening' (Lagos time). */
export function greeting(now: Date = new Date()): string {
  const hour = lagosHour(now);
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
  return itemsText(count);
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
