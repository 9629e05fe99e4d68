import { messages } from '@oja/contract/messages';
import { formatNairaAmount } from '@oja/contract/money';
import { type SpendAndSaveWalletAnswer, spendAndSaveWithdrawBody } from '@oja/contract/wallet';
import { type FormEvent, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { toast } from '../../../components/ui/toast-store';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { type FieldErrors, fieldErrors, serverFieldErrors } from '../../../lib/form-errors';
import { useWithdrawSavings } from '../api/wallet-api';
import { parseNairaInput } from '../format';
import { AmountField, FormMessage, PinInput, PinSettingsLink } from './form-parts';
import { WalletPanel } from './WalletPanel';

const withdrawAmount = spendAndSaveWithdrawBody.pick({ amount: true });

/** The form's own checks: the contract's amount rule, and a PIN that is there (spec section 5). */
export function checkWithdrawal(
  amountText: string,
  pin: string,
): { amount: number } | { errors: FieldErrors } {
  const amount = withdrawAmount.safeParse({ amount: parseNairaInput(amountText) });
  const errors: FieldErrors = amount.success ? {} : fieldErrors(amount.error);
  if (pin.trim() === '') errors.pin = messages.pinRequired;
  if (!amount.success || errors.pin) return { errors };
  return { amount: amount.data.amount };
}

/** Move savings to the main wallet: an amount (or all of it) and the wallet PIN. */
export function MoveSavingsForm({ state }: { state: SpendAndSaveWalletAnswer }) {
  const withdraw = useWithdrawSavings();
  const [amount, setAmount] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const checked = checkWithdrawal(amount, pin);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    withdraw.mutate(
      { amount: checked.amount, pin: pin.trim() },
      {
        onSuccess: ({ data, message }) => {
          toast.success(`${message || messages.savingsMoved}: ${formatNairaAmount(data.amount)}`);
          setAmount('');
          setPin('');
        },
        onError: (failure) => {
          const fields = serverFieldErrors(failure);
          setErrors(fields);
          // A wrong PIN says so under the PIN; a lock, a short balance or anything else above the button.
          if (!(failure instanceof ApiError && failure.status === 422 && Object.keys(fields).length > 0)) {
            setRefusal(errorMessage(failure));
          }
          setPin('');
        },
      },
    );
  }

  if (!state.isPinAvailable) {
    return (
      <WalletPanel title="Move to main wallet" description="Spend your savings like any other wallet money.">
        <p className="text-sm text-ink-700">
          Moving savings needs your wallet PIN. Create it first; it takes a moment.
        </p>
        <PinSettingsLink className={buttonClasses('primary', 'md', 'self-start')}>Create PIN</PinSettingsLink>
      </WalletPanel>
    );
  }

  const nothing = state.balance <= 0;
  return (
    <WalletPanel title="Move to main wallet" description="Spend your savings like any other wallet money.">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Move to main wallet">
        <AmountField
          label="Amount to move"
          name="amount"
          placeholder="0.00"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={errors.amount}
          disabled={nothing}
          hint={
            nothing ? (
              'Nothing to move yet: savings arrive when an order is paid.'
            ) : (
              <>
                You can move up to {formatNairaAmount(state.balance)}.{' '}
                <button
                  type="button"
                  className="font-semibold text-brand-700 hover:underline"
                  onClick={() => setAmount(String(state.balance))}
                >
                  Move all
                </button>
              </>
            )
          }
        />
        <PinInput
          name="pin"
          value={pin}
          onChange={(event) => setPin(event.target.value)}
          error={errors.pin}
          disabled={nothing}
        />
        {refusal ? <FormMessage>{refusal}</FormMessage> : null}
        <Button type="submit" disabled={nothing} loading={withdraw.isPending}>
          Move to main wallet
        </Button>
      </form>
    </WalletPanel>
  );
}
