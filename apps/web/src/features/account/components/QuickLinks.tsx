import type { UnreadCountsAnswer } from '@oja/contract/account';
import { type ComponentType, type SVGProps, useId } from 'react';
import { Link } from 'react-router';
import {
  BellIcon,
  BoxIcon,
  CoinIcon,
  HeartIcon,
  InboxIcon,
  MailIcon,
  MapPinIcon,
  PiggyIcon,
  StarIcon,
  WalletIcon,
} from '../../../components/ui/icons';
import { CountPill } from './parts';

type QuickLink = {
  label: string;
  to: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  unread?: keyof UnreadCountsAnswer;
};

/** Every page of the account area, the inbox included (it has no entry in the side menu). */
const QUICK_LINKS: QuickLink[] = [
  { label: 'Orders & Tracking', to: '/account/orders-and-tracking', icon: BoxIcon },
  { label: 'Notifications', to: '/account/notifications', icon: BellIcon, unread: 'notifications' },
  { label: 'Inbox', to: '/account/inbox', icon: InboxIcon, unread: 'inbox' },
  { label: 'Saved Items', to: '/account/saved-items', icon: HeartIcon },
  { label: 'Reviews and Ratings', to: '/account/reviews-and-ratings', icon: StarIcon },
  { label: 'Wallet', to: '/account/wallet/emart-wallet', icon: WalletIcon },
  { label: 'Spend and Save', to: '/account/wallet/spend-and-save', icon: PiggyIcon },
  { label: 'Smart Coin', to: '/account/wallet/smart-coin', icon: CoinIcon },
  { label: 'Newsletter Preference', to: '/account/newsletter-preference', icon: MailIcon },
  { label: 'Address Book', to: '/account/address-book', icon: MapPinIcon },
];

/** The account home's shortcuts, with the unread counts beside Notifications and Inbox. */
export function QuickLinks({ unread }: { unread: UnreadCountsAnswer | undefined }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-base font-bold text-ink-900">
        Shortcuts
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-5">
        {QUICK_LINKS.map(({ label, to, icon: Icon, unread: key }) => {
          const count = key && unread ? unread[key] : 0;
          return (
            <li key={to}>
              <Link
                to={to}
                aria-label={count > 0 ? `${label}, ${count} unread` : undefined}
                className="flex h-full min-h-14 items-center gap-2.5 rounded-xl bg-white px-3 py-2.5 text-sm font-medium text-ink-800 ring-1 ring-ink-100 transition-colors hover:bg-brand-50 hover:text-brand-800 hover:ring-brand-200 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {/* The label first in the markup (the icon is drawn first): the visible text reads
                    "Inbox 2", in the order of the link's name. */}
                <span className="min-w-0 flex-1 leading-tight">{label}</span>{' '}
                <span className="relative order-first inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-ink-50 text-base text-brand-700">
                  <Icon aria-hidden="true" />
                  <CountPill count={count} label="" floating />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
