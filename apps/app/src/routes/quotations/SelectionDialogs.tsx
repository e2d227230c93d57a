import {
  doneMessages,
  selectionConsentLabel,
  selectionConsentLines,
  selectionConsentMessages,
} from '@quotemarket/contract';
import { AlertDialog, ConsentDialog } from '@quotemarket/ui';
import type { SelectionFlow } from './useSelectionFlow';

export const selectionDoneTitle = doneMessages.purchaseRequested;
export const selectionDoneMessage = '판매점에서 곧 연락드려요.';

/**
 * The two dialogs of a purchase request: the question naming the store, carrying the consent the
 * Personal Information Protection Act asks for, and the confirmation that leads to the history.
 */
export function SelectionDialogs({ flow }: { flow: SelectionFlow }) {
  const { consent, done } = flow;
  return (
    <>
      <ConsentDialog
        open={consent.open}
        onOpenChange={consent.setOpen}
        title={`${consent.storeName}에 구매 신청할까요?`}
        description="동의하면 판매점에 이름과 휴대폰 번호가 전달되고, 판매점이 전화로 구매 상담을 도와드려요."
        linesLabel="개인정보 제3자 제공 동의"
        lines={selectionConsentLines(consent.storeName)}
        consentLabel={selectionConsentLabel(consent.storeName)}
        requiredMessage={selectionConsentMessages.required}
        confirmLabel="구매 신청하기"
        onConfirm={consent.confirm}
        pending={consent.pending}
        errorMessage={consent.errorMessage}
        confirmDisabled={consent.refused}
      />
      <AlertDialog
        open={done.open}
        title={selectionDoneTitle}
        message={selectionDoneMessage}
        confirmLabel="구매 신청 내역 보기"
        onConfirm={done.goToHistory}
        dismissible={false}
      />
    </>
  );
}
