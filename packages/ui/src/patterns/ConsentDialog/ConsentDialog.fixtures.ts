import type { ConsentLine } from './ConsentDialog';

/** The lines a store consent carries, as the app gets them from the contract. */
export const sampleConsentLines: ConsentLine[] = [
  { label: '제공받는 자', text: '강남 휴대폰 성지' },
  { label: '제공 목적', text: '구매 상담과 개통·설치 등 계약 진행' },
  { label: '제공 항목', text: '이름, 휴대폰 번호' },
  { label: '보유·이용 기간', text: '계약이 끝날 때까지 (법령이 보관을 요구하면 그 기간까지)' },
  {
    label: '동의를 거부할 권리',
    text: '동의하지 않을 수 있어요. 다만 동의하지 않으면 이 판매점에 구매 신청을 할 수 없어요.',
  },
];

export const sampleConsentLabel =
  '강남 휴대폰 성지에 내 이름과 휴대폰 번호를 제공하는 데 동의해요 (필수)';
export const sampleRequiredMessage = '개인정보 제공에 동의해야 구매 신청을 할 수 있어요.';
