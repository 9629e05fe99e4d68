import { TOAST_DURATION_MS } from '@oja/contract/constants';
import { DEFAULT_ERROR, DEFAULT_SUCCESS } from '@oja/contract/default-messages';
import { createStore } from '../../lib/create-store';

type ToastKind = 'error' | 'success';
type Toast = { id: number; kind: ToastKind; message: string };

export const toastStore = createStore<Toast[]>([]);

let nextId = 1;

export function dismissToast(id: number): void {
  toastStore.set((toasts) => toasts.filter((toast) => toast.id !== id));
}

function show(kind: ToastKind, message: string): number {
  const id = nextId++;
  toastStore.set((toasts) => [...toasts, { id, kind, message }]);
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

/**
 * Spec section 8: errors are red with the server's message or 'An Error Occured'; successes are
 * dark with 'Successful' by default. Each stays 3 seconds. Usable outside React (mutations).
 */
export const toast = {
  error: (message?: string | null) => show('error', message || DEFAULT_ERROR),
  success: (message?: string | null) => show('success', message || DEFAULT_SUCCESS),
};
