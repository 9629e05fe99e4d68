import { formatCount, formatNairaAmount } from '@oja/contract/money';
import { type CancelPreview, cancelOrderBody, type OrderDetails } from '@oja/contract/orders';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { fieldClasses } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { fieldErrors } from '../../../lib/form-errors';
import { CANCEL_REASONS, type CancelReasonChoice, composeCancelReason, OTHER_REASON } from '../order-text';
import { orderPath } from '../paths';

const DETAILS_MAX = 400;

/**
 * What happens to the money if the order is cancelled now, in the words of the server's preview,
 * worked out by the cancel's own rules (GET orders/{reference}/cancel-preview): the refund, the
 * Spend and Save savings already moved out that stay with the shopper, and the coins that come back.
 */
export function refundPromise(preview: CancelPreview): string {
  const coins =
    preview.coins_returned > 0
      ? ` The ${formatCount(preview.coins_returned)} Smart ${preview.coins_returned === 1 ? 'Coin' : 'Coins'} you used come back to you.`
      : '';
  if (!preview.paid) return `You have not paid for this order, so nothing will be charged.${coins}`;
  const kept =
    preview.savings_kept > 0
      ? ` ${formatNairaAmount(preview.savings_kept)} of this order's Spend and Save savings is already in your main wallet, so it stays with you and is not refunded again.`
      : '';
  if (preview.refund_amount === 0) return `Nothing more is refunded.${kept}${coins}`;
  const amount = formatNairaAmount(preview.refund_amount);
  const where =
    preview.method === 'wallet'
      ? `${amount} goes back to your Oja Wallet at once.`
      : `${amount} goes back to your card. Banks usually take 3 to 5 working days to show it.`;
  return `${where}${kept}${coins}`;
}

/** The reason (a choice and the shopper's own words), checked with the contract's rule before sending. */
export function CancelReasonForm({
  order,
  preview,
  previewFailed = false,
  onSubmit,
  busy,
  error,
}: {
  order: OrderDetails;
  /** Null while it loads (the cancel waits for it) or when it could not be had (`previewFailed`). */
  preview: CancelPreview | null;
  previewFailed?: boolean;
  onSubmit: (reason: string) => void;
  busy: boolean;
  error: unknown;
}) {
  const [choice, setChoice] = useState<CancelReasonChoice | ''>('');
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const other = choice === OTHER_REASON;

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = cancelOrderBody.safeParse({ reason: composeCancelReason(choice, details) });
    if (!checked.success) {
      setProblem(fieldErrors(checked.error).reason ?? null);
      return;
    }
    setProblem(null);
    onSubmit(checked.data.reason);
  }

  const shownProblem = problem ?? (error ? errorMessage(error) : null);
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5"
      aria-describedby={shownProblem ? `${id}-problem` : undefined}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-base font-bold text-ink-900">Why are you cancelling?</legend>
        <div className="grid grid-cols-1 gap-2 md:grid-cols-2">
          {CANCEL_REASONS.map((reason) => (
            <label
              key={reason}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-3 text-sm transition-colors',
                choice === reason
                  ? 'border-brand-600 bg-brand-50/70 ring-1 ring-brand-600'
                  : 'border-ink-200 hover:border-ink-300',
              )}
            >
              <input
                type="radio"
                name={`${id}-reason`}
                value={reason}
                checked={choice === reason}
                onChange={() => {
                  setChoice(reason);
                  setProblem(null);
                }}
                className="size-4 accent-brand-600"
              />
              <span className="font-medium text-ink-900">{reason}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-details`} className="text-sm font-medium text-ink-800">
          {other ? 'Tell us why' : 'Anything else we should know? (optional)'}
        </label>
        <textarea
          id={`${id}-details`}
          value={details}
          maxLength={DETAILS_MAX}
          rows={3}
          onChange={(event) => {
            setDetails(event.target.value);
            setProblem(null);
          }}
          className={cn(fieldClasses, 'h-auto min-h-24 py-2')}
          aria-describedby={`${id}-count`}
        />
        <p id={`${id}-count`} className="self-end text-xs text-ink-500">
          {details.length}/{DETAILS_MAX}
        </p>
      </div>
      <p
        className="rounded-lg bg-ink-50 px-3 py-2.5 text-sm text-ink-700"
        data-testid="refund-preview"
        aria-live="polite"
      >
        {preview
          ? refundPromise(preview)
          : previewFailed
            ? 'We could not work out the refund just now. If you cancel, the answer will say what comes back to you.'
            : 'Working out what comes back to you…'}
      </p>
      {shownProblem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-danger-700">
          {shownProblem}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Link to={orderPath(order.reference)} className={buttonClasses('secondary', 'md', 'sm:min-w-40')}>
          Keep my order
        </Link>
        <Button
          type="submit"
          variant="danger"
          loading={busy}
          disabled={!preview && !previewFailed}
          className="sm:min-w-40"
        >
          Cancel order
        </Button>
      </div>
    </form>
  );
}
