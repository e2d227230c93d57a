/**
 * The consent a buyer gives when choosing a quote: their name and phone number go to that one store,
 * so the Personal Information Protection Act (개인정보 보호법 제17조) asks for a separate consent
 * naming the recipient, the purpose, the items, how long they are kept and the right to refuse.
 * The version is recorded with each consent; change it whenever the text changes.
 */
export const selectionConsentVersion = '2026-11-25';

/** The items handed to the store; the server hands exactly these. */
export const selectionConsentItems = ['이름', '휴대폰 번호'] as const;

export interface SelectionConsentLine {
  label: string;
  text: string;
}

/** The consent's lines for one store, in the order the law lists them. */
export function selectionConsentLines(storeName: string): SelectionConsentLine[] {
  return [
    { label: '제공받는 자', text: storeName },
    { label: '제공 목적', text: '구매 상담과 개통·설치 등 계약 진행' },
    { label: '제공 항목', text: selectionConsentItems.join(', ') },
    {
      label: '보유·이용 기간',
      text: '계약이 끝날 때까지 (법령이 보관을 요구하면 그 기간까지)',
    },
    {
      label: '동의를 거부할 권리',
      text: '동의하지 않을 수 있어요. 다만 동의하지 않으면 이 판매점에 구매 신청을 할 수 없어요.',
    },
  ];
}

/** The checkbox's label: what the buyer agrees to, in one line. */
export function selectionConsentLabel(storeName: string): string {
  return `${storeName}에 내 이름과 휴대폰 번호를 제공하는 데 동의해요 (필수)`;
}

export const selectionConsentMessages = {
  required: '개인정보 제공에 동의해야 구매 신청을 할 수 있어요.',
  outdated: '동의 내용이 바뀌었어요. 화면을 새로 고친 뒤 다시 동의해 주세요.',
} as const;
