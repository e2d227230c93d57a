import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogClose, Text, TextField } from '@quotemarket/ui';
import { nextWholeHour, publishAtFromInput, seoulInputValue } from './publishAt';

export interface ScheduleDialogProps {
  /** The button that opens it; `onOpen` may refuse (the form has a problem to fix first). */
  trigger: ReactNode;
  onOpen?: () => boolean;
  /** Where in the buyer app the entry will show, as said in a sentence: '공지사항', '자주 묻는 질문'. */
  shownIn: string;
  pending: boolean;
  /** The API's refusal, shown in place. */
  error: string | null;
  /** Schedules at an ISO time ahead; resolves when done (the dialog then closes). */
  onSchedule: (publishAt: string) => Promise<unknown>;
}

/**
 * 예약 게시 of a notice or an FAQ entry: a Seoul time ahead, checked with the contract's message
 * before asking the server.
 */
export function ScheduleDialog({
  trigger,
  onOpen = () => true,
  shownIn,
  pending,
  error,
  onSchedule,
}: ScheduleDialogProps) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const changeOpen = (next: boolean) => {
    if (pending) return;
    if (next && !onOpen()) return;
    setOpen(next);
    setProblem(null);
    if (next) setValue(seoulInputValue(nextWholeHour(new Date())));
  };

  const schedule = () => {
    const picked = publishAtFromInput(value, new Date());
    if ('problem' in picked) {
      setProblem(picked.problem);
      return;
    }
    setProblem(null);
    onSchedule(picked.publishAt).then(
      () => setOpen(false),
      // The refusal is shown from `error`; the dialog stays for another try.
      () => undefined,
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      trigger={trigger}
      title="예약 게시"
      description={`고른 시각(한국 시간)부터 구매자 앱의 ${shownIn}에 보여요. 그 전에는 예약 취소할 수 있어요.`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" size="lg" disabled={pending}>
              취소
            </Button>
          </DialogClose>
          <Button size="lg" loading={pending} onClick={schedule}>
            예약하기
          </Button>
        </>
      }
    >
      <TextField
        label="게시 시각 (KST)"
        type="datetime-local"
        min={seoulInputValue(new Date())}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={problem}
      />
      {error && (
        <Text role="alert" size="sm" tone="danger">
          {error}
        </Text>
      )}
    </Dialog>
  );
}
