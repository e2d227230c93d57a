import { useState } from 'react';
import {
  messageReportMessages,
  messageReportProblem,
  messageReportReasons,
  type MessageReportReason,
  type MessageSender,
} from '@quotemarket/contract';
import { ApiError } from '../../api/ApiError';
import { useReportMessage } from './useReportMessage';

interface ReportFields {
  messageId: number | null;
  reason: MessageReportReason | null;
  note: string;
  /** The form's own refusal, shown on its field until that field changes. */
  problem: string | null;
}

const isMessageReportReason = (value: string): value is MessageReportReason =>
  messageReportReasons.some((reason) => reason === value);

const closed: ReportFields = { messageId: null, reason: null, note: '', problem: null };

/**
 * The report sheet for one message the other side sent (`side` is who reports): which message,
 * why, what the reporter adds, the rule checked before sending, and the server's refusal (a second
 * report of the same message). Sent, it closes and `onReported` runs (to say so in a toast).
 */
export function useMessageReportForm(side: MessageSender, onReported: () => void) {
  const report = useReportMessage(side);
  const [fields, setFields] = useState<ReportFields>(closed);
  const change = (next: Partial<ReportFields>) => {
    setFields((current) => ({ ...current, ...next, problem: null }));
    report.reset();
  };

  const problemOn = (field: 'reason' | 'note') => {
    const onNote = fields.problem === messageReportMessages.noteTooLong;
    return (field === 'note') === onNote ? fields.problem : null;
  };

  return {
    /** Opens the sheet for the message with this id. */
    start: (messageId: number) => {
      report.reset();
      setFields({ ...closed, messageId });
    },
    /** Spreads onto the kit's `ReportDialog` (with the sheet's words and the reasons to offer). */
    dialog: {
      open: fields.messageId !== null,
      onOpenChange: (open: boolean) => {
        if (!open && !report.isPending) setFields(closed);
      },
      reason: fields.reason,
      onReasonChange: (value: string) => {
        if (isMessageReportReason(value)) change({ reason: value });
      },
      note: fields.note,
      onNoteChange: (note: string) => change({ note }),
      errors: { reason: problemOn('reason'), note: problemOn('note') },
      failure: report.error ? ApiError.from(report.error).message : null,
      pending: report.isPending,
      onSubmit: () => {
        const { messageId, reason, note } = fields;
        const problem = messageReportProblem({ reason, note });
        if (problem || messageId === null || reason === null) {
          setFields((current) => ({ ...current, problem }));
          return;
        }
        report.mutate(
          { messageId, reason, note },
          {
            onSuccess: () => {
              setFields(closed);
              onReported();
            },
          },
        );
      },
    },
  };
}
