import { useState } from 'react';
import {
  inquiryAnswerMessages,
  inquiryAnswerNoteMaxLength,
  type OperatorInquiry,
} from '@quotemarket/contract';
import { useAnswerInquiry } from '@quotemarket/hooks';
import { Button, Dialog, DialogClose, Text, Textarea, useToast } from '@quotemarket/ui';

/**
 * 답변 완료 표시: after replying by e-mail (outside the console), the operator notes what was
 * said; the inquiry moves to 답변 완료 with their name, and cannot move back.
 */
export function AnswerInquiryDialog({ inquiry }: { inquiry: OperatorInquiry }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const answer = useAnswerInquiry();
  const { toast } = useToast();
  const problem = checked && note.trim() === '' ? inquiryAnswerMessages.noteRequired : null;

  const changeOpen = (next: boolean) => {
    if (answer.isPending) return;
    setOpen(next);
    if (!next) {
      setNote('');
      setChecked(false);
      answer.reset();
    }
  };

  const save = () => {
    setChecked(true);
    if (note.trim() === '') return;
    answer.mutate(
      { inquiryId: inquiry.id, note: note.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: '답변 완료로 표시했어요.', tone: 'success' });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button variant="outline" size="sm" aria-label={`문의 #${inquiry.id} 답변 완료 표시`}>
          답변 완료 표시
        </Button>
      }
      title={`문의 #${inquiry.id} 답변 완료`}
      description={`${inquiry.replyEmail}로 이메일 답변을 보낸 뒤 표시해 주세요. 표시한 뒤에는 되돌릴 수 없어요.`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" size="lg" disabled={answer.isPending}>
              취소
            </Button>
          </DialogClose>
          <Button size="lg" loading={answer.isPending} onClick={save}>
            답변 완료로 표시
          </Button>
        </>
      }
    >
      <Textarea
        label="답변 메모"
        description="이메일로 어떻게 답했는지 간단히 남겨 주세요."
        value={note}
        maxLength={inquiryAnswerNoteMaxLength}
        onChange={(event) => setNote(event.target.value)}
        error={problem}
        rows={4}
      />
      {answer.isError && (
        <Text role="alert" size="sm" tone="danger">
          {answer.error.message}
        </Text>
      )}
    </Dialog>
  );
}
