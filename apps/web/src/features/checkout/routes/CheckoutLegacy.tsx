import type { CheckoutSummaryAnswer } from '@oja/contract/checkout';
import {
  CHECKOUT_DELIVERY_METHODS,
  DEFAULT_DELIVERY_METHOD,
  DELIVERY_METHOD_LABELS,
  PIN_LENGTH,
} from '@oja/contract/constants';
import { messages } from '@oja/contract/messages';
import { formatNairaAmount } from '@oja/contract/money';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { cartChangeText } from '../../../components/ui/CartChangesNotice';
import { Container } from '../../../components/ui/Container';
import { LoadError } from '../../../components/ui/LoadError';
import { chargeLines } from '../../../lib/charge-lines';
import { deliveredText, deliveryDateLabel } from '../../../lib/delivery-dates';
import { dismissCartChanges, useCartChanges } from '../../../lib/guest-cart';
import { pinSettingsSearch, useWallet } from '../../../lib/wallet';
import { CARD_PAYMENT, type CheckoutChoices, type PaymentChoices } from '../api/checkout-api';
import { useCheckoutSummary, usePlaceOrder } from '../api/checkout-queries';
import { formatAddressLines } from '../components/AddressDetails';
import { AddressForm } from '../components/AddressEditor';
import { DELIVERY_METHOD_HINTS } from '../components/DeliveryOptions';
import { ADD_MONEY_PATH } from '../components/PaymentMethod';
import { placeOrderBlocker, walletCovers, walletTotal } from '../place-order-body';

/*
 * /checkout-legacy: the same checkout on one plain page for old phone browsers. No overlay, no
 * sticky bar, no cards: headings, native radios, an inline address form and a normal submit button,
 * on the same calls as /checkout.
 */

const plainButton =
  'rounded border border-ink-400 bg-ink-100 px-3 py-2 text-sm font-semibold text-ink-900 hover:bg-ink-200 disabled:opacity-60';
const submitButton =
  'w-full rounded bg-brand-700 px-4 py-3 text-base font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60';

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-b border-ink-200 py-4">
      <h2 className="mb-2 text-base font-bold text-ink-900">{title}</h2>
      {children}
    </section>
  );
}

function LegacyForm({
  summary,
  choices,
  onChoices,
  payment,
  onPayment,
  updating,
  pricing,
}: {
  summary: CheckoutSummaryAnswer;
  choices: CheckoutChoices;
  onChoices: (choices: CheckoutChoices) => void;
  payment: PaymentChoices;
  onPayment: (payment: PaymentChoices) => void;
  updating: boolean;
  /** A new choice is being priced: it shows chosen meanwhile. */
  pricing: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | undefined>();
  const { place, busy, walletRefusal, clearRefusal } = usePlaceOrder();
  const hasPin = useWallet().data?.isPinAvailable;
  const location = useLocation();
  const cartChanges = useCartChanges();
  const blocker = placeOrderBlocker(summary, { hasPin }, cartChanges.length > 0);
  const byWallet = payment.paymentMode === 'wallet';
  const covers = walletCovers(summary);
  const pinMessage =
    pinError ??
    (walletRefusal?.kind === 'wrong-pin' || walletRefusal?.kind === 'locked'
      ? walletRefusal.message
      : undefined);
  const address = summary.delivery_address;
  const dates = deliveryDateLabel(summary.delivery_dates);
  const selectedCourier = pricing ? (choices.courierId ?? summary.courier_id) : summary.courier_id;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (blocker || updating) return;
    if (summary.payment_mode === 'wallet' && pin.trim() === '') {
      setPinError(messages.pinRequired);
      return;
    }
    place(summary, { useSmartCoin: payment.useSmartCoin, pin: pin.trim() });
  }

  function choosePayment(next: PaymentChoices) {
    clearRefusal();
    setPinError(undefined);
    onPayment(next);
  }

  return (
    <>
      {cartChanges.length > 0 ? (
        <Step title="Your cart changed">
          <p className="text-sm text-ink-800">
            When you logged in, we joined your cart with the one saved on your account. Check these before you
            pay:
          </p>
          <ul className="my-2 list-disc pl-5 text-sm text-ink-900">
            {cartChanges.map((change) => (
              <li key={change.key}>
                {[change.name, change.colors, change.sizes].filter(Boolean).join(', ')}:{' '}
                {cartChangeText(change)}
              </li>
            ))}
          </ul>
          <button type="button" className={plainButton} onClick={dismissCartChanges}>
            Got it
          </button>
        </Step>
      ) : null}
      <Step title="1. Delivery address">
        {address && !editing ? (
          <div className="flex flex-col items-start gap-2 text-sm text-ink-800">
            <address className="not-italic" data-testid="delivery-address">
              {formatAddressLines(address).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
              <span className="block">{address.phone_number}</span>
            </address>
            <button type="button" className={plainButton} onClick={() => setEditing(true)}>
              Change address
            </button>
          </div>
        ) : (
          <AddressForm
            address={address}
            onSaved={() => setEditing(false)}
            onCancel={address ? () => setEditing(false) : undefined}
          />
        )}
      </Step>

      <form onSubmit={onSubmit}>
        <Step title="2. Delivery method">
          {CHECKOUT_DELIVERY_METHODS.map((method) => (
            <label key={method} className="flex items-start gap-2 py-1 text-sm">
              <input
                type="radio"
                name="delivery_method"
                value={method}
                checked={choices.deliveryMethod === method}
                onChange={() => onChoices({ deliveryMethod: method, courierId: null })}
                className="mt-1"
              />
              <span>
                <strong>{DELIVERY_METHOD_LABELS[method]}</strong>: {DELIVERY_METHOD_HINTS[method]}
              </span>
            </label>
          ))}
        </Step>

        <Step title="3. Courier">
          {!address ? (
            <p className="text-sm text-ink-700">Save your delivery address above to see couriers.</p>
          ) : summary.couriers.length === 0 ? (
            <p className="text-sm text-ink-700">No courier delivers this order to your address yet.</p>
          ) : (
            summary.couriers.map((option) => (
              <label key={option.courier_id} className="flex items-start gap-2 py-1 text-sm">
                <input
                  type="radio"
                  name="courier_id"
                  value={option.courier_id}
                  checked={selectedCourier === option.courier_id}
                  onChange={() => onChoices({ ...choices, courierId: option.courier_id })}
                  className="mt-1"
                />
                <span>
                  <strong>{option.courier_name}</strong>: {formatNairaAmount(option.total)}
                  <span className="block text-ink-600">
                    {option.delivery_eta_time ? `${option.delivery_eta_time}. ` : ''}
                    {deliveredText(option.delivery_date_info.estimated_delivery_date)}
                  </span>
                </span>
              </label>
            ))
          )}
        </Step>

        <Step title="4. Your order">
          {summary.packages.map((pack, index) => (
            <div key={pack.items[0]?.uuid ?? pack.vendor.store_name} className="mb-3 text-sm">
              <p className="font-semibold text-ink-900">
                Package {index + 1} of {summary.packages.length} · from {pack.vendor.store_name}
              </p>
              <ul className="list-disc pl-5 text-ink-800">
                {pack.items.map((item) => (
                  <li key={item.uuid}>
                    {item.quantity} × {item.product.name}
                    {item.colors || item.sizes
                      ? ` (${[item.colors, item.sizes].filter(Boolean).join(', ')})`
                      : ''}
                    : {formatNairaAmount(item.line_total)}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </Step>

        <Step title="5. Payment">
          <label className="flex items-start gap-2 py-1 text-sm">
            <input
              type="radio"
              name="payment_mode"
              value="card_payment"
              checked={!byWallet}
              onChange={() => choosePayment({ ...payment, paymentMode: 'card_payment' })}
              className="mt-1"
            />
            <span>
              <strong>Card via Paystack</strong>: Visa, Mastercard or Verve
            </span>
          </label>
          <label className="flex items-start gap-2 py-1 text-sm">
            <input
              type="radio"
              name="payment_mode"
              value="wallet"
              checked={byWallet}
              disabled={!covers && !byWallet}
              onChange={() => choosePayment({ ...payment, paymentMode: 'wallet' })}
              className="mt-1"
            />
            <span>
              <strong>Oja Wallet</strong>: balance {formatNairaAmount(summary.wallet_balance)}
              {covers ? '' : ` (this order needs ${formatNairaAmount(walletTotal(summary))})`}
            </span>
          </label>
          {walletRefusal?.kind === 'short' || !covers ? (
            <p
              role={walletRefusal?.kind === 'short' ? 'alert' : undefined}
              className="mt-1 text-sm text-ink-800"
            >
              {walletRefusal?.kind === 'short'
                ? walletRefusal.message
                : 'Your wallet balance is too low for this order.'}{' '}
              <Link to={ADD_MONEY_PATH} className="font-semibold text-brand-700 underline">
                Add money to your wallet
              </Link>
            </p>
          ) : null}
          {byWallet && covers ? (
            hasPin === false || walletRefusal?.kind === 'no-pin' ? (
              <p className="mt-2 text-sm text-ink-800">
                You need a wallet PIN to pay from your wallet.{' '}
                <Link
                  to={{ pathname: location.pathname, search: pinSettingsSearch(location.search) }}
                  className="font-semibold text-brand-700 underline"
                >
                  Create a PIN
                </Link>
              </p>
            ) : (
              <div className="mt-2 flex flex-col gap-1 text-sm">
                <label htmlFor="legacy-pin" className="font-semibold text-ink-900">
                  Wallet PIN
                </label>
                <input
                  id="legacy-pin"
                  name="pin"
                  type="password"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  maxLength={PIN_LENGTH}
                  autoComplete="off"
                  value={pin}
                  onChange={(event) => {
                    clearRefusal();
                    setPinError(undefined);
                    setPin(event.target.value);
                  }}
                  aria-invalid={pinMessage ? true : undefined}
                  aria-describedby={pinMessage ? 'legacy-pin-error' : undefined}
                  className="w-32 rounded border border-ink-400 px-2 py-2 text-base tracking-widest"
                />
                {pinMessage ? (
                  <span id="legacy-pin-error" className="font-semibold text-danger-700">
                    {pinMessage}
                  </span>
                ) : null}
              </div>
            )
          ) : null}
          <label className="mt-3 flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="use_smart_coin_as_discount"
              checked={payment.useSmartCoin && summary.smart_coin_enabled}
              disabled={!summary.smart_coin_enabled}
              onChange={(event) => choosePayment({ ...payment, useSmartCoin: event.target.checked })}
              className="mt-1"
            />
            <span>
              <strong>Use my smart coins</strong>
              {summary.smart_coin_enabled ? '' : ': you have no smart coins to use yet'}
            </span>
          </label>
        </Step>

        <section className="py-4">
          <table className="w-full text-sm">
            <caption className="mb-2 text-left text-base font-bold text-ink-900">Order summary</caption>
            <tbody>
              {chargeLines(summary.totals).map((line) => (
                <tr key={line.key}>
                  <th scope="row" className="py-1 text-left font-normal text-ink-700">
                    {line.label}
                  </th>
                  <td className="py-1 text-right tabular-nums">{formatNairaAmount(line.amount)}</td>
                </tr>
              ))}
              <tr className="border-t border-ink-300">
                <th scope="row" className="py-2 text-left text-base">
                  Total
                </th>
                <td className="py-2 text-right text-base font-bold tabular-nums" data-testid="checkout-total">
                  {formatNairaAmount(summary.totals.total)}
                </td>
              </tr>
            </tbody>
          </table>
          {dates ? <p className="mt-1 text-sm text-ink-700">Delivery {dates}</p> : null}
          {blocker ? <p className="mt-3 text-sm font-semibold text-danger-700">{blocker}</p> : null}
          <button
            type="submit"
            className={`${submitButton} mt-3`}
            disabled={Boolean(blocker) || updating || busy}
          >
            {busy ? 'Placing order…' : updating ? 'Updating total…' : 'Place order'}
          </button>
        </section>
      </form>
    </>
  );
}

export default function CheckoutLegacy() {
  const [choices, setChoices] = useState<CheckoutChoices>({
    deliveryMethod: DEFAULT_DELIVERY_METHOD,
    courierId: null,
  });
  const [payment, setPayment] = useState<PaymentChoices>(CARD_PAYMENT);
  const summary = useCheckoutSummary(choices, payment);

  let body: ReactNode;
  if (summary.data && summary.data.packages.length === 0) {
    body = (
      <p className="py-4 text-sm">
        Your cart is empty.{' '}
        <Link to="/" className="font-semibold text-brand-700 underline">
          Start shopping
        </Link>
      </p>
    );
  } else if (summary.data) {
    body = (
      <LegacyForm
        summary={summary.data}
        choices={choices}
        onChoices={setChoices}
        payment={payment}
        onPayment={setPayment}
        updating={summary.isFetching}
        pricing={summary.isPlaceholderData}
      />
    );
  } else if (summary.isError) {
    body = <LoadError read={summary} />;
  } else {
    body = (
      <p role="status" className="py-4 text-sm text-ink-700">
        Loading your order…
      </p>
    );
  }

  return (
    <Container className="py-4">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-xl font-bold text-ink-900">Checkout</h1>
        <p className="mt-1 text-sm text-ink-600">
          A simple checkout for older phones.{' '}
          <Link to="/checkout" className="text-brand-700 underline">
            Use the full checkout
          </Link>
        </p>
        {body}
      </div>
    </Container>
  );
}
