import { useState } from 'react';
import {
  enforcementReasonMaxLength,
  enforcementTextProblem,
  type AdminDealerDetail,
} from '@quotemarket/contract';
import { useReactivateDealer, useSuspendDealer } from '@quotemarket/hooks';
import { Button, Text } from '@quotemarket/ui';
import { ReasonDialog } from '../../shared/ReasonDialog';

/** The words of each way: what the operator is told before and after. */
const wording = {
  suspend: {
    trigger: '이용 정지',
    title: (store: string) => `${store} 이용 정지`,
    description:
      '정지하면 판매점은 바로 로그인과 견적을 할 수 없고, 진행 중인 견적은 판매점 사정으로 철회돼요. 철회된 견적은 정지를 풀어도 되살아나지 않아요.',
    reasonLabel: '정지 사유',
    confirm: '이용 정지하기',
    done: '이용을 정지했어요. 진행 중이던 견적은 철회됐어요.',
  },
  reactivate: {
    trigger: '이용 정지 풀기',
    title: (store: string) => `${store} 이용 정지 풀기`,
    description:
      '풀면 판매점이 다시 로그인하고 견적을 보낼 수 있어요. 철회된 견적은 되살아나지 않아요.',
    reasonLabel: '해제 사유',
    confirm: '정지 풀기',
    done: '이용 정지를 풀었어요.',
  },
} as const;

type Way = keyof typeof wording;

/**
 * 이용 정지 or its lifting, whichever the dealer's status allows, with the reason the audit log
 * keeps. The way asked is kept until the dialog closes: the answer flips the dealer's status, and
 * the dialog still has to tell how the asked change went.
 */
export function DealerStatusDialog({
  dealer,
}: {
  dealer: Pick<AdminDealerDetail, 'id' | 'storeName' | 'status'>;
}) {
  const suspend = useSuspendDealer();
  const reactivate = useReactivateDealer();
  const [asked, setAsked] = useState<Way | null>(null);
  const way = asked ?? (dealer.status === 'active' ? 'suspend' : 'reactivate');
  const change = way === 'suspend' ? suspend : reactivate;
  const words = wording[way];
  return (
    <ReasonDialog
      trigger={<Button variant={way === 'suspend' ? 'danger' : 'outline'}>{words.trigger}</Button>}
      title={words.title(dealer.storeName)}
      description={words.description}
      reasonLabel={words.reasonLabel}
      problemOf={enforcementTextProblem}
      maxLength={enforcementReasonMaxLength}
      confirmLabel={words.confirm}
      tone={way === 'suspend' ? 'danger' : 'primary'}
      pending={change.isPending}
      error={change.isError ? change.error.message : null}
      done={change.isSuccess && <Text role="status">{words.done}</Text>}
      onConfirm={(reason) => {
        setAsked(way);
        change.mutate({ dealerId: dealer.id, reason });
      }}
      onClosed={() => {
        setAsked(null);
        change.reset();
      }}
    />
  );
}
