import * as RadixDialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { Button } from '../Button';
import {
  StyledBody,
  StyledContent,
  StyledDescription,
  StyledError,
  StyledFooter,
  StyledOverlay,
  StyledTitle,
} from './Dialog.styles';
import { confirmDialogVariants, type ConfirmDialogTone } from './Dialog.variants';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { DialogFrame, type DialogOpenStateProps } from '../../internal/DialogFrame';

export interface DialogProps extends DialogOpenStateProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** The actions, usually `Button`s; wrap one in `DialogClose` to close on press. */
  footer?: ReactNode;
  /** When false, Escape and a press outside do not close it: only its own actions do. */
  dismissible?: boolean;
  /** `alertdialog` for messages that interrupt and need an answer. */
  role?: 'dialog' | 'alertdialog';
}

/** Closes the dialog around it; use with `asChild` around a `Button`. */
export const DialogClose = RadixDialog.Close;

/** A centred card over a dimmed page, on Radix Dialog (focus trap, Escape, focus return). */
export function Dialog({
  modal = true,
  title,
  description,
  children,
  footer,
  dismissible = true,
  role = 'dialog',
  ...openState
}: DialogProps) {
  return (
    <DialogFrame {...openState} modal={modal} dismissible={dismissible}>
      {(contentHandlers) => (
        <>
          <StyledOverlay data-qm="dialog-overlay" />
          <StyledContent
            data-qm="dialog"
            role={role}
            data-dismissible={dismissible}
            {...contentHandlers}
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <StyledTitle>{title}</StyledTitle>
            {description && <StyledDescription>{description}</StyledDescription>}
            {children && <StyledBody>{children}</StyledBody>}
            {footer && <StyledFooter data-part="footer">{footer}</StyledFooter>}
          </StyledContent>
        </>
      )}
    </DialogFrame>
  );
}

export interface ConfirmDialogProps extends DialogOpenStateProps {
  title: ReactNode;
  message?: ReactNode;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /**
   * Runs on confirm. If it returns a promise, the confirm button shows loading until it settles:
   * the dialog closes when it resolves and stays open, showing `errorMessage`, when it rejects.
   */
  onConfirm?: () => void | Promise<unknown>;
  onCancel?: () => void;
  tone?: ConfirmDialogTone;
  errorMessage?: ReactNode;
  dismissible?: boolean;
}

/**
 * Asks before an action: '구매 신청하시겠어요?' with 취소 and a confirm button named for the action
 * ('구매 신청하기'); 확인 only when there is no better verb.
 */
export function ConfirmDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  container,
  modal,
  title,
  message,
  children,
  confirmLabel = '확인',
  cancelLabel = '취소',
  onConfirm,
  onCancel,
  tone = confirmDialogVariants.tone.default,
  errorMessage = '요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.',
  dismissible = true,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [isOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });

  const changeOpen = (next: boolean) => {
    if (pending) return;
    if (!next) setFailed(false);
    setOpen(next);
  };

  const confirm = async () => {
    setFailed(false);
    try {
      const result = onConfirm?.();
      if (result && typeof result.then === 'function') {
        setPending(true);
        await result;
      }
      setPending(false);
      setOpen(false);
    } catch {
      setPending(false);
      setFailed(true);
    }
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={changeOpen}
      trigger={trigger}
      container={container}
      modal={modal}
      title={title}
      description={message}
      role="alertdialog"
      dismissible={dismissible && !pending}
      footer={
        <>
          <Button
            variant="secondary"
            size="lg"
            disabled={pending}
            onClick={() => {
              onCancel?.();
              changeOpen(false);
            }}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            size="lg"
            loading={pending}
            data-tone={tone}
            onClick={confirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {failed && <StyledError role="alert">{errorMessage}</StyledError>}
    </Dialog>
  );
}

export interface AlertDialogProps extends DialogOpenStateProps {
  title: ReactNode;
  message?: ReactNode;
  children?: ReactNode;
  confirmLabel?: string;
  /** Runs when '확인' is pressed, before the dialog closes. */
  onConfirm?: () => void;
  dismissible?: boolean;
}

/** Tells the user something that needs acknowledging, with one '확인' button. */
export function AlertDialog({
  title,
  message,
  children,
  confirmLabel = '확인',
  onConfirm,
  dismissible = true,
  ...openState
}: AlertDialogProps) {
  return (
    <Dialog
      {...openState}
      title={title}
      description={message}
      role="alertdialog"
      dismissible={dismissible}
      footer={
        <DialogClose asChild>
          <Button size="lg" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogClose>
      }
    >
      {children}
    </Dialog>
  );
}
