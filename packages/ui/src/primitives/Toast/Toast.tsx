import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { toastVariants } from './Toast.variants';
import type { QueuedToast, ToastLayerProps } from './ToastLayer';
import { ToastContext, type ToastApi } from './useToast';

export interface ToastProviderProps {
  children: ReactNode;
  /** How long a toast stays by default: the shell's 3 s. */
  durationMs?: number;
  /** The toast region's name, announced before each toast by screen readers. */
  label?: string;
  /** The close button's accessible name. */
  closeLabel?: string;
}

/**
 * Radix's toast and the layers under it are most of what a page would load of the kit for toasts
 * it has not raised yet: they come when the first one is.
 */
const loadToastLayer = () => import('./ToastLayer').then((module) => module.ToastLayer);

let counter = 0;

/**
 * Gives `useToast` to its children and shows their toasts at the top right of the app column.
 * The app stays outside Radix's provider: that provider's context changes when its viewport
 * registers, and inside it that change would walk the whole app's tree.
 */
export function ToastProvider({
  children,
  durationMs = 3000,
  label = '알림',
  closeLabel = '닫기',
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<QueuedToast[]>([]);
  const [ToastLayer, setToastLayer] = useState<ComponentType<ToastLayerProps>>();

  useEffect(() => {
    if (ToastLayer || toasts.length === 0) return;
    let mounted = true;
    loadToastLayer().then(
      (layer) => {
        if (mounted) setToastLayer(() => layer);
      },
      // The queue keeps the toast; the next one raised tries again.
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [ToastLayer, toasts]);

  const close = useCallback((id?: string) => {
    setToasts((list) =>
      list.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)),
    );
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      toast: ({ title, description, tone = toastVariants.tone.default, durationMs: duration }) => {
        counter += 1;
        const id = `toast-${counter}`;
        // Closed toasts have finished (or are finishing) their exit: drop them from the queue.
        setToasts((list) => [
          ...list.filter((item) => item.open),
          { id, title, description, tone, durationMs: duration, open: true },
        ]);
        return id;
      },
      dismiss: close,
    }),
    [close],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {ToastLayer && (
        <ToastLayer
          toasts={toasts}
          onClose={close}
          durationMs={durationMs}
          label={label}
          closeLabel={closeLabel}
        />
      )}
    </ToastContext.Provider>
  );
}
