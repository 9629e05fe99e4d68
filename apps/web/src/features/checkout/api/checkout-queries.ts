import type { CheckoutSummaryAnswer } from '@oja/contract/checkout';
import { CAPTCHA_ACTIONS } from '@oja/contract/constants';
import { messages } from '@oja/contract/messages';
import type { DeliveryAddressBody } from '@oja/contract/rules';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { CaptchaUnavailableError, getCaptchaToken } from '../../../lib/captcha';
import { profileQueryKey } from '../../../lib/profile';
import { walletKeys } from '../../../lib/wallet';
import { leaveForGateway } from '../gateway';
import { type PaymentDetails, placeOrderBody } from '../place-order-body';
import {
  CARD_PAYMENT,
  type CheckoutChoices,
  checkoutApi,
  orderCompleteUrl,
  type PaymentChoices,
} from './checkout-api';
import { type WalletRefusal, walletRefusalOf } from './wallet-refusal';

/** Checkout's reads, all under 'checkout': a saved address or a placed order asks them again. */
const checkoutQueries = {
  all: ['checkout'] as const,
  /**
   * The server-priced summary for the shopper's choices. While a new choice is priced the previous
   * figures stay on screen (placeholder) and `isPlaceholderData` tells the page to hold Place order.
   */
  summary: (choices: CheckoutChoices, payment: PaymentChoices) =>
    queryOptions({
      queryKey: ['checkout', 'summary', choices, payment] as const,
      queryFn: ({ signal }) => checkoutApi.summary(choices, payment, signal),
      placeholderData: keepPreviousData,
      // The cart may change in another tab; a summary is always asked afresh when the page opens.
      staleTime: 0,
    }),
  /** POST payments/verify for the reference the gateway returned with; `refetch` is 'Check again'. */
  payment: (reference: string) =>
    queryOptions({
      queryKey: ['checkout', 'payment', reference] as const,
      queryFn: () => checkoutApi.verifyPayment(reference),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
};

export function useCheckoutSummary(choices: CheckoutChoices, payment: PaymentChoices = CARD_PAYMENT) {
  return useQuery(checkoutQueries.summary(choices, payment));
}

/** PUT user/address/delivery; on success every reader of the profile and the summary asks again. */
export function useSaveDeliveryAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeliveryAddressBody) => checkoutApi.saveDeliveryAddress(body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: checkoutQueries.all }),
      ]);
    },
  });
}

type PlaceOrderInput = { summary: CheckoutSummaryAnswer; payment: PaymentDetails };

/**
 * Place order: a CHECKOUT captcha token, POST checkout, then off to the card page; a wallet payment
 * is paid at once and goes to /order-complete with the order reference. A 409 means the cart or a
 * figure moved since the page was priced: the server's words as a toast and a fresh summary, so the
 * shopper looks again and presses Place order again. A wallet refusal (wrong or locked PIN, no PIN,
 * not enough money) is not a toast: `walletRefusal` carries it to the wallet option. `busy` stays
 * on after success, while the browser leaves.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: async ({ summary, payment }: PlaceOrderInput) => {
      const recaptcha = await getCaptchaToken(CAPTCHA_ACTIONS.checkout);
      return checkoutApi.place(placeOrderBody(summary, recaptcha, orderCompleteUrl(), payment));
    },
    onSuccess: (answer) => {
      leaveForGateway(
        answer.authorization_url ?? `/order-complete?reference=${encodeURIComponent(answer.reference)}`,
      );
    },
    onError: async (error, { summary }) => {
      if (error instanceof CaptchaUnavailableError) {
        toast.error(messages.captchaUnavailable);
        return;
      }
      const refusal = summary.payment_mode === 'wallet' ? walletRefusalOf(error) : null;
      if (refusal) {
        // The balance or the PIN state moved: the wallet option and the figures ask again.
        if (refusal.kind === 'short' || refusal.kind === 'no-pin') {
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: walletKeys.all }),
            queryClient.invalidateQueries({ queryKey: checkoutQueries.all }),
          ]);
        }
        return;
      }
      toast.error(errorMessage(error));
      if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
        await queryClient.invalidateQueries({ queryKey: checkoutQueries.all });
      }
    },
  });
  const failedSummary = mutation.variables?.summary;
  const walletRefusal: WalletRefusal | null =
    mutation.isError && failedSummary?.payment_mode === 'wallet' ? walletRefusalOf(mutation.error) : null;
  return {
    place: (summary: CheckoutSummaryAnswer, payment: PaymentDetails = {}) =>
      mutation.mutate({ summary, payment }),
    busy: mutation.isPending || mutation.isSuccess,
    walletRefusal,
    /** The shopper changed the PIN or the way to pay: the refusal shown no longer applies. */
    clearRefusal: () => {
      if (mutation.isError) mutation.reset();
    },
  };
}

export function useVerifyPayment(reference: string) {
  return useQuery({ ...checkoutQueries.payment(reference), enabled: reference !== '' });
}

/** Pay again after a declined card: a new payment of the same order, on the gateway's page. */
export function usePayAgain() {
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: (orderReference: string) => checkoutApi.payAgain(orderReference, orderCompleteUrl()),
    onSuccess: (answer) => leaveForGateway(answer.authorization_url),
    onError: (error) => toast.error(errorMessage(error)),
  });
  return {
    payAgain: (orderReference: string) => mutation.mutate(orderReference),
    busy: mutation.isPending || mutation.isSuccess,
  };
}
