import type { CheckoutTotalsAnswer } from '@oja/contract/checkout';

export type SummaryLine = { key: string; label: string; amount: number };

/**
 * The lines of an order summary, every figure as the server priced it (never added up here). Spend
 * and Save and Smart Coin only appear when they change the total; the smart coin charge is stored
 * negated (spec section 4), so it reads as a discount.
 */
export function summaryLines(totals: CheckoutTotalsAnswer): SummaryLine[] {
  const lines: SummaryLine[] = [
    { key: 'cart_total', label: 'Cart total', amount: totals.cart_total },
    { key: 'delivery_fee', label: 'Delivery fee', amount: totals.delivery_fee },
    { key: 'transaction_charge', label: 'Transaction charge', amount: totals.transaction_charge },
  ];
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
