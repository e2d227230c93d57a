import { useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '../Button';
import { Dialog, type DialogProps } from '../Dialog';
import { StyledChoices, StyledError } from './ChoiceDialog.styles';

export interface DialogChoice {
  /** Tells the choices apart (and names the pending one). */
  id: string;
  label: string;
  /** The button's look; `secondary` unless said otherwise. Give the suggested choice `primary`. */
  variant?: ButtonVariant;
  /**
   * Runs on press. A returned promise shows that choice as loading and blocks the others until it
   * settles; a rejection shows `errorMessage` and keeps the dialog open. A choice does not close
   * the dialog by itself: its handler decides what comes next.
   */
  onSelect?: () => void | Promise<unknown>;
}

export interface ChoiceDialogProps extends Pick<
  DialogProps,
  'open' | 'defaultOpen' | 'trigger' | 'container' | 'modal' | 'title' | 'children'
> {
  message?: ReactNode;
  /** Two or three answers, stacked full width in the order given. */
  choices: readonly DialogChoice[];
  /**
   * Called with false only when the dialog is dismissed (Escape, a press outside), never after a
   * choice: dismissing is an answer of its own ("not now").
   */
  onOpenChange?: (open: boolean) => void;
  /** When false, only a choice answers the dialog. */
  dismissible?: boolean;
  /** Shown when a choice fails; a function receives the error (to show the server's message). */
  errorMessage?: ReactNode | ((error: unknown) => ReactNode);
}

const defaultErrorMessage = '요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.';

/**
 * A question with two or three answers stacked under it ('이어서 작성하기' / '처음부터 다시 하기',
 * or a yes, a no and a shortcut), on the kit's Dialog: focus trap, Escape, focus return.
 */
export function ChoiceDialog({
  choices,
  message,
  onOpenChange,
  dismissible = true,
  errorMessage = defaultErrorMessage,
  children,
  ...dialog
}: ChoiceDialogProps) {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [error, setError] = useState<{ value: unknown } | null>(null);

  const choose = async (choice: DialogChoice) => {
    setError(null);
    try {
      const result = choice.onSelect?.();
      if (result && typeof result.then === 'function') {
        setPendingId(choice.id);
        await result;
      }
    } catch (caught) {
      setError({ value: caught });
    } finally {
      setPendingId(null);
    }
  };

  const shownError =
    error && (typeof errorMessage === 'function' ? errorMessage(error.value) : errorMessage);
  const hasError = shownError != null && shownError !== false;

  return (
    <Dialog
      {...dialog}
      description={message}
      role="alertdialog"
      dismissible={dismissible && pendingId === null}
      onOpenChange={(open) => {
        if (pendingId !== null) return;
        if (!open) setError(null);
        onOpenChange?.(open);
      }}
      footer={
        <StyledChoices data-qm="choice-dialog" data-part="choices">
          {choices.map((choice) => (
            <Button
              key={choice.id}
              size="lg"
              fullWidth
              variant={choice.variant ?? 'secondary'}
              loading={pendingId === choice.id}
              disabled={pendingId !== null && pendingId !== choice.id}
              data-choice={choice.id}
              onClick={() => void choose(choice)}
            >
              {choice.label}
            </Button>
          ))}
        </StyledChoices>
      }
    >
      {children != null || hasError ? (
        <>
          {children}
          {hasError && <StyledError role="alert">{shownError}</StyledError>}
        </>
      ) : undefined}
    </Dialog>
  );
}
