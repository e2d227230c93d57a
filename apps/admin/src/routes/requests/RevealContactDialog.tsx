import { useRevealBuyerContact } from '@quotemarket/hooks';
import { Button, Text } from '@quotemarket/ui';
import { ReasonDialog } from '../../shared/ReasonDialog';

/**
 * 번호 보기: the buyer's full number, opened with a recorded reason and shown once, in this dialog
 * only; closing it forgets the number.
 */
export function RevealContactDialog({ quotationId }: { quotationId: number }) {
  const reveal = useRevealBuyerContact();
  return (
    <ReasonDialog
      trigger={
        <Button variant="outline" size="sm">
          번호 보기
        </Button>
      }
      title="구매자 휴대폰 번호 보기"
      description="번호를 여는 일은 열람 사유와 함께 감사 기록에 남아요. 번호는 이 창에서 한 번만 보여요."
      reasonLabel="열람 사유"
      confirmLabel="사유 남기고 번호 보기"
      pending={reveal.isPending}
      error={reveal.isError ? reveal.error.message : null}
      done={
        reveal.data && (
          <Text role="status">
            <strong>{reveal.data.phone}</strong>
          </Text>
        )
      }
      onConfirm={(reason) => reveal.mutate({ quotationId, reason })}
      onClosed={() => reveal.reset()}
    />
  );
}
