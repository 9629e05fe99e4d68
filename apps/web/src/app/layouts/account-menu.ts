import { SIDE_MENU_CATEGORIES } from '@oja/contract/constants';
import type { ComponentType, SVGProps } from 'react';
import {
  BellIcon,
  BoxIcon,
  GridIcon,
  HeartIcon,
  MailIcon,
  MapPinIcon,
  StarIcon,
  UserIcon,
  WalletIcon,
} from '../../components/ui/icons';

export type AccountMenuEntry = {
  label: string;
  /** Relative to /account ('' is the account home). */
  path?: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  children?: { label: string; path: string }[];
  hidden?: boolean;
  /** The entry shows this unread count beside its label (GET account/unread-counts). */
  unread?: 'notifications' | 'inbox';
};

/** The account side menu of spec section 2, in its order; paths are prefixed with /account. */
export const ACCOUNT_MENU: AccountMenuEntry[] = [
  {
    label: 'Categories',
    icon: GridIcon,
    hidden: true,
    children: SIDE_MENU_CATEGORIES.map((name) => ({ label: name, path: '' })),
  },
  { label: 'Account', path: '', icon: UserIcon },
  { label: 'Orders & Tracking', path: 'orders-and-tracking', icon: BoxIcon },
  { label: 'Reviews and Ratings', path: 'reviews-and-ratings', icon: StarIcon },
  { label: 'Saved Items', path: 'saved-items', icon: HeartIcon },
  { label: 'Notifications', path: 'notifications', icon: BellIcon, unread: 'notifications' },
  {
    label: 'Wallet',
    icon: WalletIcon,
    children: [
      { label: 'Wallet', path: 'wallet/emart-wallet' },
      { label: 'Spend and save Wallet', path: 'wallet/spend-and-save' },
      { label: 'Smart Coin Wallet', path: 'wallet/smart-coin' },
    ],
  },
  { label: 'Newsletter Preference', path: 'newsletter-preference', icon: MailIcon },
  { label: 'Address Book', path: 'address-book', icon: MapPinIcon },
];

export function accountPath(path: string): string {
  return path ? `/account/${path}` : '/account';
}
