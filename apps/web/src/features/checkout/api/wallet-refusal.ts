import { messages } from '@oja/contract/messages';
import { ApiError } from '../../../lib/api-client';

/**
 * A wallet payment the server refused for a reason the payment step shows in place, beside the
 * wallet option, rather than as a passing toast: a wrong PIN (422 on `pin`, with the tries left),
 * a locked PIN (429), no PIN yet, or not enough money (409, with a way to add money).
 */
export type WalletRefusal =
  | { kind: 'wrong-pin'; message: string }
  | { kind: 'locked'; message: string }
  | { kind: 'no-pin'; message: string }
  | { kind: 'short'; message: string };

export function walletRefusalOf(error: unknown): WalletRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const onPin = error.fieldError('pin');
  if (error.status === 422 && onPin) return { kind: 'wrong-pin', message: onPin };
  if (error.status === 429) return { kind: 'locked', message: error.message };
  if (error.status === 409 && error.message === messages.pinMissing) {
    return { kind: 'no-pin', message: error.message };
  }
  if (error.status === 409 && error.message === messages.notEnoughMoney) {
    return { kind: 'short', message: error.message };
  }
  return null;
}
