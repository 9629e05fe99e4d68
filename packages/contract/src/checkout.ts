import { z } from 'zod';
import { nairaAmount } from './amounts.ts';
import type { PaymentMode } from './constants.ts';
import { type Kobo, koboToNaira, percentOfKobo, sumKobo } from './money.ts';

export type CheckoutTotalInput = {
  cartTotal: Kobo;
  spendAndSaveEnabled: boolean;
  /** In percent: 5 means 5% of the cart total goes to the Spend and Save wallet. */
  spendAndSavePercentage: number;
  /** The smart coin discount; either sign is accepted because the spec stores it negated. */
  smartCoinCharge: Kobo;
  paymentMode: PaymentMode;
  cardTransactionCharge: Kobo;
  deliveryFee: Kobo;
};

export type CheckoutTotal = {
  cartTotal: Kobo;
  spendAndSaveCharge: Kobo;
  smartCoinCharge: Kobo;
  transactionCharge: Kobo;
  deliveryFee: Kobo;
  total: Kobo;
  /** What the order itself costs; the card transaction charge goes to the gateway, not the order. */
  orderCharge: Kobo;
};

function assertNonNegative(value: Kobo, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer of kobo, got ${value}`);
  }
}

/**
 * Spec section 9: total = cart total + Spend and Save charge + smart coin charge
 * + card transaction charge (card only) + delivery fee; order charge = total - transaction charge.
 * Web shows it and the server charges it, so both call this one function.
 */
export function checkoutTotal(input: CheckoutTotalInput): CheckoutTotal {
  assertNonNegative(input.cartTotal, 'cartTotal');
  assertNonNegative(input.cardTransactionCharge, 'cardTransactionCharge');
  assertNonNegative(input.deliveryFee, 'deliveryFee');
  const percentage = input.spendAndSavePercentage;
  if (!Number.isFinite(percentage) || percentage < 0 || percentage > 100) {
    throw new RangeError(`spendAndSavePercentage must be within 0 to 100, got ${percentage}`);
  }

  const spendAndSaveCharge = input.spendAndSaveEnabled ? percentOfKobo(input.cartTotal, percentage) : 0;
  // 0 stays 0 rather than -0, which would print as '-₦0.00' and fail equality checks.
  const smartCoinCharge = input.smartCoinCharge === 0 ? 0 : -Math.abs(input.smartCoinCharge);
  const transactionCharge = input.paymentMode === 'card_payment' ? input.cardTransactionCharge : 0;
  const total = sumKobo(
    input.cartTotal,
    spendAndSaveCharge,
    smartCoinCharge,
    transactionCharge,
    input.deliveryFee,
  );
  return {
    cartTotal: input.cartTotal,
    spendAndSaveCharge,
    smartCoinCharge,
    transactionCharge,
    deliveryFee: input.deliveryFee,
    total,
    orderCharge: total - transactionCharge,
  };
}

/** The same breakdown as it travels in JSON: naira, snake_case. */
export const checkoutTotalsAnswer = z.object({
  cart_total: nairaAmount,
  spend_and_save_charge: nairaAmount,
  smart_coin_charge: nairaAmount,
  transaction_charge: nairaAmount,
  delivery_fee: nairaAmount,
  total: nairaAmount,
  order_charge: nairaAmount,
});
export type CheckoutTotalsAnswer = z.infer<typeof checkoutTotalsAnswer>;

export function checkoutTotalsToNaira(totals: CheckoutTotal): CheckoutTotalsAnswer {
  return {
    cart_total: koboToNaira(totals.cartTotal),
    spend_and_save_charge: koboToNaira(totals.spendAndSaveCharge),
    smart_coin_charge: koboToNaira(totals.smartCoinCharge),
    transaction_charge: koboToNaira(totals.transactionCharge),
    delivery_fee: koboToNaira(totals.deliveryFee),
    total: koboToNaira(totals.total),
    order_charge: koboToNaira(totals.orderCharge),
  };
}

/**
 * 'on or before {d}' for one estimated date, 'between {first} and {last}' for a range.
 * Dates are shown as given; formatting them is the caller's (locale-aware) concern.
 */
export function deliveryDateText(dates: readonly string[]): string {
  const known = dates.map((date) => date.trim()).filter((date) => date !== '');
  const first = known[0];
  const last = known[known.length - 1];
  if (first === undefined || last === undefined) return '';
  return first === last ? `on or before ${first}` : `between ${first} and ${last}`;
}
