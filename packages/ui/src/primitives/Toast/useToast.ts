import { createContext, useContext } from 'react';
import type { ToastTone } from './Toast.variants';

export interface ToastOptions {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** How long it stays; the provider's default (3000 ms) otherwise. Hovering pauses it. */
  durationMs?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Raises toasts from anywhere under `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}
