import { itemsText } from '@oja/contract/cart-count';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/Button';
import { CartIcon, ChevronRightIcon, HomeIcon, RefreshIcon } from '../../components/ui/icons';
import { Picture } from '../../components/ui/Picture';
import { Price } from '../../components/ui/Price';
import { useCartCount } from '../../features/cart/cart-store';
import { productHref } from '../../features/catalog/lib/card-rules';
import { readRecentlyViewed } from '../../features/catalog/lib/recently-viewed';
import { type OfflineReason, safeReturnPath, useOnline } from '../../features/engagement/offline';

const WHY: Record<OfflineReason, string> = {
  checkout: 'Checkout needs a connection to confirm prices, stock and your payment.',
  'sign-in': 'Signing in needs a connection.',
  account: 'Your account, orders and wallet are read live, so they need a connection.',
  page: 'This page needs a connection.',
};

function CloudOffIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      aria-hidden="true"
      className="size-8"
    >
      <path d="M2 2l20 20" strokeLinecap="round" />
      <path
        d="M5.8 8.1A6 6 0 0 0 6.5 20H17M20.7 17.6A4.5 4.5 0 0 0 17.5 10h-1.3A7 7 0 0 0 9.4 5.3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * /offline (default layout): why the page the shopper wanted waits for the network, and what still
 * works without it (the pages and products already seen, the cart). Back online, it returns to that
 * page by itself.
 */
export default function Offline() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const online = useOnline();
  const from = safeReturnPath(params.get('from'));
  const reason = (params.get('reason') as OfflineReason | null) ?? 'page';
  const [recent] = useState(() => readRecentlyViewed().slice(0, 4));
  const cartCount = useCartCount();

  useEffect(() => {
    if (online && from) navigate(from, { replace: true });
  }, [online, from, navigate]);

  const retry = () => {
    if (from && navigator.onLine) navigate(from, { replace: true });
    else window.location.reload();
  };

  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col gap-6 px-4 py-10 md:py-16">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-ink-100 text-ink-700">
          <CloudOffIcon />
        </span>
        <h1 className="text-2xl font-bold text-ink-900">You are offline</h1>
        <p className="max-w-md text-ink-600">
          {WHY[WHY[reason] ? reason : 'page']} Check your mobile data or Wi-Fi;{' '}
          {from ? 'we will take you back as soon as you are online.' : 'then try again.'}
        </p>
        <Button size="lg" onClick={retry} className="mt-1">
          <RefreshIcon />
          Try again
        </Button>
      </div>

      <section
        aria-labelledby="offline-still"
        className="rounded-card bg-white p-4 ring-1 ring-ink-100 md:p-5"
      >
        <h2 id="offline-still" className="text-sm font-bold uppercase tracking-wide text-ink-500">
          While you wait, you can still
        </h2>
        <ul className="mt-2 divide-y divide-ink-100">
          <li>
            <Link to="/" className="flex items-center gap-3 py-3 text-ink-900 hover:text-brand-700">
              <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-50 text-lg text-brand-700">
                <HomeIcon />
              </span>
              <span className="flex-1">
                <span className="block font-semibold">Browse what you have seen</span>
                <span className="block text-sm text-ink-500">
                  Pages and pictures you opened before are saved
                </span>
              </span>
              <ChevronRightIcon className="text-ink-400" />
            </Link>
          </li>
          <li>
            <Link to="/cart" className="flex items-center gap-3 py-3 text-ink-900 hover:text-brand-700">
              <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-50 text-lg text-brand-700">
                <CartIcon />
              </span>
              <span className="flex-1">
                <span className="block font-semibold">Look over your cart</span>
                <span className="block text-sm text-ink-500">
                  {cartCount > 0
                    ? `${itemsText(cartCount)}, ready when you are back online`
                    : 'As it was when you were last online'}
                </span>
              </span>
              <ChevronRightIcon className="text-ink-400" />
            </Link>
          </li>
        </ul>
      </section>

      {recent.length > 0 ? (
        <section aria-labelledby="offline-recent" className="flex flex-col gap-3">
          <h2 id="offline-recent" className="text-sm font-bold uppercase tracking-wide text-ink-500">
            Recently viewed
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {recent.map((product) => (
              <li key={product.uuid}>
                <Link
                  to={productHref(product)}
                  className="flex h-full flex-col gap-2 rounded-card bg-white p-2 ring-1 ring-ink-100 hover:ring-brand-300"
                >
                  {product.thumbnail ? (
                    <Picture
                      src={product.thumbnail}
                      widths={[240, 360, 480, 720]}
                      sizes="(min-width: 640px) 25vw, 50vw"
                      alt=""
                      width={160}
                      height={160}
                      loading="lazy"
                      className="aspect-square w-full rounded-lg bg-ink-50 object-cover"
                    />
                  ) : (
                    <span aria-hidden="true" className="aspect-square w-full rounded-lg bg-ink-50" />
                  )}
                  <span className="line-clamp-2 text-sm text-ink-900">{product.name}</span>
                  <Price
                    amount={product.vat_selling_price}
                    contactWhenZero
                    className="text-sm text-ink-900"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <p className="text-center text-sm text-ink-500">
        <Link to="/" className={buttonClasses('ghost', 'sm')}>
          Back to the home page
        </Link>
      </p>
    </div>
  );
}
