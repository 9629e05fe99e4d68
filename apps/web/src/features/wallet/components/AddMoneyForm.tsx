import { formatNaira, formatNairaAmount, koboToNaira } from '@oja/contract/money';
import { WALLET_FUND_MAX_KOBO, WALLET_FUND_MIN_KOBO, walletFundBody } from '@oja/contract/wallet';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ShieldIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { fieldErrors, serverFieldErrors } from '../../../lib/form-errors';
import { useFundWallet } from '../api/wallet-api';
import { parseNairaInput } from '../format';
import { leaveForPaymentPage } from '../payment-page';
import { AmountField, FormMessage } from './form-parts';
import { WalletPanel } from './WalletPanel';

/** The quick amounts under the field (naira). */
const QUICK_AMOUNTS = [1_000, 5_000, 10_000] as const;

const fundAmount = walletFundBody.pick({ amount: true });

/** Checks a typed amount with the contract's own rule (NGN 100 to NGN 5,000,000). */
export function checkFundAmount(text: string): { amount: number } | { error: string } {
  const parsed = fundAmount.safeParse({ amount: parseNairaInput(text) });
  return parsed.success ? { amount: parsed.data.amount } : { error: fieldErrors(parsed.error).amount ?? '' };
}

/** 'Add ₦5,000.00' once a sensible amount is typed, else 'Add money'. */
function addLabel(typed: number | undefined): string {
  if (
    typed === undefined ||
    !Number.isFinite(typed) ||
    typed <= 0 ||
    typed > koboToNaira(WALLET_FUND_MAX_KOBO)
  )
    return 'Add money';
  return `Add ${formatNairaAmount(Math.round(typed * 100) / 100)}`;
}

/**
 * Add money to the main wallet by card: an amount (typed or a quick amount), then POST wallet/fund
 * and off to Paystack's page, which returns to this page with the reference.
 */
export function AddMoneyForm() {
  const fund = useFundWallet();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = fund.isPending || fund.isSuccess;
  const typed = parseNairaInput(text);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const checked = checkFundAmount(text);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(undefined);
    fund.mutate(checked.amount, {
      onSuccess: (answer) => leaveForPaymentPage(answer.authorization_url),
      onError: (failure) => {
        const fields = serverFieldErrors(failure);
        if (fields.amount) setError(fields.amount);
        else setRefusal(errorMessage(failure));
      },
    });
  }

  return (
    <WalletPanel title="Add money" description="Top up by card on Paystack’s secure page.">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Add money">
        <AmountField
          label="Amount"
          name="amount"
          placeholder="0.00"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error}
          hint={`From ${formatNaira(WALLET_FUND_MIN_KOBO)} to ${formatNaira(WALLET_FUND_MAX_KOBO)}`}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">Quick amounts</legend>
          <div className="grid grid-cols-3 gap-2">
            {QUICK_AMOUNTS.map((amount) => {
              const chosen = typed === amount;
              return (
                <button
                  key={amount}
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => {
                    setText(String(amount));
                    setError(undefined);
                  }}
                  className={cn(
                    'h-10 rounded-lg border text-sm font-semibold tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                    chosen
                      ? 'border-brand-600 bg-brand-50 text-brand-800'
                      : 'border-ink-200 bg-white text-ink-800 hover:border-brand-300 hover:bg-brand-50/50',
                  )}
                >
                  {formatNairaAmount(amount).replace('.00', '')}
                </button>
              );
            })}
          </div>
        </fieldset>
        {refusal ? <FormMessage>{refusal}</FormMessage> : null}
        <Button type="submit" size="lg" block loading={busy}>
          {busy ? 'Opening Paystack…' : addLabel(typed)}
        </Button>
        <p className="flex items-start gap-2 text-xs text-ink-500">
          <ShieldIcon aria-hidden="true" className="mt-px shrink-0 text-sm text-brand-700" />
          Your card details go to Paystack only. The money shows here as soon as Paystack confirms it.
        </p>
      </form>
    </WalletPanel>
  );
}
