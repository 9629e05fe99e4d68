import type { CheckoutSummaryAnswer } from '@oja/contract/checkout';
import { DEFAULT_PAYMENT_GATEWAY } from '@oja/contract/constants';
import type { CheckoutBody } from '@oja/contract/orders';

/** Why the page cannot place the order yet, or null when it can. */
export function placeOrderBlocker(summary: CheckoutSummaryAnswer | undefined): string | null {
  if (!summary || summary.packages.length === 0) return 'Your cart is empty.';
  if (!summary.delivery_address) return 'Add a delivery address to continue.';
  if (!summary.courier_id) return 'Choose a courier to continue.';
  return null;
}

/**
 * POST checkout's body from the summary the shopper is looking at: the amount is the server's own
 * total, so a total that moved since is refused (409) instead of charged.
 */
export function placeOrderBody(
  summary: CheckoutSummaryAnswer,
  recaptcha: string,
  callbackUrl: string,
): CheckoutBody {
  const address = summary.delivery_address;
  const courierId = summary.courier_id;
  if (!address || !courierId) throw new Error('an order needs a delivery address and a courier');
  const courier = summary.couriers.find((option) => option.courier_id === courierId);
  return {
    group_reference_id: summary.group_reference_id,
    order_amount: summary.totals.total,
    delivery_address: address.uuid,
    delivery_date: summary.delivery_dates.at(-1) ?? null,
    delivery_fee: summary.totals.delivery_fee,
    payment_mode: 'card_payment',
    delivery_method: summary.delivery_method,
    delivery_company: courier?.courier_name ?? null,
    delivery_name: courier?.name ?? null,
    use_smart_coin_as_discount: false,
    town_id: address.town_id,
    station_code: address.state_code,
    recaptcha,
    callback_url: callbackUrl,
    payment_gateway: DEFAULT_PAYMENT_GATEWAY,
    courier_id: courierId,
  };
}
