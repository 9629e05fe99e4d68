import {
  type CreatePinBody,
  type PinAnswer,
  pinAnswer,
  type ResetPinBody,
  type SpendAndSaveWalletAnswer,
  spendAndSaveWalletAnswer,
  type WalletAnswer,
  walletAnswer,
} from '@oja/contract/wallet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { useSession } from './session';

/**
 * The wallet reads and PIN calls that more than one feature needs: the wallet pages, the access
 * modal's PIN settings (identity) and the checkout's pay-by-wallet. Features do not import each
 * other, so they meet here. Every wallet answer lives under the 'wallet' key: a PIN change, a
 * payment or a funding invalidates that one key and every wallet figure on screen asks again.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  main: ['wallet', 'main'] as const,
  spendAndSave: ['wallet', 'spend-and-save'] as const,
};

/**
 * `?modal=pin-settings` on a signed-in page opens the access modal in its PIN settings state (5):
 * how the wallet pages and checkout offer "Create a PIN" without importing the identity feature.
 */
const PIN_SETTINGS_MODAL = 'pin-settings';

/** The current page's search with the PIN settings modal requested (for a Link's `to`). */
export function pinSettingsSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.set('modal', PIN_SETTINGS_MODAL);
  return `?${params.toString()}`;
}

async function fetchWallet(): Promise<WalletAnswer> {
  return walletAnswer.parse((await api.get<unknown>('wallet')).data);
}

async function fetchSpendAndSaveWallet(): Promise<SpendAndSaveWalletAnswer> {
  return spendAndSaveWalletAnswer.parse((await api.get<unknown>('spend-and-save-wallet')).data);
}

/** GET wallet: the main wallet's balance and whether the customer has a PIN. */
export function useWallet() {
  const { loggedIn } = useSession();
  return useQuery({ queryKey: walletKeys.main, queryFn: fetchWallet, enabled: loggedIn, staleTime: 0 });
}

/** GET spend-and-save-wallet: savings, the switch and percentage, and `isPinAvailable` (spec section 7). */
export function useSpendAndSaveWallet() {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: walletKeys.spendAndSave,
    queryFn: fetchSpendAndSaveWallet,
    enabled: loggedIn,
    staleTime: 0,
  });
}

/** A PIN call's answer: the PIN state and the server's words ('PIN created successfully'). */
type PinResult = { answer: PinAnswer; message: string };

async function sendPin(path: 'wallet/pin' | 'wallet/reset-pin', body: unknown): Promise<PinResult> {
  const envelope = await api.post<unknown>(path, body);
  return { answer: pinAnswer.parse(envelope.data), message: envelope.message };
}

function usePinMutation<Body>(path: 'wallet/pin' | 'wallet/reset-pin') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => sendPin(path, body),
    // Not awaited: the done step shows at once, the wallet figures refresh behind it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}

/** POST wallet/pin {new_pin}. */
export const useCreatePin = () => usePinMutation<CreatePinBody>('wallet/pin');

/** POST wallet/reset-pin {new_pin, old_pin}. */
export const useResetPin = () => usePinMutation<ResetPinBody>('wallet/reset-pin');

/** A fresh key per attempt: a retried request moves money once, a new attempt is a new movement. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
