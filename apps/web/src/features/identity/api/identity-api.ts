import type { SessionUser, SignUpAnswer } from '@oja/contract/identity';
import type {
  AppealBody,
  ChangePasswordBody,
  LoginBody,
  ResetPasswordBody,
  SignUpBody,
} from '@oja/contract/rules';
import type { PinAnswer, PinResetWithLinkBody } from '@oja/contract/wallet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/wallet';

/** The identity calls of spec section 7 (and the verify/reset links' own calls). */
const identityApi = {
  login: (body: LoginBody) => api.post<SessionUser>('login', body),
  signUp: (body: SignUpBody) => api.post<SignUpAnswer>('customer', body),
  resendVerification: (email: string) => api.post<null>('email/resend-verification', { email }),
  verifyEmail: (token: string) => api.post<null>('email/verify', { token }),
  requestResetLink: (email: string) => api.post<null>('password/request-reset-link', { email }),
  resetPassword: (body: ResetPasswordBody) => api.post<null>('password/reset', body),
  changePassword: (body: ChangePasswordBody) => api.put<null>('user/change-password', body),
  appeal: (body: AppealBody) => api.post<null>('appeal-account-ban', body),
};

/**
 * POST logout with the token being given up: the server revokes it (and the account's others). The
 * token is passed in because the session is cleared first, so the shop never waits on this call.
 */
export const revokeToken = (token: string) =>
  api.post<null>('logout', undefined, { headers: { Authorization: `Bearer ${token}` } });

export const useLoginMutation = () => useMutation({ mutationFn: identityApi.login });
export const useSignUpMutation = () => useMutation({ mutationFn: identityApi.signUp });
export const useResendVerificationMutation = () =>
  useMutation({ mutationFn: identityApi.resendVerification });
export const useRequestResetLinkMutation = () => useMutation({ mutationFn: identityApi.requestResetLink });
export const useResetPasswordMutation = () => useMutation({ mutationFn: identityApi.resetPassword });
export const useChangePasswordMutation = () => useMutation({ mutationFn: identityApi.changePassword });
export const useAppealMutation = () => useMutation({ mutationFn: identityApi.appeal });

/**
 * Verifying is a one-time action, but a query keyed by the token runs it once per page even when
 * React mounts twice (StrictMode) or the shopper re-renders: a second POST would find the link used.
 */
export const useVerifyEmailQuery = (token: string) =>
  useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => identityApi.verifyEmail(token),
    enabled: token.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Forgot PIN (ADR 0073): POST wallet/pin/request-reset-link mails a link to the account's email. */
export const useRequestPinLinkMutation = () =>
  useMutation({ mutationFn: () => api.post<null>('wallet/pin/request-reset-link') });

/** POST wallet/pin/reset-with-link {token, new_pin}: the mailed link's token sets a new PIN. */
export function usePinFromLinkMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PinResetWithLinkBody) => api.post<PinAnswer>('wallet/pin/reset-with-link', body),
    // Not awaited: the done step shows at once, the wallet figures refresh behind it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
