import type { CheckoutSummaryAnswer } from '@oja/contract/checkout';
import {
  CHECKOUT_DELIVERY_METHODS,
  type CheckoutDeliveryMethod,
  DELIVERY_METHOD_LABELS,
} from '@oja/contract/constants';
import type { CourierOption } from '@oja/contract/logistics';
import { formatNairaAmount } from '@oja/contract/money';
import { StoreIcon, TruckIcon } from '../../../components/ui/icons';
import { Picture } from '../../../components/ui/Picture';
import { deliveredText } from '../../../lib/delivery-dates';
import type { CheckoutChoices } from '../api/checkout-api';

export const DELIVERY_METHOD_HINTS: Record<CheckoutDeliveryMethod, string> = {
  door_delivery: 'A courier brings it to your address',
  courier_plus: 'Pick it up at a CourierPlus station near you',
};

const cardClasses =
  'flex cursor-pointer items-center gap-3 rounded-xl border border-ink-200 bg-white p-3 transition-colors ' +
  'hover:border-ink-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 ' +
  'has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 ' +
  'has-focus-visible:outline-brand-600';

function CourierPicture({ option }: { option: CourierOption }) {
  return option.courier_image ? (
    <Picture
      src={option.courier_image}
      widths={[120]}
      sizes="2.75rem"
      alt=""
      width={44}
      height={44}
      loading="lazy"
      className="size-10 shrink-0 rounded-lg border border-ink-100 bg-white object-contain md:size-11"
    />
  ) : (
    <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-ink-100 text-xl text-ink-600 md:size-11">
      <TruckIcon aria-hidden="true" />
    </span>
  );
}

/** Delivery method (Door Delivery / CourierPlus) and the couriers the server priced for it. */
export function DeliveryOptions({
  summary,
  choices,
  onChange,
  pricing = false,
}: {
  summary: CheckoutSummaryAnswer;
  choices: CheckoutChoices;
  onChange: (choices: CheckoutChoices) => void;
  /** The server is pricing the shopper's new choice: show it chosen meanwhile. */
  pricing?: boolean;
}) {
  // Once priced, the server's courier is the one shown (it falls back when a choice cannot deliver).
  const selected = pricing ? (choices.courierId ?? summary.courier_id) : summary.courier_id;
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-semibold text-ink-800">Delivery method</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {CHECKOUT_DELIVERY_METHODS.map((method) => (
            <label key={method} className={cardClasses}>
              <input
                type="radio"
                name="delivery_method"
                value={method}
                checked={choices.deliveryMethod === method}
                onChange={() => onChange({ deliveryMethod: method, courierId: null })}
                className="size-4 shrink-0 accent-brand-600"
              />
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-ink-100 text-lg text-ink-700">
                {method === 'door_delivery' ? (
                  <TruckIcon aria-hidden="true" />
                ) : (
                  <StoreIcon aria-hidden="true" />
                )}
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="font-semibold text-ink-900">{DELIVERY_METHOD_LABELS[method]}</span>
                <span className="text-xs text-ink-600">{DELIVERY_METHOD_HINTS[method]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-semibold text-ink-800">Courier</legend>
        {!summary.delivery_address ? (
          <p className="rounded-lg bg-ink-50 p-3 text-sm text-ink-600">
            Add your delivery address to see couriers, delivery dates and fees.
          </p>
        ) : summary.couriers.length === 0 ? (
          <p className="rounded-lg bg-ink-50 p-3 text-sm text-ink-600">
            No courier delivers this order to your address yet. Try another delivery method or address.
          </p>
        ) : (
          <div className="flex flex-col gap-2" data-testid="courier-options">
            {summary.couriers.map((option) => {
              const when = deliveredText(option.delivery_date_info.estimated_delivery_date);
              return (
                <label key={option.courier_id} className={cardClasses}>
                  <input
                    type="radio"
                    name="courier_id"
                    value={option.courier_id}
                    checked={selected === option.courier_id}
                    onChange={() => onChange({ ...choices, courierId: option.courier_id })}
                    className="size-4 shrink-0 accent-brand-600"
                  />
                  <CourierPicture option={option} />
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span className="flex flex-col md:flex-row md:items-baseline md:justify-between md:gap-3">
                      <span className="min-w-0 font-semibold break-words text-ink-900">
                        {option.courier_name}
                      </span>
                      <span className="shrink-0 font-bold tabular-nums text-ink-900">
                        {formatNairaAmount(option.total)}
                      </span>
                    </span>
                    <span className="text-xs text-ink-600" data-testid="courier-eta">
                      {option.delivery_eta_time ? (
                        <span className="block font-semibold text-ink-800 md:inline">
                          {option.delivery_eta_time}
                        </span>
                      ) : null}
                      {/* On a phone the dates take their own line; wider, one line with a dot. */}
                      {option.delivery_eta_time && when ? (
                        <span className="hidden md:inline"> · </span>
                      ) : null}
                      {when}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        )}
      </fieldset>
    </div>
  );
}
