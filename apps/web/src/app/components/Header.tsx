import { Link, NavLink } from 'react-router';
import { IconButton } from '../../components/ui/IconButton';
import { BellIcon, ChevronDownIcon, GridIcon, MenuIcon, UserIcon } from '../../components/ui/icons';
import { ACCESS_MODAL, openAccessModal } from '../../features/identity/access-modal-state';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/session';
import { badgeCount, useUnreadCounts } from '../../lib/unread-counts';
import { CartBadgeLink } from './CartBadgeLink';
import { VENDOR_SITE } from './external-links';
import { Logo } from './Logo';
import { SearchBox } from './SearchBox';

/** Unread notifications, on the account icon (desktop) and the bell (phones). */
function useUnreadNotifications(): number {
  const { data } = useUnreadCounts();
  return data?.notifications ?? 0;
}

function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="header-unread-badge"
      className="absolute -top-1.5 left-3 inline-flex h-[18px] min-w-[18px] items-center justify-center rounded-pill bg-deal-600 px-1 text-[10px] leading-none font-bold text-white tabular-nums ring-2 ring-white"
    >
      {badgeCount(count)}
    </span>
  );
}

const unreadLabel = (count: number) =>
  count > 0 ? `, ${count} unread ${count === 1 ? 'notification' : 'notifications'}` : '';

function AccountButton() {
  const { loggedIn } = useSession();
  const unread = useUnreadNotifications();
  const classes =
    'inline-flex h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-ink-800 hover:bg-ink-100 hover:text-brand-700';
  if (loggedIn) {
    return (
      <Link to="/account" className={classes} aria-label={`Account${unreadLabel(unread)}`}>
        {/* The word first in the markup, the icon drawn first: the text reads "Account 3" like the name. */}
        Account{' '}
        <span className={cn('relative order-first inline-flex', unread > 0 && 'mr-1.5')}>
          <UserIcon className="text-xl" />
          <UnreadBadge count={unread} />
        </span>
      </Link>
    );
  }
  return (
    <button type="button" className={classes} onClick={() => openAccessModal(ACCESS_MODAL.login)}>
      <UserIcon className="text-xl" />
      Log in
    </button>
  );
}

/** Phones: a bell to the notifications beside the cart, for a signed-in shopper. */
function NotificationsBell() {
  const { loggedIn } = useSession();
  const unread = useUnreadNotifications();
  if (!loggedIn) return null;
  return (
    <Link
      to="/account/notifications"
      aria-label={`Notifications${unreadLabel(unread)}`}
      className="relative inline-flex h-11 items-center rounded-full px-2.5 text-ink-800 hover:bg-ink-100 hover:text-brand-700 lg:hidden"
    >
      <span className="relative inline-flex">
        <BellIcon className="text-2xl" />
        <UnreadBadge count={unread} />
      </span>
    </Link>
  );
}

/**
 * Desktop (>= 990 px): logo, categories, search, account, cart. Phones: menu, logo, cart, with the
 * search box on its own row.
 */
export function Header({ onOpenMenu, menuOpen }: { onOpenMenu: () => void; menuOpen: boolean }) {
  return (
    <header className="sticky top-0 z-40 border-b border-ink-200 bg-white">
      <div className="hidden bg-brand-800 text-xs text-brand-50 lg:block">
        <div className="mx-auto flex h-8 max-w-7xl items-center justify-between px-6">
          <p>Pay with card via Paystack or your Oja wallet</p>
          <a
            href={VENDOR_SITE}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold hover:underline"
          >
            Sell on Oja
          </a>
        </div>
      </div>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-2 md:px-4 lg:gap-6 lg:px-6">
        <IconButton
          label="Open menu"
          icon={<MenuIcon />}
          onClick={onOpenMenu}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          className="lg:hidden"
        />
        <Logo />
        <NavLink
          to="/categories"
          className={({ isActive }) =>
            cn(
              'hidden h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold hover:bg-ink-100 lg:inline-flex',
              isActive ? 'text-brand-700' : 'text-ink-800',
            )
          }
        >
          <GridIcon className="text-lg" />
          Categories
          <ChevronDownIcon aria-hidden className="-rotate-90 text-base text-ink-500" />
        </NavLink>
        <SearchBox className="hidden max-w-2xl flex-1 lg:flex" />
        <div className="ml-auto flex items-center gap-1">
          <span className="hidden lg:inline-flex">
            <AccountButton />
          </span>
          <NotificationsBell />
          <CartBadgeLink showLabel />
        </div>
      </div>
      <div className="px-3 pb-3 md:px-4 lg:hidden">
        <SearchBox />
      </div>
    </header>
  );
}
