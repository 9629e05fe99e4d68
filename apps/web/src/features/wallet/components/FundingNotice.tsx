import { formatNairaAmount } from '@oja/contract/money';
import type { WalletFundVerifyAnswer } from '@oja/contract/wallet';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CloseIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useVerifyFunding } from '../api/wallet-api';

/** The gateway's return parameters (Paystack sends both with the same value). */
const RETURN_PARAMS = ['reference', 'trxref'] as const;

type FundingOutcome = { tone: 'success' | 'pending' | 'failed'; title: string; detail: string };

/** What the shopper reads about a funding, from POST wallet/fund/verify's answer. */
export function fundingOutcome(answer: WalletFundVerifyAnswer): FundingOutcome {
  const amount = formatNairaAmount(answer.amount);
  if (answer.credited) {
    return {
      tone: 'success',
      title: `${amount} added to your wallet`,
      detail: `Your wallet balance is now ${formatNairaAmount(answer.balance)}.`,
    };
  }
  if (answer.status === 'pending' || answer.status === 'success') {
    return {
      tone: 'pending',
      title: 'We are still confirming your payment',
      detail: `${amount} will show in your wallet as soon as Paystack confirms it. You can leave this page.`,
    };
  }
  return {
    tone: 'failed',
    title: 'Your payment did not go through',
    detail:
      answer.status === 'reversed'
        ? `The payment of ${amount} was reversed, so no money was added.`
        : `No money was added to your wallet. You can try again with another card.`,
  };
}

const tones = {
  success: 'border-brand-600/30 bg-brand-50 text-brand-900',
  pending: 'border-deal-400/40 bg-deal-50 text-deal-700',
  failed: 'border-danger-600/25 bg-danger-600/5 text-danger-700',
} as const;

/**
 * Back from the Paystack page (`?reference=...&trxref=...`): asks the server how the funding went
 * (which credits the wallet once if the webhook has not yet), says so, then takes the reference out
 * of the address so a reload or a shared link does not ask again.
 */
export function FundingNotice() {
  const [params, setParams] = useSearchParams();
  const [reference] = useState(() => params.get('reference') ?? params.get('trxref') ?? '');
  const [dismissed, setDismissed] = useState(false);
  const verify = useVerifyFunding(reference);
  const settled = verify.isSuccess || verify.isError;

  useEffect(() => {
    if (!settled || !RETURN_PARAMS.some((name) => params.has(name))) return;
    const next = new URLSearchParams(params);
    for (const name of RETURN_PARAMS) next.delete(name);
    setParams(next, { replace: true });
  }, [settled, params, setParams]);

  if (!reference || dismissed) return null;

  if (verify.isPending) {
    return (
      <div
        role="status"
        className="flex items-center gap-3 rounded-card border border-ink-200 bg-ink-50 px-4 py-3 text-sm text-ink-800"
      >
        <Spinner size="sm" label="" /> Confirming your payment with Paystack…
      </div>
    );
  }

  const outcome: FundingOutcome = verify.isSuccess
    ? fundingOutcome(verify.data)
    : { tone: 'failed', title: 'We could not confirm your payment', detail: errorMessage(verify.error) };
  return (
    <div
      role={outcome.tone === 'failed' ? 'alert' : 'status'}
      data-testid="funding-notice"
      data-tone={outcome.tone}
      className={cn('flex items-start gap-3 rounded-card border px-4 py-3', tones[outcome.tone])}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="font-semibold">{outcome.title}</p>
        <p className="text-sm opacity-90">{outcome.detail}</p>
        <p className="font-mono text-xs opacity-70">Reference {reference}</p>
      </div>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        aria-label="Dismiss"
        className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current"
      >
        <CloseIcon aria-hidden="true" />
      </button>
    </div>
  );
}
