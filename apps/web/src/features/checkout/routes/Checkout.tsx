import { itemCountOf } from '@oja/contract/cart-count';
import type { CheckoutSummaryAnswer } from '@oja/contract/checkout';
import { DEFAULT_DELIVERY_METHOD } from '@oja/contract/constants';
import { messages } from '@oja/contract/messages';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { CartChangesNotice } from '../../../components/ui/CartChangesNotice';
import { Container } from '../../../components/ui/Container';
import { EmptyState } from '../../../components/ui/EmptyState';
import { CartIcon, ShieldIcon, WalletIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/LoadError';
import { PageIntro } from '../../../components/ui/PageIntro';
import { Price } from '../../../components/ui/Price';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Spinner } from '../../../components/ui/Spinner';
import { deliveryDateLabel } from '../../../lib/delivery-dates';
import { dismissCartChanges, useCartChanges } from '../../../lib/guest-cart';
import { useWallet } from '../../../lib/wallet';
import { CARD_PAYMENT, type CheckoutChoices, type PaymentChoices } from '../api/checkout-api';
import { useCheckoutSummary, usePlaceOrder } from '../api/checkout-queries';
import { AddressDetails } from '../components/AddressDetails';
import { AddressEditor } from '../components/AddressEditor';
import { CheckoutSection } from '../components/CheckoutSection';
import { DeliveryOptions } from '../components/DeliveryOptions';
import { OrderTotals } from '../components/OrderTotals';
import { PackageList } from '../components/PackageList';
import { PaymentMethod } from '../components/PaymentMethod';
import { placeOrderBlocker } from '../place-order-body';

/** The cart's delivery notice links here to open the address editor on arrival. */
const EDIT_ADDRESS_PARAM = ['edit', 'address'] as const;

function itemCountOfSummary(summary: CheckoutSummaryAnswer): number {
  return itemCountOf(summary.packages.flatMap((pack) => pack.items));
}

function CheckoutSkeleton() {
  return (
    <div
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
      role="status"
      aria-busy="true"
      aria-label="Loading checkout"
    >
      <div className="flex flex-col gap-4">
        {['address', 'delivery', 'packages'].map((key) => (
          <div key={key} className="flex flex-col gap-3 rounded-card border border-ink-200 bg-white p-5">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-3 rounded-card border border-ink-200 bg-white p-5">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    </div>
  );
}

export default function Checkout() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [editorOpen, setEditorOpen] = useState(
    () => searchParams.get(EDIT_ADDRESS_PARAM[0]) === EDIT_ADDRESS_PARAM[1],
  );
  const [choices, setChoices] = useState<CheckoutChoices>({
    deliveryMethod: DEFAULT_DELIVERY_METHOD,
    courierId: null,
  });
  const [payment, setPayment] = useState<PaymentChoices>(CARD_PAYMENT);
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | undefined>();
  const pinRef = useRef<HTMLInputElement>(null);
  const summary = useCheckoutSummary(choices, payment);
  const { place, busy, walletRefusal, clearRefusal } = usePlaceOrder();
  // Only whether a PIN exists: the balance shown is the summary's, priced with the order.
  const hasPin = useWallet().data?.isPinAvailable;
  // Lines the login's merge changed (issue 54): shown here, and paying waits until they are seen.
  const cartChanges = useCartChanges();

  // The editor is open now; a reload or a shared link should not open it again.
  useEffect(() => {
    if (!searchParams.has(EDIT_ADDRESS_PARAM[0])) return;
    const next = new URLSearchParams(searchParams);
    next.delete(EDIT_ADDRESS_PARAM[0]);
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);

  const data = summary.data;
  let body: ReactNode;
  if (data && data.packages.length === 0) {
    body = (
      <EmptyState
        title="Your cart is empty"
        icon={<CartIcon aria-hidden="true" />}
        actions={
          <Link to="/" className={buttonClasses('primary', 'md')}>
            Start shopping
          </Link>
        }
      >
        Add something to your cart and come back here to pay for it.
      </EmptyState>
    );
  } else if (data) {
    const updating = summary.isFetching;
    const blocker = placeOrderBlocker(data, { hasPin }, cartChanges.length > 0);
    const canPlace = !blocker && !updating && !busy;
    const byWallet = data.payment_mode === 'wallet';
    const onPlace = () => {
      // Spec section 5: the PIN is required, and that is the page's only rule for it.
      if (byWallet && pin.trim() === '') {
        setPinError(messages.pinRequired);
        pinRef.current?.focus();
        return;
      }
      place(data, { useSmartCoin: payment.useSmartCoin, pin: pin.trim() });
    };
    const dates = deliveryDateLabel(data.delivery_dates);
    const placeButton = (blockerId: string) => (
      <Button
        size="lg"
        block
        loading={busy}
        disabled={!canPlace}
        onClick={onPlace}
        aria-describedby={blocker ? blockerId : undefined}
      >
        {busy ? 'Placing order…' : 'Place order'}
      </Button>
    );

    body = (
      <>
        {cartChanges.length > 0 ? (
          <CartChangesNotice
            changes={cartChanges}
            onDismiss={dismissCartChanges}
            action={
              <Link to="/cart" className={buttonClasses('secondary', 'sm')}>
                Edit cart
              </Link>
            }
          />
        ) : null}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-4">
            <CheckoutSection
              step={1}
              title="Delivery address"
              action={
                <Button variant="secondary" size="sm" onClick={() => setEditorOpen(true)}>
                  {data.delivery_address ? 'Change' : 'Add address'}
                </Button>
              }
            >
              {data.delivery_address ? (
                <AddressDetails address={data.delivery_address} />
              ) : (
                <p className="text-sm text-ink-600">
                  Where should we deliver? Add your address to see couriers and delivery fees.
                </p>
              )}
            </CheckoutSection>

            <CheckoutSection step={2} title="Delivery">
              <DeliveryOptions
                summary={data}
                choices={choices}
                onChange={setChoices}
                pricing={summary.isPlaceholderData}
              />
            </CheckoutSection>

            <CheckoutSection step={3} title={data.packages.length === 1 ? 'Your package' : 'Your packages'}>
              <PackageList packages={data.packages} />
            </CheckoutSection>

            <CheckoutSection step={4} title="Payment">
              <PaymentMethod
                summary={data}
                payment={payment}
                onPaymentChange={(next) => {
                  clearRefusal();
                  setPinError(undefined);
                  setPayment(next);
                }}
                pin={pin}
                onPinChange={(next) => {
                  clearRefusal();
                  setPinError(undefined);
                  setPin(next);
                }}
                pinError={pinError}
                refusal={walletRefusal}
                hasPin={hasPin}
                pinRef={pinRef}
              />
            </CheckoutSection>
          </div>

          <aside
            aria-labelledby="order-summary-heading"
            className="flex flex-col gap-4 rounded-card border border-ink-200 bg-white p-5 lg:sticky lg:top-24"
          >
            <div className="flex items-center justify-between gap-2">
              <h2 id="order-summary-heading" className="text-lg font-bold text-ink-900">
                Order summary
              </h2>
              <span aria-live="polite" className="inline-flex items-center gap-1.5 text-xs text-ink-500">
                {updating ? (
                  <>
                    <Spinner size="sm" label="" /> Updating
                  </>
                ) : null}
              </span>
            </div>
            <OrderTotals totals={data.totals} itemCount={itemCountOfSummary(data)} />
            {dates ? (
              <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">Delivery {dates}</p>
            ) : null}
            <div className="hidden flex-col gap-2 lg:flex">
              {placeButton('place-order-blocker')}
              {blocker ? (
                <p id="place-order-blocker" className="text-center text-xs text-ink-600">
                  {blocker}
                </p>
              ) : null}
            </div>
            <p className="flex items-center justify-center gap-1.5 text-xs text-ink-500">
              {byWallet ? (
                <>
                  <WalletIcon aria-hidden="true" /> Paid from your Oja wallet with your PIN
                </>
              ) : (
                <>
                  <ShieldIcon aria-hidden="true" /> Secure payment by Paystack
                </>
              )}
            </p>
          </aside>
        </div>

        {/* Phones: the total and Place order stay in reach at the bottom of the screen. */}
        <div className="sticky bottom-0 z-30 -mx-4 flex flex-col gap-2 border-t border-ink-200 bg-white px-4 py-3 shadow-[0_-4px_12px_-6px_rgb(22_26_25/0.15)] md:-mx-6 md:px-6 lg:hidden">
          {blocker ? (
            <p id="place-order-blocker-bar" className="text-xs text-ink-600">
              {blocker}
            </p>
          ) : null}
          <div className="flex items-center gap-3">
            <div className="flex min-w-0 flex-col">
              <span className="text-xs text-ink-600">Total</span>
              <Price amount={data.totals.total} className="text-lg leading-tight font-bold text-ink-900" />
            </div>
            <div className="ml-auto w-44 shrink-0">{placeButton('place-order-blocker-bar')}</div>
          </div>
        </div>
      </>
    );
  } else if (summary.isError) {
    body = <LoadError read={summary} />;
  } else {
    body = <CheckoutSkeleton />;
  }

  return (
    <Container className="flex flex-col gap-6 py-6 md:py-8">
      <PageIntro title="Checkout" />
      {body}
      <AddressEditor
        open={editorOpen}
        onClose={() => setEditorOpen(false)}
        address={data?.delivery_address ?? null}
      />
    </Container>
  );
}
