import type { CheckoutTotalsAnswer } from '@oja/contract/checkout';

type ChargeLine = { key: keyof CheckoutTotalsAnswer; label: string; amount: number };

/**
 * The lines of a total, on the checkout page and on an order alike, every figure as the server priced
 * it (never added up here): the cart and the delivery always; the card transaction charge, Spend and
 * Save and the Smart Coin discount (stored negated, spec section 4) only when they change the total.
 */
export function chargeLines(totals: CheckoutTotalsAnswer): ChargeLine[] {
  const lines: ChargeLine[] = [
    { key: 'cart_total', label: 'Cart total', amount: totals.cart_total },
    { key: 'delivery_fee', label: 'Delivery fee', amount: totals.delivery_fee },
  ];
  if (totals.transaction_charge !== 0) {
    lines.push({ key: 'transaction_charge', label: 'Transaction charge', amount: totals.transaction_charge });
  }
  if (totals.spend_and_save_charge !== 0) {
    lines.push({
      key: 'spend_and_save_charge',
      label: 'Spend and Save',
      amount: totals.spend_and_save_charge,
    });
  }
  if (totals.smart_coin_charge !== 0) {
    lines.push({ key: 'smart_coin_charge', label: 'Smart Coin discount', amount: totals.smart_coin_charge });
  }
  return lines;
}
