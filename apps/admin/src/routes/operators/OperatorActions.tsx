import { useState } from 'react';
import { styled } from 'styled-components';
import type { OperatorListItem } from '@quotemarket/contract';
import { useReissueOperatorEnrolment, useUpdateOperator } from '@quotemarket/hooks';
import { Button, ConfirmDialog, Dialog, DialogClose, useToast, vars } from '@quotemarket/ui';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { EnrolmentLink } from './EnrolmentLink';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

export interface OperatorActionsProps {
  operator: OperatorListItem;
}

/** What a 관리자 can do to another operator's account, each asked before it is done. */
export function OperatorActions({ operator }: OperatorActionsProps) {
  const update = useUpdateOperator();
  const reissue = useReissueOperatorEnrolment();
  const { toast } = useToast();
  const [linkOpen, setLinkOpen] = useState(false);
  const deactivated = operator.status === 'deactivated';

  const toggleActive = () =>
    update
      .mutateAsync({ operatorId: operator.id, changes: { isActive: deactivated } })
      .then((updated) =>
        toast({
          title: deactivated
            ? `${updated.name}님을 다시 활성화했어요.`
            : `${updated.name}님을 비활성화했어요.`,
          tone: 'success',
        }),
      );

  const reissueLink = () => reissue.mutateAsync(operator.id).then(() => setLinkOpen(true));

  return (
    <Actions>
      {!deactivated && <ChangeRoleDialog operator={operator} />}
      <ConfirmDialog
        trigger={
          <Button
            variant="outline"
            size="sm"
            aria-label={`${operator.name} ${deactivated ? '다시 활성화' : '비활성화'}`}
          >
            {deactivated ? '다시 활성화' : '비활성화'}
          </Button>
        }
        title={
          deactivated
            ? `${operator.name}님을 다시 활성화할까요?`
            : `${operator.name}님을 비활성화할까요?`
        }
        message={
          deactivated
            ? '다시 로그인해 콘솔을 쓸 수 있게 돼요.'
            : '지금 열린 세션이 끝나고, 다시 활성화할 때까지 로그인할 수 없어요.'
        }
        confirmLabel={deactivated ? '다시 활성화' : '비활성화'}
        tone={deactivated ? 'default' : 'danger'}
        onConfirm={toggleActive}
        errorMessage={update.error?.message}
      />
      {!deactivated && (
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" aria-label={`${operator.name} 등록 링크 다시 발급`}>
              등록 링크 다시 발급
            </Button>
          }
          title={`${operator.name}님의 등록 링크를 다시 발급할까요?`}
          message="지금 열린 세션과 비밀번호, 인증 앱 등록, 복구 코드가 모두 끝나요. 새 링크로 다시 등록해야 로그인할 수 있어요."
          confirmLabel="다시 발급"
          tone="danger"
          onConfirm={reissueLink}
          errorMessage={reissue.error?.message}
        />
      )}
      <Dialog
        open={linkOpen}
        onOpenChange={(next) => {
          setLinkOpen(next);
          if (!next) reissue.reset();
        }}
        title="새 등록 링크를 만들었어요"
        footer={
          <DialogClose asChild>
            <Button size="lg">닫기</Button>
          </DialogClose>
        }
      >
        {reissue.data && (
          <EnrolmentLink
            enrolmentPath={reissue.data.enrolmentPath}
            expiresAt={reissue.data.expiresAt}
            operatorName={operator.name}
          />
        )}
      </Dialog>
    </Actions>
  );
}
