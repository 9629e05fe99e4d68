import type { CheckoutSummaryAnswer } from '@oja/contract/checkout';
import { PIN_LENGTH } from '@oja/contract/constants';
import { formatNairaAmount } from '@oja/contract/money';
import { type ReactNode, type Ref, useId } from 'react';
import { Link, useLocation } from 'react-router';
import { ShieldIcon, WalletIcon } from '../../../components/ui/icons';
import { TextField } from '../../../components/ui/TextField';
import { cn } from '../../../lib/cn';
import { pinSettingsSearch } from '../../../lib/wallet';
import type { PaymentChoices } from '../api/checkout-api';
import type { WalletRefusal } from '../api/wallet-refusal';
import { walletCovers, walletTotal } from '../place-order-body';

/** The main wallet's page, where money is added by card. */
export const ADD_MONEY_PATH = '/account/wallet/emart-wallet';

type PaymentMethodProps = {
  summary: CheckoutSummaryAnswer;
  payment: PaymentChoices;
  onPaymentChange: (payment: PaymentChoices) => void;
  pin: string;
  onPinChange: (pin: string) => void;
  /** The PIN field's own message (required, or the server's wrong-PIN words). */
  pinError?: string;
  refusal: WalletRefusal | null;
  /** Whether the customer has a wallet PIN; undefined while it is not known. */
  hasPin: boolean | undefined;
  pinRef?: Ref<HTMLInputElement>;
};

function Option({
  checked,
  disabled,
  children,
}: {
  checked: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'rounded-xl border p-3 transition-colors',
        checked ? 'border-brand-600 bg-brand-50/70 ring-1 ring-brand-600' : 'border-ink-200 bg-white',
        disabled ? 'bg-ink-50' : !checked && 'hover:border-ink-300',
      )}
    >
      {children}
    </div>
  );
}

function Badge({ children, tone }: { children: ReactNode; tone: 'card' | 'wallet' }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex h-9 w-12 shrink-0 items-center justify-center rounded-md font-extrabold tracking-wide ring-1',
        tone === 'card'
          ? 'bg-white text-[0.65rem] text-ink-800 ring-ink-200'
          : 'bg-brand-600 text-xl text-white ring-brand-700',
      )}
    >
      {children}
    </span>
  );
}

/** "Create a PIN" opens the access modal's PIN settings on this page (`?modal=pin-settings`). */
function CreatePinLink({ className }: { className?: string }) {
  const location = useLocation();
  return (
    <Link
      to={{ pathname: location.pathname, search: pinSettingsSearch(location.search) }}
      className={cn('font-semibold text-brand-700 underline-offset-2 hover:underline', className)}
    >
      Create a PIN
    </Link>
  );
}

/**
 * The payment step: card through Paystack, or the main wallet (its balance shown; closed with the
 * reason when it cannot cover the order; the PIN asked when chosen), and the smart coin discount
 * (closed when the customer has no coins to use: spec section 4).
 */
export function PaymentMethod({
  summary,
  payment,
  onPaymentChange,
  pin,
  onPinChange,
  pinError,
  refusal,
  hasPin,
  pinRef,
}: PaymentMethodProps) {
  const ids = { wallet: useId(), coins: useId() };
  const byWallet = payment.paymentMode === 'wallet';
  const covers = walletCovers(summary);
  const walletClosed = !covers && !byWallet;
  const short = refusal?.kind === 'short' || !covers;
  const pinMessage =
    pinError ?? (refusal?.kind === 'wrong-pin' || refusal?.kind === 'locked' ? refusal.message : undefined);

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="sr-only">Payment method</legend>

        <Option checked={!byWallet}>
          <label className="flex cursor-pointer items-center gap-3">
            <input
              type="radio"
              name="payment_mode"
              value="card_payment"
              checked={!byWallet}
              onChange={() => onPaymentChange({ ...payment, paymentMode: 'card_payment' })}
              className="size-4 shrink-0 accent-brand-600"
            />
            <Badge tone="card">CARD</Badge>
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold text-ink-900">Card via Paystack</span>
              <span className="text-xs text-ink-600">
                Visa, Mastercard or Verve, on Paystack's secure page
              </span>
            </span>
          </label>
        </Option>

        <Option checked={byWallet} disabled={walletClosed}>
          <label
            className={cn('flex items-center gap-3', walletClosed ? 'cursor-not-allowed' : 'cursor-pointer')}
          >
            <input
              type="radio"
              name="payment_mode"
              value="wallet"
              checked={byWallet}
              disabled={walletClosed}
              aria-describedby={ids.wallet}
              onChange={() => onPaymentChange({ ...payment, paymentMode: 'wallet' })}
              className="size-4 shrink-0 accent-brand-600"
            />
            <Badge tone="wallet">
              <WalletIcon />
            </Badge>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-semibold text-ink-900">Oja Wallet</span>
              <span id={ids.wallet} className="text-xs text-ink-600" data-testid="wallet-option-balance">
                Balance {formatNairaAmount(summary.wallet_balance)}
                {covers
                  ? ' · no card charge'
                  : ` · this order needs ${formatNairaAmount(walletTotal(summary))}`}
              </span>
            </span>
          </label>

          {short ? (
            <div
              role={refusal?.kind === 'short' ? 'alert' : undefined}
              className="mt-3 flex flex-col gap-1 rounded-lg bg-deal-50 px-3 py-2.5 text-sm text-deal-700"
            >
              <p className="font-medium">
                {refusal?.kind === 'short'
                  ? refusal.message
                  : 'Your wallet balance is too low for this order.'}
              </p>
              <Link
                to={ADD_MONEY_PATH}
                className="self-start font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                Add money to your wallet
              </Link>
            </div>
          ) : null}

          {byWallet && !short ? (
            hasPin === false || refusal?.kind === 'no-pin' ? (
              <div
                role="status"
                className="mt-3 flex flex-col gap-1 rounded-lg bg-white px-3 py-2.5 text-sm ring-1 ring-ink-200"
              >
                <p className="text-ink-800">You need a wallet PIN to pay from your wallet.</p>
                <CreatePinLink className="self-start" />
              </div>
            ) : (
              <div className="mt-3 flex flex-col gap-1 border-t border-brand-600/20 pt-3">
                <TextField
                  ref={pinRef}
                  label="Wallet PIN"
                  name="pin"
                  type="password"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  maxLength={PIN_LENGTH}
                  autoComplete="off"
                  value={pin}
                  onChange={(event) => onPinChange(event.target.value)}
                  error={pinMessage}
                  hint={`The ${PIN_LENGTH}-digit PIN of your wallet approves this payment.`}
                  className="max-w-xs [&_input]:tracking-[0.4em]"
                />
              </div>
            )
          ) : null}
        </Option>
      </fieldset>

      <div
        className={cn(
          'flex items-start gap-3 rounded-xl border px-3 py-3',
          summary.smart_coin_enabled ? 'border-ink-200' : 'border-ink-100 bg-ink-50',
        )}
      >
        <span className="flex min-w-0 flex-1 flex-col">
          <label htmlFor={ids.coins} className="font-semibold text-ink-900">
            Use my smart coins
          </label>
          <span id={`${ids.coins}-hint`} className="text-xs text-ink-600">
            {!summary.smart_coin_enabled
              ? 'You have no smart coins to use yet. You earn them on delivered orders.'
              : summary.totals.smart_coin_charge !== 0
                ? `${formatNairaAmount(Math.abs(summary.totals.smart_coin_charge))} off this order`
                : 'Take your coins’ value off this order.'}
          </span>
        </span>
        <input
          id={ids.coins}
          type="checkbox"
          role="switch"
          checked={payment.useSmartCoin && summary.smart_coin_enabled}
          aria-checked={payment.useSmartCoin && summary.smart_coin_enabled}
          disabled={!summary.smart_coin_enabled}
          aria-describedby={`${ids.coins}-hint`}
          onChange={(event) => onPaymentChange({ ...payment, useSmartCoin: event.target.checked })}
          className="peer mt-0.5 h-6 w-10 shrink-0 cursor-pointer appearance-none rounded-pill bg-ink-300 transition-colors before:mt-0.5 before:ml-0.5 before:block before:size-5 before:rounded-full before:bg-white before:shadow-card before:transition-transform checked:bg-brand-600 checked:before:translate-x-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
        />
      </div>

      {summary.totals.spend_and_save_charge > 0 ? (
        <p
          className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800"
          data-testid="spend-and-save-note"
        >
          Spend and Save is on: {formatNairaAmount(summary.totals.spend_and_save_charge)} of this order goes
          to your savings when it is paid.
        </p>
      ) : null}

      {!byWallet ? (
        <p className="flex items-start gap-2 text-xs text-ink-600">
          <ShieldIcon aria-hidden="true" className="mt-px shrink-0 text-sm text-brand-700" />
          Your card details go to Paystack only; Oja never sees or stores them.
        </p>
      ) : null}
    </div>
  );
}
