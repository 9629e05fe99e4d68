import { ACTION_TOAST_DURATION_MS, TOAST_DURATION_MS } from '@oja/contract/constants';
import { DEFAULT_ERROR, DEFAULT_SUCCESS } from '@oja/contract/default-messages';
import { createStore } from '../../lib/create-store';

type ToastKind = 'error' | 'success';
/** A button in the toast (Undo): tapping it runs `onAction` and closes the toast. */
export type ToastAction = { label: string; onAction: () => void };
type Toast = { id: number; kind: ToastKind; message: string; action?: ToastAction };

export const toastStore = createStore<Toast[]>([]);

let nextId = 1;

export function dismissToast(id: number): void {
  toastStore.set((toasts) => toasts.filter((toast) => toast.id !== id));
}

function show(kind: ToastKind, message: string, action?: ToastAction): number {
  const id = nextId++;
  toastStore.set((toasts) => [...toasts, { id, kind, message, ...(action ? { action } : {}) }]);
  setTimeout(() => dismissToast(id), action ? ACTION_TOAST_DURATION_MS : TOAST_DURATION_MS);
  return id;
}

/**
 * Spec section 8: errors are red with the server's message or 'An error occurred'; successes are
 * dark with 'Successful' by default. Each stays 3 seconds. Usable outside React (mutations).
 */
export const toast = {
  error: (message?: string | null) => show('error', message || DEFAULT_ERROR),
  success: (message?: string | null, action?: ToastAction) =>
    show('success', message || DEFAULT_SUCCESS, action),
};
