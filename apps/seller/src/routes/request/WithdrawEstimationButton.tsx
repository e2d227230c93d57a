import { useState } from 'react';
import { ApiError, useWithdrawSellerEstimation } from '@quotemarket/hooks';
import { Button, ChoiceDialog, useToast } from '@quotemarket/ui';

/** '견적 철회하기', asked once more: a withdrawn quote cannot be sent again. */
export function WithdrawEstimationButton({ estimationId }: { estimationId: number }) {
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawSellerEstimation();
  const { toast } = useToast();
  return (
    <ChoiceDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" fullWidth>
          견적 철회하기
        </Button>
      }
      title="견적을 철회할까요?"
      message="철회하면 이 요청에 다시 견적을 보낼 수 없어요."
      errorMessage={(error) => ApiError.from(error).message}
      choices={[
        {
          id: 'withdraw',
          label: '철회하기',
          variant: 'danger',
          onSelect: async () => {
            await withdraw.mutateAsync(estimationId);
            setOpen(false);
            toast({ title: '견적을 철회했어요.', tone: 'success' });
          },
        },
        { id: 'keep', label: '그대로 두기', onSelect: () => setOpen(false) },
      ]}
    />
  );
}
