import {
  enforcementReasonMaxLength,
  enforcementTextProblem,
  type ReviewCheck,
} from '@quotemarket/contract';
import { useDecideReviewCheck } from '@quotemarket/hooks';
import { Button, useToast } from '@quotemarket/ui';
import { ReasonDialog } from '../../shared/ReasonDialog';

const wording = {
  KEEP: {
    trigger: '유지',
    title: '후기 유지',
    description: '후기는 그대로 공개되고, 판매점에 결정을 알려요. 결정은 되돌릴 수 없어요.',
    confirm: '유지하기',
    done: '후기를 유지하기로 했어요.',
  },
  HIDE: {
    trigger: '가림',
    title: '후기 가리기',
    description:
      '후기가 판매점 페이지에서 가려지고, 작성한 구매자에게 알려요. 결정은 되돌릴 수 없어요.',
    confirm: '가리기',
    done: '후기를 가렸어요.',
  },
} as const;

/**
 * One decision on a dealer's review check, with the note the audit log keeps. The outcome is told
 * by a toast: once decided, the row leaves the 검토 대기 queue (or stops offering decisions), and
 * the dialog with it.
 */
export function ReviewCheckDecisionDialog({
  check,
  decision,
}: {
  check: ReviewCheck;
  decision: keyof typeof wording;
}) {
  const decide = useDecideReviewCheck();
  const { toast } = useToast();
  const words = wording[decision];
  return (
    <ReasonDialog
      trigger={
        <Button size="sm" variant={decision === 'HIDE' ? 'danger' : 'outline'}>
          {words.trigger}
        </Button>
      }
      title={`${check.dealer.storeName} ${words.title}`}
      description={words.description}
      reasonLabel="운영 메모"
      problemOf={enforcementTextProblem}
      maxLength={enforcementReasonMaxLength}
      confirmLabel={words.confirm}
      tone={decision === 'HIDE' ? 'danger' : 'primary'}
      pending={decide.isPending}
      error={decide.isError ? decide.error.message : null}
      onConfirm={(note) =>
        decide
          .mutateAsync({ checkId: check.id, decision: { decision, note } })
          // A refusal stays in the dialog through `decide.error`.
          .then(
            () => toast({ title: words.done, tone: 'success' }),
            () => undefined,
          )
      }
      onClosed={() => decide.reset()}
    />
  );
}
