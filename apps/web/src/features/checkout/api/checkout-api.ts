import { type Address, address as addressSchema } from '@oja/contract/account';
import { type CheckoutSummaryAnswer, checkoutSummaryAnswer } from '@oja/contract/checkout';
import type { CheckoutDeliveryMethod, PaymentMode } from '@oja/contract/constants';
import {
  type CheckoutAnswer,
  type CheckoutBody,
  checkoutAnswer,
  type OrderCompleteAnswer,
  orderCompleteAnswer,
  type PayAgainAnswer,
  payAgainAnswer,
} from '@oja/contract/orders';
import type { DeliveryAddressBody } from '@oja/contract/rules';
import { api } from '../../../lib/api-client';
import { attachGuestCart } from '../../../lib/guest-cart';

/** What the shopper has chosen on the page; the server prices the summary from it. */
export type CheckoutChoices = {
  deliveryMethod: CheckoutDeliveryMethod;
  /** null lets the server pick the cheapest courier that delivers the order. */
  courierId: string | null;
};

/** How the shopper pays: the server prices each (no card charge for the wallet, the coin discount). */
export type PaymentChoices = {
  paymentMode: PaymentMode;
  useSmartCoin: boolean;
};

export const CARD_PAYMENT: PaymentChoices = { paymentMode: 'card_payment', useSmartCoin: false };

/**
 * The calls of checkout and card payment. Answers are parsed with the contract's schemas, so a page
 * never shows a figure the contract does not describe.
 */
export const checkoutApi = {
  summary: async (
    choices: CheckoutChoices,
    payment: PaymentChoices = CARD_PAYMENT,
    signal?: AbortSignal,
  ): Promise<CheckoutSummaryAnswer> => {
    // A login whose guest cart is not attached yet (spec section 4): pricing waits for it, and fails
    // with it, rather than price a cart that is about to change. The page shows what it changed.
    await attachGuestCart();
    const { data } = await api.get<unknown>('checkout/summary', {
      signal,
      query: {
        delivery_method: choices.deliveryMethod,
        payment_mode: payment.paymentMode,
        courier_id: choices.courierId,
        use_smart_coin_as_discount: payment.useSmartCoin,
      },
    });
    return checkoutSummaryAnswer.parse(data);
  },
  /** The group reference doubles as the idempotency key: a double tap or a retry places one order. */
  place: async (body: CheckoutBody): Promise<CheckoutAnswer> => {
    const { data } = await api.post<unknown>('checkout', body, {
      headers: { 'Idempotency-Key': body.group_reference_id },
    });
    return checkoutAnswer.parse(data);
  },
  verifyPayment: async (reference: string): Promise<OrderCompleteAnswer> => {
    const { data } = await api.post<unknown>('payments/verify', { reference });
    return orderCompleteAnswer.parse(data);
  },
  payAgain: async (reference: string, callbackUrl: string): Promise<PayAgainAnswer> => {
    const { data } = await api.post<unknown>(`orders/${encodeURIComponent(reference)}/pay`, {
      callback_url: callbackUrl,
    });
    return payAgainAnswer.parse(data);
  },
  /** Answers the saved address and the server's message ('Info updated'). */
  saveDeliveryAddress: async (body: DeliveryAddressBody): Promise<{ address: Address; message: string }> => {
    const answer = await api.put<unknown>('user/address/delivery', body);
    return { address: addressSchema.parse(answer.data), message: answer.message };
  },
};

/** Where the gateway sends the shopper back after paying (the callback_url of spec section 3). */
export function orderCompleteUrl(): string {
  return `${window.location.origin}/order-complete`;
}
