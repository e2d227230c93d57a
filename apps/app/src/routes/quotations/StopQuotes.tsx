import { useNavigate } from 'react-router-dom';
import { doneMessages } from '@quotemarket/contract';
import { useCloseQuotation } from '@quotemarket/hooks';
import { Button, ConfirmDialog, useToast } from '@quotemarket/ui';
import { paths } from '../../paths';

export const stopQuotesTexts = {
  button: '견적 그만 받기',
  title: '견적을 그만 받으시겠어요?',
  message:
    '지금 마감하면 판매점이 더는 견적을 보낼 수 없고, 받은 견적도 구매 신청할 수 없어요. 마감한 요청은 이용 내역에서 볼 수 있어요.',
  confirm: '그만 받기',
  cancel: '계속 받기',
} as const;

/**
 * 견적 그만 받기 on a request in progress: asked first, since it cannot be undone. Once closed,
 * the buyer lands on the history's tab of requests that ended without a choice, where it now is;
 * a refusal (chosen or closed meanwhile) stays in the dialog with the API's words.
 */
export function StopQuotes({ quotationId }: { quotationId: number }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const closing = useCloseQuotation();

  const stop = async () => {
    await closing.mutateAsync(quotationId);
    toast({ title: doneMessages.quotesStopped, tone: 'success' });
    void navigate(paths.notSelectedHistory());
  };

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm">
          {stopQuotesTexts.button}
        </Button>
      }
      title={stopQuotesTexts.title}
      message={stopQuotesTexts.message}
      confirmLabel={stopQuotesTexts.confirm}
      cancelLabel={stopQuotesTexts.cancel}
      tone="danger"
      onConfirm={stop}
      errorMessage={closing.error?.message}
    />
  );
}
