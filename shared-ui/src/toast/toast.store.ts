import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
  durationMs: number;
  topic?: string;
}

export interface ToastOptions {
  durationMs?: number;
  /**
   * What the toast is about (e.g. signing in, one tournament's registration). A toast on a topic replaces the ones
   * on screen about it: once "Welcome back!" shows, "Please verify your email" from the try before is stale.
   */
  topic?: string;
}

interface ToastState {
  toasts: Toast[];
}

/** Signing up, verifying the e-mail, logging in and the pages that asked for it: one story across modules. */
export const SIGN_IN_TOAST_TOPIC = 'sign-in';

const DEFAULT_DURATION_MS = 5000;
const MAX_VISIBLE = 4;
let nextId = 1;

/** Page-wide toasts: a parcel that shows one may unmount right after (e.g. login → dashboard). */
export const toastStore = createStore<ToastState>(() => ({ toasts: [] }));

function push(severity: ToastSeverity, message: string, { durationMs = DEFAULT_DURATION_MS, topic }: ToastOptions = {}): number {
  const id = nextId++;
  toastStore.setState((state) => ({
    toasts: [...state.toasts.filter((shown) => topic === undefined || shown.topic !== topic), { id, message, severity, durationMs, topic }].slice(
      -MAX_VISIBLE,
    ),
  }));
  return id;
}

export function dismissToast(id: number): void {
  toastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}

export const toast = {
  success: (message: string, options?: ToastOptions) => push('success', message, options),
  error: (message: string, options?: ToastOptions) => push('error', message, options),
  info: (message: string, options?: ToastOptions) => push('info', message, options),
  warning: (message: string, options?: ToastOptions) => push('warning', message, options),
};

export function useToasts(): Toast[] {
  return useStore(toastStore, (state) => state.toasts);
}
