import { ShieldIcon } from '../../../components/ui/icons';

/** Card payment through Paystack: the one way to pay for now (a later release adds the wallet). */
export function PaymentMethod() {
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Payment method</legend>
      <label className="flex items-center gap-3 rounded-xl border border-brand-600 bg-brand-50 p-3 ring-1 ring-brand-600">
        <input
          type="radio"
          name="payment_mode"
          value="card_payment"
          checked
          readOnly
          className="size-4 shrink-0 accent-brand-600"
        />
        <span className="inline-flex h-9 w-12 shrink-0 items-center justify-center rounded-md bg-white text-[0.65rem] font-extrabold tracking-wide text-ink-800 ring-1 ring-ink-200">
          CARD
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold text-ink-900">Card via Paystack</span>
          <span className="text-xs text-ink-600">Visa, Mastercard or Verve, on Paystack's secure page</span>
        </span>
      </label>
      <p className="mt-3 flex items-start gap-2 text-xs text-ink-600">
        <ShieldIcon aria-hidden="true" className="mt-px shrink-0 text-sm text-brand-700" />
        Your card details go to Paystack only; Oja never sees or stores them.
      </p>
    </fieldset>
  );
}
