import { itemsText } from '@oja/contract/cart-count';
import { type ReactNode, useId, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { ChevronDownIcon, ExternalIcon, LogoutIcon, UserIcon } from '../../components/ui/icons';
import { LoadError } from '../../components/ui/LoadError';
import { Modal } from '../../components/ui/Modal';
import { Skeleton } from '../../components/ui/Skeleton';
import { useCartCount } from '../../features/cart/cart-store';
import { useCategories } from '../../features/catalog/api/get-categories';
import { ACCESS_MODAL, openAccessModal } from '../../features/identity/access-modal-state';
import { requestLogout } from '../../features/identity/logout-confirm-state';
import { cn } from '../../lib/cn';
import { isLoggedIn } from '../../lib/session';
import { CartCountBadge } from '../components/CartBadgeLink';
import { AFFILIATE_SITE, HELP_LINKS, VENDOR_SITE } from '../components/external-links';

type SectionId = 'help' | 'account' | 'categories' | 'earn';

const ACCOUNT_LINKS = [
  { label: 'My Account', to: '/account' },
  { label: 'Orders & Tracking', to: '/account/orders-and-tracking' },
  { label: 'Reviews and Ratings', to: '/account/reviews-and-ratings' },
  { label: 'Cart', to: '/cart', cart: true },
  { label: 'Saved Items', to: '/account/saved-items' },
  { label: 'Notifications', to: '/account/notifications' },
  { label: 'Wallet', to: '/account/wallet/emart-wallet' },
  { label: 'Spend and Save Wallet', to: '/account/wallet/spend-and-save' },
  { label: 'Smart Coin Wallet', to: '/account/wallet/smart-coin' },
  { label: 'Newsletter Preference', to: '/account/newsletter-preference' },
  { label: 'Address Book', to: '/account/address-book' },
] as const;

const EARN_LINKS = [
  { label: 'Become a Vendor', href: VENDOR_SITE },
  { label: 'Become an Affiliate', href: AFFILIATE_SITE },
];

const itemClasses =
  'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 py-2 text-sm text-ink-700 hover:bg-brand-50 hover:text-brand-800';

function Section({
  title,
  open,
  onToggle,
  children,
}: {
  title: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const panelId = useId();
  return (
    <li className="border-b border-ink-100">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex min-h-12 w-full items-center justify-between px-5 text-left text-xs font-bold uppercase tracking-wider text-ink-800 hover:bg-ink-50"
        >
          {title}
          <ChevronDownIcon
            aria-hidden
            className={cn('text-lg text-ink-500 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="px-2 pb-3">
        {children}
      </div>
    </li>
  );
}

/** Links to the help, vendor and affiliate sites, each opening in a new tab. */
function ExternalItems({
  links,
  onNavigate,
}: {
  links: ReadonlyArray<{ label: string; href: string }>;
  onNavigate: () => void;
}) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className={itemClasses}
            onClick={onNavigate}
          >
            <span className="flex-1">{link.label}</span>
            <ExternalIcon aria-hidden className="text-ink-400" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function CategoryItems({ onNavigate }: { onNavigate: () => void }) {
  const { data, isPending, isError, error, refetch, isFetching } = useCategories();
  if (isPending) {
    return (
      <div className="flex flex-col gap-2 px-3 py-2" aria-busy="true">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-2/3" />
      </div>
    );
  }
  if (isError && !data) {
    return (
      <div className="px-3 py-2">
        <LoadError read={{ error, refetch, isFetching }} message="Could not load categories." />
      </div>
    );
  }
  return (
    <ul>
      {data?.map((category) => (
        <li key={category.uuid}>
          <Link to={`/category/${category.uuid}`} className={itemClasses} onClick={onNavigate}>
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The mobile navigation menu (spec sections 2 and 4): one collapsible section open at a time,
 * signed-in state read once when it mounts. It is mounted only while open.
 */
export default function MobileNav({ onClose }: { onClose: () => void }) {
  const [signedIn] = useState(isLoggedIn);
  const [expanded, setExpanded] = useState<SectionId | null>(null);
  const cartCount = useCartCount();
  const toggle = (id: SectionId) => setExpanded((current) => (current === id ? null : id));

  function login() {
    openAccessModal(ACCESS_MODAL.login);
    onClose();
  }

  function logout() {
    requestLogout();
    onClose();
  }

  // One end-of-menu button: log out when signed in, log in otherwise.
  const session = signedIn
    ? { onClick: logout, Icon: LogoutIcon, tone: 'text-danger-700', label: 'Logout' }
    : { onClick: login, Icon: UserIcon, tone: 'text-brand-700', label: 'Login' };

  return (
    <Modal open onClose={onClose} title="Menu" variant="drawer">
      <nav aria-label="Mobile navigation">
        <ul>
          <Section title="Need help?" open={expanded === 'help'} onToggle={() => toggle('help')}>
            <ExternalItems links={HELP_LINKS} onNavigate={onClose} />
          </Section>
          <Section title="My account" open={expanded === 'account'} onToggle={() => toggle('account')}>
            <ul>
              {ACCOUNT_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end className={itemClasses} onClick={onClose}>
                    <span className="flex-1">{link.label}</span>
                    {'cart' in link ? (
                      <>
                        <CartCountBadge count={cartCount} />
                        <span className="sr-only">{itemsText(cartCount)}</span>
                      </>
                    ) : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </Section>
          <Section title="Categories" open={expanded === 'categories'} onToggle={() => toggle('categories')}>
            <CategoryItems onNavigate={onClose} />
          </Section>
          <Section title="Earn on the product" open={expanded === 'earn'} onToggle={() => toggle('earn')}>
            <ExternalItems links={EARN_LINKS} onNavigate={onClose} />
          </Section>
          <li className="p-3">
            <button
              type="button"
              onClick={session.onClick}
              className={cn(itemClasses, 'font-bold uppercase tracking-wider', session.tone)}
            >
              <session.Icon aria-hidden className="text-lg" />
              {session.label}
            </button>
          </li>
        </ul>
      </nav>
    </Modal>
  );
}
