import { itemsText } from '@oja/contract/cart-count';
import { Link } from 'react-router';
import { CartIcon } from '../../components/ui/icons';
import { useCartCount } from '../../features/cart/cart-store';
import { cn } from '../../lib/cn';

export function CartCountBadge({ count, className }: { count: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-pill bg-deal-600 px-1 text-[11px] font-bold leading-none text-white tabular-nums',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

export function CartBadgeLink({ showLabel = false }: { showLabel?: boolean }) {
  const count = useCartCount();
  return (
    <Link
      to="/cart"
      aria-label={`Cart, ${itemsText(count)}`}
      className="relative inline-flex h-11 items-center gap-2 rounded-full px-2.5 text-ink-800 hover:bg-ink-100 hover:text-brand-700"
    >
      <CartIcon className="text-2xl" />
      {showLabel ? <span className="text-sm font-semibold">Cart</span> : null}{' '}
      {/* Last in the markup, after a space (it is drawn on the icon): the text reads "Cart 3" like the name. */}
      <CartCountBadge count={count} className="absolute -top-0.5 left-6" />
    </Link>
  );
}
