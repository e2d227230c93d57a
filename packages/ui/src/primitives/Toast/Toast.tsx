import * as RadixToast from '@radix-ui/react-toast';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  StyledClose,
  StyledDescription,
  StyledText,
  StyledTitle,
  StyledToast,
  StyledViewport,
} from './Toast.styles';
import { toastVariants, type ToastTone } from './Toast.variants';
import { ToastContext, type ToastApi } from './useToast';

interface QueuedToast {
  id: string;
  title: string;
  description: string | undefined;
  tone: ToastTone;
  durationMs: number | undefined;
  open: boolean;
}

export interface ToastProviderProps {
  children: ReactNode;
  /** How long a toast stays by default: the shell's 3 s. */
  durationMs?: number;
  /** Renders the viewport itself; turn off to place `<ToastViewport />` elsewhere. */
  viewport?: boolean;
  /** Announced before each toast by screen readers. */
  label?: string;
  /** The close button's accessible name. */
  closeLabel?: string;
}

export interface ToastViewportProps {
  /** The name of the toast region, reachable with F8. */
  label?: string;
}

/** Where toasts appear: the top right of the app column. Place inside `ToastProvider`. */
export function ToastViewport({ label = '알림 ({hotkey})' }: ToastViewportProps) {
  return <StyledViewport data-qm="toast-viewport" label={label} />;
}

let counter = 0;

export function ToastProvider({
  children,
  durationMs = 3000,
  viewport = true,
  label = '알림',
  closeLabel = '닫기',
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<QueuedToast[]>([]);

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

  const queue = toasts.map((item) => (
    <StyledToast
      key={item.id}
      open={item.open}
      onOpenChange={(open) => {
        if (!open) close(item.id);
      }}
      duration={item.durationMs}
      // Errors interrupt; other news waits for a pause.
      type={item.tone === 'error' ? 'foreground' : 'background'}
      data-qm="toast"
      data-tone={item.tone}
      onClick={() => close(item.id)}
    >
      <StyledText>
        <StyledTitle>{item.title}</StyledTitle>
        {item.description && <StyledDescription>{item.description}</StyledDescription>}
      </StyledText>
      <StyledClose aria-label={closeLabel}>
        <span aria-hidden="true">×</span>
      </StyledClose>
    </StyledToast>
  ));
  const toastLayer = (placedElsewhere?: ReactNode) => (
    <RadixToast.Provider duration={durationMs} swipeDirection="right" label={label}>
      {placedElsewhere}
      {queue}
      {viewport && <ToastViewport />}
    </RadixToast.Provider>
  );

  // With its own viewport, the app stays outside Radix's provider: the provider's context changes
  // when the viewport registers, just after the page is hydrated, and inside it that change would
  // walk the whole app's tree. A viewport the app places itself needs the app inside.
  return (
    <ToastContext.Provider value={api}>
      {viewport ? (
        <>
          {children}
          {toastLayer()}
        </>
      ) : (
        toastLayer(children)
      )}
    </ToastContext.Provider>
  );
}
