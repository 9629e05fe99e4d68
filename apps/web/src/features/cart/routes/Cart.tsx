import { itemsText } from '@oja/contract/cart-count';
import { messages } from '@oja/contract/messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { CartChangesNotice } from '../../../components/ui/CartChangesNotice';
import { Container } from '../../../components/ui/Container';
import { CartIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/LoadError';
import { PageIntro } from '../../../components/ui/PageIntro';
import { Price } from '../../../components/ui/Price';
import { Skeleton } from '../../../components/ui/Skeleton';
import { dismissCartChanges, useCartChanges } from '../../../lib/guest-cart';
import { useDeliveryAddress } from '../api/delivery-address';
import { useCart } from '../cart-store';
import { loadCart } from '../cart-sync';
import { CartLine } from '../components/CartLine';
import { DeliveryNotice } from '../components/DeliveryNotice';

function EmptyCart() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-ink-200 bg-white px-6 py-12 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-3xl text-brand-700">
        <CartIcon aria-hidden="true" />
      </span>
      <h2 className="text-lg font-bold text-ink-900">Your cart is empty</h2>
      <p className="max-w-sm text-sm text-ink-600">
        Browse the shop and tap Add to cart on anything you like. It will wait for you here.
      </p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-2')}>
        Start shopping
      </Link>
    </div>
  );
}

function CartSkeleton() {
  return (
    <div className="flex flex-col gap-4" role="status" aria-busy="true" aria-label="Loading your cart">
      {['a', 'b', 'c'].map((key) => (
        <div key={key} className="flex gap-3">
          <Skeleton className="size-20 rounded-lg" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

export default function Cart() {
  const cart = useCart();
  const address = useDeliveryAddress();
  const changes = useCartChanges();

  let body: ReactNode;
  if (cart.items.length > 0) {
    body = (
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
        <section aria-label="Cart items" className="rounded-card border border-ink-200 bg-white px-4 md:px-5">
          <ul className="divide-y divide-ink-100">
            {cart.items.map((item) => (
              <CartLine key={item.uuid} item={item} items={cart.items} />
            ))}
          </ul>
        </section>
        <aside
          aria-label="Cart summary"
          className="flex flex-col gap-4 rounded-card border border-ink-200 bg-white p-5 lg:sticky lg:top-24"
        >
          <h2 className="text-lg font-bold text-ink-900">Cart summary</h2>
          <dl className="flex flex-col gap-2 text-sm">
            <div className="flex justify-between text-ink-700">
              <dt data-testid="cart-summary-items">Items ({cart.itemCount})</dt>
              <dd>
                <Price amount={cart.totalAmountToBePaid} className="font-medium" />
              </dd>
            </div>
            <div className="flex justify-between border-t border-ink-100 pt-2 text-base text-ink-900">
              <dt className="font-semibold">Total</dt>
              <dd data-testid="cart-total">
                <Price amount={cart.totalAmountToBePaid} className="text-lg font-bold" />
              </dd>
            </div>
          </dl>
          <DeliveryNotice fee={null} address={address} />
          <Link to="/checkout" className={buttonClasses('primary', 'lg', 'w-full')}>
            Checkout
          </Link>
        </aside>
      </div>
    );
  } else if (cart.status === 'error') {
    body = <LoadError read={{ error: null, refetch: loadCart }} message={messages.errorFetchingCart} />;
  } else if (cart.status === 'ready') {
    body = <EmptyCart />;
  } else {
    body = <CartSkeleton />;
  }

  return (
    <Container className="flex flex-col gap-6 py-6 md:py-8">
      <PageIntro
        title="Your cart"
        description={cart.items.length > 0 ? `${itemsText(cart.itemCount)} in your cart` : undefined}
      />
      {changes.length > 0 && cart.items.length > 0 ? (
        <CartChangesNotice changes={changes} onDismiss={dismissCartChanges} />
      ) : null}
      {body}
    </Container>
  );
}
