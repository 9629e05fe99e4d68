import { PIN_LENGTH } from '@oja/contract/constants';
import { formatNairaAmount } from '@oja/contract/money';
import type { OrderDetails } from '@oja/contract/orders';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ClockIcon } from '../../../components/ui/icons';
import { TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { pinSettingsSearch, useWallet } from '../../../lib/wallet';
import { usePayOrderByCard, usePayOrderByWallet } from '../api/orders-queries';
import { walletPrice } from '../order-text';

/** The main wallet's page, where money is added by card. */
const ADD_MONEY_PATH = '/account/wallet/emart-wallet';

/**
 * Leaves the shop for the payment gateway's page (a full navigation: the gateway is another site and
 * sends the shopper back to /order-complete, which verifies the payment).
 */
function leaveForGateway(url: string): void {
  window.location.assign(url);
}

function WalletOption({ order }: { order: OrderDetails }) {
  const wallet = useWallet();
  const location = useLocation();
  const pay = usePayOrderByWallet();
  const toast = useToast();
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | undefined>();
  const price = walletPrice(order);

  const failure = pay.error;
  const fieldError = pinError ?? (failure instanceof ApiError ? failure.fieldError('pin') : undefined);
  const otherError =
    failure && !(failure instanceof ApiError && failure.fieldError('pin')) ? errorMessage(failure) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!new RegExp(`^\\d{${PIN_LENGTH}}$`).test(pin)) {
      setPinError(`Enter your ${PIN_LENGTH}-digit wallet PIN`);
      return;
    }
    setPinError(undefined);
    pay.mutate(
      { reference: order.reference, pin },
      {
        onSuccess: ({ message }) => {
          setPin('');
          toast.success(message);
        },
      },
    );
  }

  let body: ReactNode;
  if (wallet.isPending) {
    body = <p className="text-sm text-ink-600">Checking your wallet…</p>;
  } else if (wallet.isError) {
    body = <p className="text-sm text-ink-600">Your wallet could not be checked just now.</p>;
  } else if (!wallet.data.isPinAvailable) {
    body = (
      <p className="text-sm text-ink-700">
        Create your wallet PIN to pay from your wallet.{' '}
        <Link to={pinSettingsSearch(location.search)} className="font-semibold text-brand-700 underline">
          Create PIN
        </Link>
      </p>
    );
  } else if (wallet.data.balance < price) {
    body = (
      <p className="text-sm text-ink-700">
        Your wallet has {formatNairaAmount(wallet.data.balance)}; this order needs {formatNairaAmount(price)}.{' '}
        <Link to={ADD_MONEY_PATH} className="font-semibold text-brand-700 underline">
          Add money
        </Link>
      </p>
    );
  } else {
    body = (
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label="Wallet PIN"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={PIN_LENGTH}
          value={pin}
          onChange={(event) => {
            setPin(event.target.value.replace(/\D/g, ''));
            setPinError(undefined);
            if (pay.isError) pay.reset();
          }}
          error={fieldError}
          className="sm:w-40"
        />
        <Button type="submit" variant="dark" loading={pay.isPending} className="sm:mt-6.5">
          Pay {formatNairaAmount(price)} from wallet
        </Button>
      </form>
    );
  }

  return (
    <div className="flex flex-col gap-2 rounded-xl border border-ink-200 bg-white p-3">
      <p className="text-sm font-semibold text-ink-900">
        Oja Wallet
        {wallet.data ? (
          <span className="font-normal text-ink-600">{` · balance ${formatNairaAmount(wallet.data.balance)}`}</span>
        ) : null}
      </p>
      <p className="text-xs text-ink-600">No card charge when you pay from your wallet.</p>
      {body}
      {otherError ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {otherError}
        </p>
      ) : null}
    </div>
  );
}

/** An unpaid order: pay it now by card (a new payment page) or from the main wallet with the PIN. */
export function PayNowPanel({ order }: { order: OrderDetails }) {
  const card = usePayOrderByCard();
  const toast = useToast();
  const leaving = card.isPending || card.isSuccess;
  return (
    <section
      aria-labelledby="pay-now-title"
      data-testid="pay-now"
      className="flex flex-col gap-3 rounded-card border border-amber-200 bg-amber-50 p-4"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-500 text-lg text-white">
          <ClockIcon aria-hidden="true" />
        </span>
        <div>
          <h2 id="pay-now-title" className="font-bold text-ink-900">
            {order.payment_status === 'failed'
              ? 'Your payment did not go through'
              : 'This order is waiting for payment'}
          </h2>
          <p className="text-sm text-ink-700">Pay now and we will start preparing your packages.</p>
        </div>
      </div>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <div className="flex flex-col gap-2 rounded-xl border border-ink-200 bg-white p-3">
          <p className="text-sm font-semibold text-ink-900">Card</p>
          <p className="text-xs text-ink-600">Visa, Mastercard or Verve on the secure Paystack page.</p>
          <Button
            className="mt-auto w-full sm:w-fit"
            loading={leaving}
            onClick={() =>
              card.mutate(order.reference, {
                onSuccess: (answer) => leaveForGateway(answer.authorization_url),
                onError: (error) => toast.error(errorMessage(error)),
              })
            }
          >
            Pay {formatNairaAmount(order.totals.total)} by card
          </Button>
        </div>
        <WalletOption order={order} />
      </div>
    </section>
  );
}
