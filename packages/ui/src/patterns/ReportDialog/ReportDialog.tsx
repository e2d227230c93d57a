import { useId, type ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { Dialog, DialogClose } from '../../primitives/Dialog';
import { RadioGroup } from '../../primitives/RadioGroup';
import { Textarea } from '../../primitives/Textarea';
import {
  StyledFailure,
  StyledFieldError,
  StyledReasonField,
  StyledReportForm,
} from './ReportDialog.styles';

export interface ReportReasonOption {
  value: string;
  label: string;
}

export interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is reported: '판매점 신고하기', '메시지 신고하기'. */
  title: string;
  description?: ReactNode;
  /** The reasons to choose one from, in order; the app owns the list and its words. */
  reasons: readonly ReportReasonOption[];
  /** The chosen reason's value, or null before one is chosen. */
  reason: string | null;
  onReasonChange: (value: string) => void;
  reasonLabel?: string;
  /** What went wrong, in the reporter's words. */
  note: string;
  onNoteChange: (value: string) => void;
  noteLabel?: string;
  notePlaceholder?: string;
  noteMaxLength?: number;
  /** Whether the words are required too (told to assistive tech); the reason always is. */
  noteRequired?: boolean;
  /** Each field's message, shown on it as an alert and marking it invalid. */
  errors?: { reason?: string | null | undefined; note?: string | null | undefined } | undefined;
  /** Why the server refused the report; it stays in the dialog as an alert. */
  failure?: string | null | undefined;
  /** On its way: submit spins, cancel is disabled and nothing closes the dialog. */
  pending?: boolean;
  /** Runs on submit (the button or Enter); checking the fields is the app's. */
  onSubmit: () => void;
  submitLabel?: string;
  cancelLabel?: string;
  /**
   * Extra content under the reasons, e.g. what goes with the report for the chosen reason; it
   * describes the reasons to assistive tech.
   */
  children?: ReactNode;
}

/**
 * A report: one reason from the app's list and what happened, on the kit's Dialog. Holds no rules
 * of its own: the app passes the reasons, the words, the fields' errors and the server's refusal,
 * and decides on submit.
 */
export function ReportDialog({
  open,
  onOpenChange,
  title,
  description,
  reasons,
  reason,
  onReasonChange,
  reasonLabel = '신고 사유',
  note,
  onNoteChange,
  noteLabel = '신고 내용',
  notePlaceholder,
  noteMaxLength,
  noteRequired = false,
  errors,
  failure,
  pending = false,
  onSubmit,
  submitLabel = '신고하기',
  cancelLabel = '취소',
  children,
}: ReportDialogProps) {
  const formId = useId();
  const reasonErrorId = `${formId}-reason-error`;
  const extraId = `${formId}-reason-extra`;
  const reasonError = errors?.reason || null;
  const hasExtra = children !== undefined && children !== null && children !== false;
  const reasonDescribedBy =
    [reasonError ? reasonErrorId : null, hasExtra ? extraId : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending && !next) return;
        onOpenChange(next);
      }}
      dismissible={!pending}
      title={title}
      description={description}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" size="lg" disabled={pending}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} variant="danger" size="lg" loading={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <StyledReportForm
        id={formId}
        data-qm="report-dialog"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) onSubmit();
        }}
      >
        <StyledReasonField data-part="reason">
          <RadioGroup
            label={reasonLabel}
            options={reasons}
            value={reason ?? ''}
            onValueChange={onReasonChange}
            required
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonDescribedBy}
          />
          {reasonError && (
            <StyledFieldError id={reasonErrorId} role="alert" data-part="reason-error">
              {reasonError}
            </StyledFieldError>
          )}
          {hasExtra && (
            <div id={extraId} data-part="reason-extra">
              {children}
            </div>
          )}
        </StyledReasonField>
        <Textarea
          label={noteLabel}
          placeholder={notePlaceholder}
          maxLength={noteMaxLength}
          value={note}
          onChange={(event) => onNoteChange(event.target.value)}
          error={errors?.note}
          required={noteRequired}
        />
        {failure && (
          <StyledFailure role="alert" data-part="failure">
            {failure}
          </StyledFailure>
        )}
      </StyledReportForm>
    </Dialog>
  );
}
