import type { WalletKind } from '@oja/contract/constants';
import {
  type SmartCoinAnswer,
  type SpendAndSaveSettingsBody,
  type SpendAndSaveWalletAnswer,
  type SpendAndSaveWithdrawAnswer,
  type SpendAndSaveWithdrawBody,
  smartCoinAnswer,
  spendAndSaveWalletAnswer,
  spendAndSaveWithdrawAnswer,
  WALLET_RETURN_PATH,
  type WalletFundAnswer,
  type WalletFundVerifyAnswer,
  type WalletTransactionsAnswer,
  walletFundAnswer,
  walletFundVerifyAnswer,
  walletTransactionsAnswer,
} from '@oja/contract/wallet';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { newIdempotencyKey, walletKeys } from '../../../lib/wallet';

/** Rows per page of a wallet's history. */
const HISTORY_PER_PAGE = 10;

const walletFeatureKeys = {
  smartCoin: ['wallet', 'smart-coin'] as const,
  history: (wallet: WalletKind, page: number) => ['wallet', 'history', wallet, page] as const,
  // Outside the 'wallet' key on purpose: refreshing the wallets must not verify a funding again.
  funding: (reference: string) => ['wallet-funding', reference] as const,
};

/** The answer and the server's words (the Spend and Save notices, 'Savings moved to your wallet'). */
type Said<T> = { data: T; message: string };

/**
 * The wallet pages' own calls; the reads and PIN calls other features share are in lib/wallet.ts.
 * Every answer is parsed with the contract's schema.
 */
const walletApi = {
  history: async (
    wallet: WalletKind,
    page: number,
    signal?: AbortSignal,
  ): Promise<WalletTransactionsAnswer> => {
    const { data } = await api.get<unknown>('wallet/transactions', {
      signal,
      query: { wallet, page, perPage: HISTORY_PER_PAGE },
    });
    return walletTransactionsAnswer.parse(data);
  },
  smartCoin: async (): Promise<SmartCoinAnswer> =>
    smartCoinAnswer.parse((await api.get<unknown>('smart-coin-wallet')).data),
  spendAndSaveSettings: async (body: SpendAndSaveSettingsBody): Promise<Said<SpendAndSaveWalletAnswer>> => {
    const answer = await api.put<unknown>('spend-and-save-wallet/settings', body);
    return { data: spendAndSaveWalletAnswer.parse(answer.data), message: answer.message };
  },
  withdraw: async (body: SpendAndSaveWithdrawBody): Promise<Said<SpendAndSaveWithdrawAnswer>> => {
    const answer = await api.post<unknown>('spend-and-save-wallet/withdraw', body, {
      headers: { 'Idempotency-Key': newIdempotencyKey() },
    });
    return { data: spendAndSaveWithdrawAnswer.parse(answer.data), message: answer.message };
  },
  fund: async (amount: number): Promise<WalletFundAnswer> => {
    const answer = await api.post<unknown>(
      'wallet/fund',
      { amount, callback_url: walletReturnUrl() },
      { headers: { 'Idempotency-Key': newIdempotencyKey() } },
    );
    return walletFundAnswer.parse(answer.data);
  },
  verifyFunding: async (reference: string): Promise<WalletFundVerifyAnswer> =>
    walletFundVerifyAnswer.parse((await api.post<unknown>('wallet/fund/verify', { reference })).data),
};

/** Where the gateway sends the shopper back after adding money: this page. */
function walletReturnUrl(): string {
  return `${window.location.origin}${WALLET_RETURN_PATH}`;
}

/** One page of a wallet's history; the previous page stays on screen while the next loads. */
export function useWalletHistory(wallet: WalletKind, page: number) {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: walletFeatureKeys.history(wallet, page),
    queryFn: ({ signal }) => walletApi.history(wallet, page, signal),
    placeholderData: keepPreviousData,
    enabled: loggedIn,
    staleTime: 0,
  });
}

export function useSmartCoinWallet() {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: walletFeatureKeys.smartCoin,
    queryFn: walletApi.smartCoin,
    enabled: loggedIn,
    staleTime: 0,
  });
}

/**
 * Every wallet figure on screen asks again (balances, histories, the PIN state). A read still on its
 * way may have left before the money moved, so it is cancelled first rather than waited for.
 */
function useRefreshWallets() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.cancelQueries({ queryKey: walletKeys.all });
    await queryClient.invalidateQueries({ queryKey: walletKeys.all });
  };
}

/** PUT spend-and-save-wallet/settings; the new state shows at once, the rest refreshes. */
export function useSpendAndSaveSettings() {
  const queryClient = useQueryClient();
  const refresh = useRefreshWallets();
  return useMutation({
    mutationFn: walletApi.spendAndSaveSettings,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(walletKeys.spendAndSave, data);
      void refresh();
    },
  });
}

/** POST spend-and-save-wallet/withdraw with a fresh Idempotency-Key per attempt. */
export function useWithdrawSavings() {
  const refresh = useRefreshWallets();
  return useMutation({ mutationFn: walletApi.withdraw, onSuccess: () => void refresh() });
}

/** POST wallet/fund: the answer's authorization_url is the Paystack page the shopper pays on. */
export function useFundWallet() {
  return useMutation({ mutationFn: walletApi.fund });
}

/**
 * POST wallet/fund/verify for the reference the gateway returned with. A query keyed by the
 * reference runs once per page even when React mounts twice; the wallet refreshes when it answers.
 */
export function useVerifyFunding(reference: string) {
  const refresh = useRefreshWallets();
  return useQuery({
    queryKey: walletFeatureKeys.funding(reference),
    queryFn: async () => {
      const answer = await walletApi.verifyFunding(reference);
      void refresh();
      return answer;
    },
    enabled: reference !== '',
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
