import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { Dialog, DialogClose } from '../../primitives/Dialog';
import {
  StyledConsentBody,
  StyledConsentCaption,
  StyledConsentError,
  StyledConsentFooter,
  StyledConsentHint,
  StyledConsentLines,
} from './ConsentDialog.styles';
import type { DialogOpenStateProps } from '../../internal/DialogFrame';

export interface ConsentLine {
  /** What the line is about: '제공받는 자', '보유·이용 기간'. */
  label: string;
  text: ReactNode;
}

export interface ConsentDialogProps extends DialogOpenStateProps {
  /** The question: '강남 휴대폰 성지에 구매 신청할까요?'. */
  title: ReactNode;
  description?: ReactNode;
  /** Names the lines (shown above them): '개인정보 제3자 제공'. */
  linesLabel?: string;
  /** What the law asks the consent to say, in order: recipient, purpose, items, retention, refusal. */
  lines: readonly ConsentLine[];
  /** The required checkbox's label: what exactly is agreed to. */
  consentLabel: ReactNode;
  /** Shown under the checkbox until it is ticked, and describes the disabled confirm button. */
  requiredMessage?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Runs on confirm, only once the box is ticked. */
  onConfirm: () => void;
  /** The request is on its way: the confirm button spins and nothing closes the dialog. */
  pending?: boolean;
  /** Why the last attempt failed (announced). */
  errorMessage?: ReactNode;
  /** Confirming is pointless now (e.g. the request was closed meanwhile). */
  confirmDisabled?: boolean;
}

interface ConsentFormProps extends Omit<
  ConsentDialogProps,
  | 'open'
  | 'defaultOpen'
  | 'onOpenChange'
  | 'trigger'
  | 'container'
  | 'modal'
  | 'title'
  | 'description'
> {
  requiredMessage: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
}

/** The dialog's body; mounted with the dialog, so every opening starts unticked. */
function ConsentForm({
  linesLabel,
  lines,
  consentLabel,
  requiredMessage,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending = false,
  errorMessage,
  confirmDisabled = false,
}: ConsentFormProps) {
  const [agreed, setAgreed] = useState(false);
  const id = useId();
  const captionId = `${id}-caption`;
  const hintId = `${id}-hint`;
  const hasError = errorMessage !== undefined && errorMessage !== null && errorMessage !== false;
  return (
    <StyledConsentBody>
      <div role="group" aria-labelledby={linesLabel ? captionId : undefined} data-part="terms">
        {linesLabel ? (
          <StyledConsentCaption id={captionId}>{linesLabel}</StyledConsentCaption>
        ) : null}
        <StyledConsentLines data-part="lines">
          {lines.map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.text}</dd>
            </div>
          ))}
        </StyledConsentLines>
      </div>
      <Checkbox
        size="sm"
        label={consentLabel}
        checked={agreed}
        onCheckedChange={(checked) => setAgreed(checked === true)}
        disabled={pending}
        required
        aria-required="true"
      />
      {agreed ? null : (
        <StyledConsentHint id={hintId} data-part="hint">
          {requiredMessage}
        </StyledConsentHint>
      )}
      {hasError ? (
        <StyledConsentError role="alert" data-part="error">
          {errorMessage}
        </StyledConsentError>
      ) : null}
      <StyledConsentFooter data-part="footer">
        <DialogClose asChild>
          <Button variant="secondary" size="lg" disabled={pending}>
            {cancelLabel}
          </Button>
        </DialogClose>
        <Button
          size="lg"
          loading={pending}
          disabled={!agreed || confirmDisabled}
          aria-describedby={agreed ? undefined : hintId}
          onClick={() => {
            if (agreed) onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      </StyledConsentFooter>
    </StyledConsentBody>
  );
}

/**
 * Asks before handing personal data to someone: the question, the consent's lines (recipient,
 * purpose, items, retention, the right to refuse) and a required checkbox. Confirm stays disabled
 * until the box is ticked, and the box starts unticked at every opening.
 */
export function ConsentDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  container,
  modal,
  title,
  description,
  requiredMessage = '동의해야 계속할 수 있어요.',
  confirmLabel = '동의하고 계속하기',
  cancelLabel = '취소',
  pending = false,
  ...form
}: ConsentDialogProps) {
  const [isOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(next) => {
        if (pending && !next) return;
        setOpen(next);
      }}
      trigger={trigger}
      container={container}
      modal={modal}
      title={title}
      description={description}
      role="alertdialog"
      dismissible={!pending}
    >
      <ConsentForm
        {...form}
        pending={pending}
        requiredMessage={requiredMessage}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
      />
    </Dialog>
  );
}
