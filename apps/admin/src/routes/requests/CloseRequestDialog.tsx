import type { useCloseMarketRequest } from '@quotemarket/hooks';
import { Button, Text } from '@quotemarket/ui';
import { ReasonDialog } from '../../shared/ReasonDialog';

export interface CloseRequestDialogProps {
  quotationId: number;
  /**
   * The page's closing: the page keeps the dialog while it tells the outcome, though the request
   * it shows is closed by then.
   */
  close: ReturnType<typeof useCloseMarketRequest>;
}

/**
 * 요청 마감: closes a fraudulent request for good, with the reason the audit log keeps. The
 * dialog says what follows, as it cannot be undone.
 */
export function CloseRequestDialog({ quotationId, close }: CloseRequestDialogProps) {
  return (
    <ReasonDialog
      trigger={<Button variant="danger">요청 마감</Button>}
      title={`요청 #${quotationId} 마감`}
      description="마감하면 되돌릴 수 없어요. 판매점은 더 견적을 보내거나 바꿀 수 없고, 견적을 보낸 판매점에 바로 알려요. 구매자에게는 마감된 요청으로 보여요."
      reasonLabel="마감 사유"
      confirmLabel="마감하기"
      tone="danger"
      pending={close.isPending}
      error={close.isError ? close.error.message : null}
      done={
        close.isSuccess && <Text role="status">요청을 마감하고 견적을 보낸 판매점에 알렸어요.</Text>
      }
      onConfirm={(reason) => close.mutate({ quotationId, reason })}
      onClosed={() => close.reset()}
    />
  );
}
