import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
  durationMs: number;
}

interface ToastState {
  toasts: Toast[];
}

const DEFAULT_DURATION_MS = 5000;
const MAX_VISIBLE = 4;
let nextId = 1;

/** Page-wide toasts: a parcel that shows one may unmount right after (e.g. login → dashboard). */
export const toastStore = createStore<ToastState>(() => ({ toasts: [] }));

function push(severity: ToastSeverity, message: string, durationMs = DEFAULT_DURATION_MS): number {
  const id = nextId++;
  toastStore.setState((state) => ({ toasts: [...state.toasts, { id, message, severity, durationMs }].slice(-MAX_VISIBLE) }));
  return id;
}

export function dismissToast(id: number): void {
  toastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}

export const toast = {
  success: (message: string, durationMs?: number) => push('success', message, durationMs),
  error: (message: string, durationMs?: number) => push('error', message, durationMs),
  info: (message: string, durationMs?: number) => push('info', message, durationMs),
  warning: (message: string, durationMs?: number) => push('warning', message, durationMs),
};

export function useToasts(): Toast[] {
  return useStore(toastStore, (state) => state.toasts);
}
