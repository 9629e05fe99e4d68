import { formatNairaAmount } from '@oja/contract/money';
import { cancelOrderBody, type OrderDetails } from '@oja/contract/orders';
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

/** What happens to the money if the order is cancelled now. */
function refundPreview(order: Pick<OrderDetails, 'payment_status' | 'payment_mode' | 'total'>): string {
  if (order.payment_status !== 'paid') return 'You have not paid for this order, so nothing will be charged.';
  const amount = formatNairaAmount(order.total);
  return order.payment_mode === 'wallet'
    ? `${amount} goes back to your Oja Wallet at once.`
    : `${amount} goes back to your card. Banks usually take 3 to 5 working days to show it.`;
}

/** The reason (a choice and the shopper's own words), checked with the contract's rule before sending. */
export function CancelReasonForm({
  order,
  onSubmit,
  busy,
  error,
}: {
  order: OrderDetails;
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
      <p className="rounded-lg bg-ink-50 px-3 py-2.5 text-sm text-ink-700" data-testid="refund-preview">
        {refundPreview(order)}
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
        <Button type="submit" variant="danger" loading={busy} className="sm:min-w-40">
          Cancel order
        </Button>
      </div>
    </form>
  );
}
