import { useState } from 'react';
import {
  dealerApplicationLimits,
  dealerApplicationMessages,
  type DealerApplicationDetail,
} from '@quotemarket/contract';
import { useDecideDealerApplication } from '@quotemarket/hooks';
import { Button, Dialog, DialogClose, Text, Textarea, useToast } from '@quotemarket/ui';

/**
 * Confirms a decision once it is saved. Through the mutation's promise, not `mutate`'s callbacks:
 * the saved decision removes this dialog's page controls (the application is no longer open), and
 * React Query skips the callbacks of a call whose component is gone. A failure is shown from the
 * mutation's state.
 */
function confirmDecision(decision: Promise<unknown>, confirm: () => void) {
  decision.then(confirm, () => undefined);
}

/**
 * 승인: cannot be undone (the dealer account is made and the password link texted), so it asks
 * once more, saying what will happen.
 */
export function ApproveDialog({ application }: { application: DealerApplicationDetail }) {
  const [open, setOpen] = useState(false);
  const decide = useDecideDealerApplication();
  const { toast } = useToast();
  const changeOpen = (next: boolean) => {
    if (decide.isPending) return;
    setOpen(next);
    if (!next) decide.reset();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      trigger={<Button>승인</Button>}
      title={`${application.storeName} 입점 승인`}
      description="판매점 계정이 만들어지고, 비밀번호 설정 링크가 신청자 휴대폰으로 문자로 가요. 승인은 되돌릴 수 없어요."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" size="lg" disabled={decide.isPending}>
              취소
            </Button>
          </DialogClose>
          <Button
            size="lg"
            loading={decide.isPending}
            onClick={() =>
              confirmDecision(
                decide.mutateAsync({ id: application.id, decision: 'approve' }),
                () => {
                  setOpen(false);
                  toast({ title: '입점을 승인했어요.', tone: 'success' });
                },
              )
            }
          >
            승인하기
          </Button>
        </>
      }
    >
      {decide.isError && (
        <Text role="alert" size="sm" tone="danger">
          {decide.error.message}
        </Text>
      )}
    </Dialog>
  );
}

/** 반려: the reason is required, and the applicant reads it on the status page and by text. */
export function RejectDialog({ application }: { application: DealerApplicationDetail }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const decide = useDecideDealerApplication();
  const { toast } = useToast();
  const changeOpen = (next: boolean) => {
    if (decide.isPending) return;
    setOpen(next);
    if (!next) {
      decide.reset();
      setProblem(undefined);
    }
  };
  const reject = () => {
    if (!reason.trim()) {
      setProblem(dealerApplicationMessages.rejectionReasonRequired);
      return;
    }
    setProblem(undefined);
    confirmDecision(
      decide.mutateAsync({ id: application.id, decision: 'reject', reason: reason.trim() }),
      () => {
        setOpen(false);
        toast({ title: '입점 신청을 반려했어요.', tone: 'success' });
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      trigger={<Button variant="outline">반려</Button>}
      title={`${application.storeName} 입점 반려`}
      description="사유는 신청자가 신청 현황과 문자로 읽어요. 반려는 되돌릴 수 없어요."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" size="lg" disabled={decide.isPending}>
              취소
            </Button>
          </DialogClose>
          <Button size="lg" variant="danger" loading={decide.isPending} onClick={reject}>
            반려하기
          </Button>
        </>
      }
    >
      <Textarea
        label="반려 사유"
        maxLength={dealerApplicationLimits.rejectionReason}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={problem}
      />
      {decide.isError && (
        <Text role="alert" size="sm" tone="danger">
          {decide.error.message}
        </Text>
      )}
    </Dialog>
  );
}
