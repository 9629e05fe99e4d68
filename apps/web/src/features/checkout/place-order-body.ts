import type { CheckoutSummaryAnswer } from '@oja/contract/checkout';
import { DEFAULT_PAYMENT_GATEWAY } from '@oja/contract/constants';
import type { CheckoutBody } from '@oja/contract/orders';

/**
 * What paying by wallet costs: the total without the card transaction charge (the summary's order
 * charge), whichever way the summary was priced.
 */
export function walletTotal(summary: CheckoutSummaryAnswer): number {
  return summary.totals.order_charge;
}

/** The main wallet holds enough for this order. */
export function walletCovers(summary: CheckoutSummaryAnswer): boolean {
  return summary.wallet_balance >= walletTotal(summary);
}

export const WALLET_SHORT_BLOCKER = 'Add money to your wallet or pay by card.';
export const NO_PIN_BLOCKER = 'Create your wallet PIN to pay by wallet.';
/** Attaching the guest cart at login changed it: the shopper sees what changed before paying. */
export const CART_CHANGED_BLOCKER = 'Check the changes to your cart above to continue.';

/**
 * Why the page cannot place the order yet, or null when it can. `hasPin` is the wallet's own word
 * (undefined while unknown: the server then answers for it).
 */
export function placeOrderBlocker(
  summary: CheckoutSummaryAnswer | undefined,
  wallet: { hasPin?: boolean } = {},
  cartChanged = false,
): string | null {
  if (!summary || summary.packages.length === 0) return 'Your cart is empty.';
  if (cartChanged) return CART_CHANGED_BLOCKER;
  if (!summary.delivery_address) return 'Add a delivery address to continue.';
  if (!summary.courier_id) return 'Choose a courier to continue.';
  if (summary.payment_mode === 'wallet') {
    if (!walletCovers(summary)) return WALLET_SHORT_BLOCKER;
    if (wallet.hasPin === false) return NO_PIN_BLOCKER;
  }
  return null;
}

/** How the order is paid, beyond the summary's own payment mode. */
export type PaymentDetails = {
  /** Spend the smart coins: must match the choice the summary was priced with. */
  useSmartCoin?: boolean;
  /** The wallet PIN (wallet payments only). */
  pin?: string;
};

/**
 * POST checkout's body from the summary the shopper is looking at: the amount is the server's own
 * total and the payment mode the one it was priced for, so a total that moved since is refused (409)
 * instead of charged. A wallet payment carries the PIN; a card payment never does.
 */
export function placeOrderBody(
  summary: CheckoutSummaryAnswer,
  recaptcha: string,
  callbackUrl: string,
  payment: PaymentDetails = {},
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
    payment_mode: summary.payment_mode,
    delivery_method: summary.delivery_method,
    delivery_company: courier?.courier_name ?? null,
    delivery_name: courier?.name ?? null,
    use_smart_coin_as_discount: payment.useSmartCoin ?? false,
    town_id: address.town_id,
    station_code: address.state_code,
    recaptcha,
    callback_url: callbackUrl,
    payment_gateway: DEFAULT_PAYMENT_GATEWAY,
    courier_id: courierId,
    ...(summary.payment_mode === 'wallet' ? { pin: payment.pin ?? '' } : {}),
  };
}
