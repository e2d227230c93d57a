import { doneMessages } from '@quotemarket/contract';
import { AlertDialog, ChoiceDialog, ConfirmDialog } from '@quotemarket/ui';
import { messageOf, type BiddingPageModel } from './useBiddingPage';

interface BiddingDialogsProps {
  page: BiddingPageModel;
}

/**
 * The wizard's questions to the buyer (document 000 "Product detail", document 001 §4): resume or
 * restart, the reset warning, the request confirmation, the one-time verification, the request
 * sent and the notification offer, and a failed send with the server's message.
 */
export function BiddingDialogs({ page }: BiddingDialogsProps) {
  const { resume, reset, confirm, verify, sent, notify, failure } = page;
  return (
    <>
      <ChoiceDialog
        open={resume.open}
        dismissible={false}
        title="작성하던 견적 요청이 있어요"
        message="이어서 작성할까요, 처음부터 다시 할까요?"
        choices={[
          { id: 'resume', label: '이어서 작성하기', variant: 'primary', onSelect: resume.resume },
          { id: 'restart', label: '처음부터 다시 하기', onSelect: resume.restart },
        ]}
      />
      <ConfirmDialog
        open={reset.open}
        onOpenChange={(open) => !open && reset.close()}
        tone="danger"
        title="입력한 내용이 모두 초기화돼요. 계속할까요?"
        confirmLabel="초기화하기"
        cancelLabel="취소"
        onConfirm={reset.confirm}
        errorMessage={reset.failure ?? undefined}
      />
      <ConfirmDialog
        open={confirm.open}
        onOpenChange={(open) => !open && confirm.close()}
        title="견적을 요청할까요?"
        message="판매점들이 48시간 동안 견적을 보내요. 요청한 뒤에는 답변을 바꿀 수 없어요."
        confirmLabel="견적 요청하기"
        cancelLabel="취소"
        onConfirm={confirm.send}
      />
      <ConfirmDialog
        open={verify.open}
        onOpenChange={(open) => !open && verify.close()}
        title="최저가 견적을 받으려면 휴대폰 본인인증이 한 번 필요해요"
        message="인증을 마치면 이 견적 요청을 바로 보내 드려요."
        confirmLabel="본인인증하기"
        cancelLabel="다음에 할게요"
        onCancel={verify.decline}
        onConfirm={verify.go}
      />
      <AlertDialog
        open={sent.open}
        onOpenChange={(open) => !open && sent.next()}
        title={doneMessages.quoteRequested}
        message="판매점들이 48시간 동안 견적을 보내요. 도착한 견적은 견적 확인에서 비교할 수 있어요."
      />
      <ChoiceDialog
        open={notify.open}
        onOpenChange={(open) => !open && notify.decline()}
        title="최저가 견적 알림을 받아 볼까요?"
        message="판매점이 견적을 보내면 바로 알려 드릴게요."
        errorMessage={messageOf}
        choices={[
          { id: 'agree', label: '알림 받을게요', variant: 'primary', onSelect: notify.agree },
          { id: 'check', label: '견적 확인하러 가기', onSelect: notify.checkQuotes },
          { id: 'decline', label: '괜찮아요', variant: 'ghost', onSelect: notify.decline },
        ]}
      />
      <AlertDialog
        open={failure.open}
        onOpenChange={(open) => !open && failure.close()}
        title="견적을 요청하지 못했어요"
        message={failure.message ?? undefined}
      />
    </>
  );
}
