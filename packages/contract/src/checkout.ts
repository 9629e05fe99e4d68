import { z } from 'zod';
import { address } from './account.ts';
import { nairaAmount } from './amounts.ts';
import {
  CHECKOUT_DELIVERY_METHODS,
  type CheckoutDeliveryMethod,
  DEFAULT_DELIVERY_METHOD,
  PAYMENT_MODES,
  type PaymentMode,
} from './constants.ts';
import { entityUuid } from './ids.ts';
import { courierOptionsAnswer } from './logistics.ts';
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

/** Paystack's local card fee: 1.5% plus NGN 100, the NGN 100 waived under NGN 2,500, capped at NGN 2,000. */
export const CARD_FEE_PERCENT = 1.5;
export const CARD_FEE_FLAT_KOBO = 10_000;
export const CARD_FEE_FLAT_WAIVED_BELOW_KOBO = 250_000;
export const CARD_FEE_CAP_KOBO = 200_000;

/**
 * The card transaction charge on an order charge of `amount` kobo (ADR 0006: the fee is taken on what
 * the order costs, not grossed up). Rounded half away from zero to whole kobo, then capped.
 */
export function cardTransactionCharge(amount: Kobo): Kobo {
  assertNonNegative(amount, 'amount');
  if (amount === 0) return 0;
  const flat = amount < CARD_FEE_FLAT_WAIVED_BELOW_KOBO ? 0 : CARD_FEE_FLAT_KOBO;
  return Math.min(percentOfKobo(amount, CARD_FEE_PERCENT) + flat, CARD_FEE_CAP_KOBO);
}

/**
 * The whole checkout figure from its parts, the card charge included: the one function the server
 * charges with and the checkout page shows. The card charge is worked out on what the order costs.
 */
export function checkoutTotalWithCardCharge(input: Omit<CheckoutTotalInput, 'cardTransactionCharge'>) {
  const withoutCharge = checkoutTotal({ ...input, cardTransactionCharge: 0, paymentMode: 'wallet' });
  return checkoutTotal({ ...input, cardTransactionCharge: cardTransactionCharge(withoutCharge.orderCharge) });
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

/** Door Delivery or CourierPlus; 'card_payment' is only a label of the spec, never a method. */
export const deliveryMethodForCheckout = z.enum(CHECKOUT_DELIVERY_METHODS);

// ---- The checkout page's calls (issue 10; ADR 0006 settles the names) ----

/** GET checkout/summary: what the checkout page shows, priced by the server for the chosen options. */
export const checkoutSummaryQuery = z.object({
  delivery_method: deliveryMethodForCheckout.default(DEFAULT_DELIVERY_METHOD as CheckoutDeliveryMethod),
  payment_mode: z.enum(PAYMENT_MODES).default('card_payment'),
  /** The chosen courier (courier_id of an option); unset picks the cheapest. */
  courier_id: z.string().trim().min(1).max(100).optional(),
  /** A saved address uuid; unset uses the primary address. */
  address: entityUuid.optional(),
  use_smart_coin_as_discount: z.stringbool().default(false),
});
export type CheckoutSummaryQuery = z.infer<typeof checkoutSummaryQuery>;

export const checkoutLine = z.object({
  uuid: entityUuid,
  product: z.object({
    uuid: entityUuid,
    name: z.string(),
    slug: z.string(),
    thumbnail: z.string().nullable(),
  }),
  quantity: z.number().int().positive(),
  colors: z.string().nullable(),
  sizes: z.string().nullable(),
  unit_price: nairaAmount,
  line_total: nairaAmount,
});
export type CheckoutLine = z.infer<typeof checkoutLine>;

/** One vendor's share of the cart: it ships as one package. */
export const checkoutPackage = z.object({
  vendor: z.object({ store_name: z.string(), city: z.string(), state: z.string() }),
  items: z.array(checkoutLine),
  subtotal: nairaAmount,
  weight_kg: z.number().nonnegative(),
  delivery_fee: nairaAmount,
});
export type CheckoutPackage = z.infer<typeof checkoutPackage>;

export const checkoutSummaryAnswer = z.object({
  /** Issued by the server for this cart; send it back with POST checkout. */
  group_reference_id: entityUuid,
  delivery_address: address.nullable(),
  delivery_method: deliveryMethodForCheckout,
  payment_mode: z.enum(PAYMENT_MODES),
  packages: z.array(checkoutPackage),
  couriers: courierOptionsAnswer,
  courier_id: z.string().nullable(),
  /** Estimated delivery dates of the chosen courier (one, or first and last). */
  delivery_dates: z.array(z.string()),
  wallet_balance: nairaAmount,
  smart_coin_enabled: z.boolean(),
  totals: checkoutTotalsAnswer,
});
export type CheckoutSummaryAnswer = z.infer<typeof checkoutSummaryAnswer>;
