import * as RadixToast from '@radix-ui/react-toast';
import {
  StyledClose,
  StyledDescription,
  StyledText,
  StyledTitle,
  StyledToast,
  StyledViewport,
} from './Toast.styles';
import type { ToastTone } from './Toast.variants';

export interface QueuedToast {
  id: string;
  title: string;
  description: string | undefined;
  tone: ToastTone;
  durationMs: number | undefined;
  open: boolean;
}

export interface ToastLayerProps {
  toasts: readonly QueuedToast[];
  onClose: (id: string) => void;
  durationMs: number;
  label: string;
  closeLabel: string;
}

/**
 * The toasts on screen, drawn with Radix's toast: its timers, swipe, hover pause, F8 region and
 * screen-reader announcement. `ToastProvider` loads this module when the first toast is raised.
 */
export function ToastLayer({ toasts, onClose, durationMs, label, closeLabel }: ToastLayerProps) {
  return (
    <RadixToast.Provider duration={durationMs} swipeDirection="right" label={label}>
      {toasts.map((item) => (
        <StyledToast
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) onClose(item.id);
          }}
          duration={item.durationMs}
          // Errors interrupt; other news waits for a pause.
          type={item.tone === 'error' ? 'foreground' : 'background'}
          data-qm="toast"
          data-tone={item.tone}
          onClick={() => onClose(item.id)}
        >
          <StyledText>
            <StyledTitle>{item.title}</StyledTitle>
            {item.description && <StyledDescription>{item.description}</StyledDescription>}
          </StyledText>
          <StyledClose aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </StyledClose>
        </StyledToast>
      ))}
      {/* The name of the toast region, reachable with F8. */}
      <StyledViewport data-qm="toast-viewport" label={`${label} ({hotkey})`} />
    </RadixToast.Provider>
  );
}
