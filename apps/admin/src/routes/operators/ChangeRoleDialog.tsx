import { useState } from 'react';
import {
  operatorRoleLabels,
  withDirection,
  type OperatorListItem,
  type OperatorRole,
} from '@quotemarket/contract';
import { useUpdateOperator } from '@quotemarket/hooks';
import { Button, Dialog, DialogClose, RadioGroup, Text, useToast } from '@quotemarket/ui';
import { roleOptions } from './InviteOperatorDialog';

export interface ChangeRoleDialogProps {
  operator: OperatorListItem;
}

/** 역할 변경: the roles with what each may do, the operator's current one chosen. */
export function ChangeRoleDialog({ operator }: ChangeRoleDialogProps) {
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState<OperatorRole>(operator.role);
  const update = useUpdateOperator();
  const { toast } = useToast();

  const changeOpen = (next: boolean) => {
    if (update.isPending) return;
    setOpen(next);
    if (next) setRole(operator.role);
    else update.reset();
  };

  const save = () =>
    update.mutate(
      { operatorId: operator.id, changes: { role } },
      {
        onSuccess: (updated) => {
          setOpen(false);
          toast({
            title: `${updated.name}님의 역할을 ${withDirection(operatorRoleLabels[updated.role])} 바꿨어요.`,
            tone: 'success',
          });
        },
      },
    );

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button variant="outline" size="sm" aria-label={`${operator.name} 역할 변경`}>
          역할 변경
        </Button>
      }
      title={`${operator.name}님의 역할 변경`}
      description="바꾼 역할은 이 운영자의 다음 요청부터 적용돼요."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" size="lg" disabled={update.isPending}>
              취소
            </Button>
          </DialogClose>
          <Button
            size="lg"
            loading={update.isPending}
            disabled={role === operator.role}
            onClick={save}
          >
            역할 바꾸기
          </Button>
        </>
      }
    >
      <RadioGroup
        label="역할"
        options={roleOptions}
        value={role}
        onValueChange={(value) => setRole(value as OperatorRole)}
      />
      {update.isError && (
        <Text role="alert" size="sm" tone="danger">
          {update.error.message}
        </Text>
      )}
    </Dialog>
  );
}
