import { useState, type ReactNode } from 'react';
import { operatorReasonMaxLength, operatorReasonProblem } from '@quotemarket/contract';
import { styled } from 'styled-components';
import { Button, Dialog, DialogClose, Text, Textarea, vars } from '@quotemarket/ui';

// One column that may shrink: a select's long option must not widen the dialog.
const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};
  margin-bottom: ${vars.space[4]};
`;

export interface ReasonDialogProps {
  /** The button that opens it. */
  trigger: ReactNode;
  title: string;
  description: string;
  /** The reason's label: 열람 사유, 마감 사유, 운영 메모. */
  reasonLabel: string;
  /**
   * The reason's rule, checked before asking: the problem or null. The request pages' rule
   * (operatorReasonProblem) unless the action's endpoint has its own.
   */
  problemOf?: (reason: string) => string | null;
  /** The longest reason the rule allows. */
  maxLength?: number;
  /** What the action needs besides the reason (a report's 조치), shown above it. */
  fields?: ReactNode;
  confirmLabel: string;
  /** A write that cannot be undone is drawn as one. */
  tone?: 'primary' | 'danger';
  pending: boolean;
  /** The API's refusal, shown under the reason. */
  error: string | null;
  /** What the dialog shows once the action is done, instead of the form (the number once opened). */
  done?: ReactNode;
  onConfirm: (reason: string) => void;
  /** The dialog closed: the caller forgets its answer (the number is shown once). */
  onClosed: () => void;
}

/**
 * An operator's action that is recorded with a reason: the reason first (the contract's rule,
 * checked before asking), then the action, pending while it runs and refused in place.
 */
export function ReasonDialog({
  trigger,
  title,
  description,
  reasonLabel,
  problemOf = operatorReasonProblem,
  maxLength = operatorReasonMaxLength,
  fields,
  confirmLabel,
  tone = 'primary',
  pending,
  error,
  done,
  onConfirm,
  onClosed,
}: ReasonDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const problem = checked ? problemOf(reason) : null;

  const changeOpen = (next: boolean) => {
    if (pending) return;
    setOpen(next);
    if (!next) {
      setReason('');
      setChecked(false);
      onClosed();
    }
  };

  const confirm = () => {
    setChecked(true);
    if (problemOf(reason) === null) onConfirm(reason.trim());
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      trigger={trigger}
      title={title}
      description={description}
      footer={
        done ? (
          <DialogClose asChild>
            <Button size="lg">닫기</Button>
          </DialogClose>
        ) : (
          <>
            <DialogClose asChild>
              <Button variant="secondary" size="lg" disabled={pending}>
                취소
              </Button>
            </DialogClose>
            <Button
              size="lg"
              variant={tone === 'danger' ? 'danger' : 'primary'}
              loading={pending}
              onClick={confirm}
            >
              {confirmLabel}
            </Button>
          </>
        )
      }
    >
      {done ? (
        done
      ) : (
        <>
          {fields && <Fields>{fields}</Fields>}
          <Textarea
            label={reasonLabel}
            value={reason}
            maxLength={maxLength}
            onChange={(event) => setReason(event.target.value)}
            error={problem}
            rows={3}
          />
          {error && (
            <Text role="alert" size="sm" tone="danger">
              {error}
            </Text>
          )}
        </>
      )}
    </Dialog>
  );
}
